import yauzl from "yauzl";
import yazl from "yazl";

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * Every entry of a zip we wrote ourselves (the .pptx), in archive order, read whole: the parts
 * are a few kilobytes of XML and the figures already sized for a slide.
 */
export function readZipEntries(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err ?? new Error("unreadable zip"));
      const entries: ZipEntry[] = [];
      file.on("error", reject);
      file.on("end", () => resolve(entries));
      file.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return file.readEntry();
        file.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error(`unreadable entry ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** A zip of the entries in the given order (Office wants [Content_Types].xml first, as it comes). */
export function writeZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  // Figures are compressed already: storing them costs nothing in size and saves the CPU.
  for (const e of entries) zip.addBuffer(e.data, e.name, { compress: !/\.(png|jpe?g)$/i.test(e.name) });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("error", reject);
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
  });
}
