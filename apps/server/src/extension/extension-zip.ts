import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";

/** The file in the extension that carries its default Lectern address (extension/static). */
export const DEFAULTS_FILE = "defaults.js";

/** defaults.js for a copy of the extension that opens `origin`; the origin must be plain. */
export function defaultsScript(origin: string): string {
  return `// Written by the Lectern server this extension was downloaded from.\nglobalThis.LECTERN_DEFAULTS = ${JSON.stringify({ lecternUrl: origin })};\n`;
}

function filesUnder(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), name);
      return entry.isFile() ? [name] : [];
    });
}

/**
 * The built extension as a zip with manifest.json at its root (what "Load unpacked" wants once
 * unzipped), its defaults.js replaced by one naming this server.
 */
export async function zipExtension(distDir: string, origin: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of filesUnder(distDir)) {
    if (name === DEFAULTS_FILE) continue;
    zip.addFile(path.join(distDir, name), name);
  }
  zip.addBuffer(Buffer.from(defaultsScript(origin), "utf8"), DEFAULTS_FILE);
  zip.end();
  return await new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("error", reject);
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}
