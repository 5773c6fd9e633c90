import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { runToolOk } from "../process/run-tool.js";
import { sandboxStatus } from "../process/sandbox.js";
import { writeFileAtomic } from "../workspace/atomic.js";

export type ImageKind = "pdf" | "eps" | "png" | "jpeg" | "gif" | "webp" | "tiff" | "svg" | "unknown";

/** Decides by the bytes, never by the file name. */
export function sniffImageKind(head: Buffer): ImageKind {
  const ascii = head.subarray(0, 16).toString("latin1");
  if (ascii.startsWith("%PDF-")) return "pdf";
  if (ascii.startsWith("%!PS") || head.readUInt32BE(0) === 0xc5d0d3c6) return "eps";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii.startsWith("GIF8")) return "gif";
  if (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") return "webp";
  if (ascii.startsWith("II*\0") || ascii.startsWith("MM\0*")) return "tiff";
  if (/<svg|<\?xml/i.test(head.subarray(0, 512).toString("utf8"))) return "svg";
  return "unknown";
}

/** The kind of the file at `file`, from its first bytes. */
export async function sniffFileKind(file: string): Promise<ImageKind> {
  const handle = await fs.open(file, "r");
  const head = Buffer.alloc(1024);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  return sniffImageKind(head);
}

const MAX_SIDE = 2000;
const TOOL_TIMEOUT_MS = 30_000;

/**
 * Turns one figure file into a clean PNG or JPEG named `<baseName>.png|.jpg` in outDir:
 * PDF through pdftoppm, EPS/PS through ghostscript (sandboxed only), rasters re-encoded with sharp
 * (which also drops metadata and anything hiding in the container). Returns the file name.
 */
export async function normaliseFigure(input: string, outDir: string, baseName: string, workDir: string): Promise<string> {
  const kind = await sniffFileKind(input);
  await fs.mkdir(workDir, { recursive: true });
  let raster = input;
  if (kind === "pdf") {
    const prefix = path.join(workDir, `${baseName}-pdf`);
    await runToolOk("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", "-scale-to", String(MAX_SIDE), input, prefix], {
      cwd: workDir,
      timeoutMs: TOOL_TIMEOUT_MS,
      sandbox: { read: [input] },
    });
    raster = `${prefix}.png`;
  } else if (kind === "eps") {
    // EPS is a PostScript program. Ghostscript's -dSAFER alone has a history of bypasses and lets
    // a file reach TMPDIR, so EPS is run only inside the tool sandbox; without one it is refused.
    if (sandboxStatus().kind !== "bwrap") throw new Error("EPS figures are converted only inside the tool sandbox, which this server does not have");
    raster = path.join(workDir, `${baseName}-eps.png`);
    await runToolOk(
      "gs",
      ["-dSAFER", "-dBATCH", "-dNOPAUSE", "-dQUIET", "-sDEVICE=png16m", "-dEPSCrop", "-r150", "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", "-dFirstPage=1", "-dLastPage=1", `-sOutputFile=${raster}`, input],
      { cwd: workDir, timeoutMs: TOOL_TIMEOUT_MS, sandbox: { read: [input] } },
    );
  } else if (kind === "unknown") {
    throw new Error("not an image format we can read");
  }

  const image = sharp(raster, { limitInputPixels: 100_000_000, animated: false }).rotate();
  const resized = image.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
  const asJpeg = kind === "jpeg";
  const data = asJpeg
    ? await resized.flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    : await resized.png({ compressionLevel: 6 }).toBuffer();
  const name = `${baseName}.${asJpeg ? "jpg" : "png"}`;
  // Not flushed here: outDir is scratch, or images/, which ingest flushes as a whole at its end.
  await writeFileAtomic(path.join(outDir, name), data, { flush: false });
  return name;
}
