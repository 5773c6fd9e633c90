import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Parser, type ReadEntry } from "tar";
import { insideRoot } from "../workspace/paths.js";
import { IngestError } from "./ingest-error.js";
import { DEFAULT_ZIP_LIMITS, safeEntryPath, type ZipLimits } from "./zip-extract.js";

export function isGzip(bytes: Buffer): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

export function isTar(bytes: Buffer): boolean {
  return bytes.length > 262 && bytes.subarray(257, 262).toString("latin1") === "ustar";
}

/** Gunzips with a cap on the output, so a gzip bomb stops at the limit instead of filling memory. */
export function gunzipCapped(bytes: Buffer, maxBytes: number): Buffer {
  try {
    return zlib.gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" || /maxOutputLength|Cannot create a Buffer larger/i.test(String(err))) {
      throw new IngestError("The source archive expands to more data than we accept. It was refused.", "archive_too_large");
    }
    throw new IngestError("The source archive is damaged and could not be unpacked.", "bad_archive");
  }
}

/**
 * Extracts a tar held in memory. Only regular files and directories are written, each through
 * insideRoot; links and devices are skipped; entry count and sizes are capped.
 */
export async function extractTar(bytes: Buffer, dest: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<{ files: string[]; skipped: string[] }> {
  fs.mkdirSync(dest, { recursive: true });
  const files: string[] = [];
  const skipped: string[] = [];
  let total = 0;
  let count = 0;
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({ strict: true });
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      reject(err instanceof IngestError ? err : new IngestError("The source archive is damaged and could not be unpacked.", "bad_archive"));
    };
    parser.on("entry", (entry: ReadEntry) => {
      if (failed) return entry.resume();
      count += 1;
      if (count > limits.maxEntries) {
        entry.resume();
        return fail(new IngestError(`The source archive has more than ${limits.maxEntries} files.`, "archive_too_large"));
      }
      let rel: string;
      try {
        rel = safeEntryPath(entry.path);
      } catch {
        skipped.push(entry.path);
        return entry.resume();
      }
      if (entry.type === "Directory") {
        if (rel) fs.mkdirSync(insideRoot(dest, rel), { recursive: true });
        return entry.resume();
      }
      if (entry.type !== "File" && entry.type !== "OldFile" && entry.type !== "ContiguousFile") {
        skipped.push(entry.path);
        return entry.resume();
      }
      const size = entry.size ?? 0;
      total += size;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) {
        entry.resume();
        return fail(new IngestError("The source archive expands to more data than we accept. It was refused.", "archive_too_large"));
      }
      const target = insideRoot(dest, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const chunks: Buffer[] = [];
      entry.on("data", (c: Buffer) => chunks.push(c));
      entry.on("end", () => {
        try {
          fs.writeFileSync(target, Buffer.concat(chunks), { flag: "w", mode: 0o644 });
          files.push(rel);
        } catch (err) {
          fail(err);
        }
      });
    });
    parser.on("error", fail);
    parser.on("warn", (_code: string, _message: string) => undefined);
    parser.on("end", () => (failed ? undefined : resolve()));
    parser.end(bytes);
  });
  return { files, skipped };
}
