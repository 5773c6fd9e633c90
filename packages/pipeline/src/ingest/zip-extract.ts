import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import yauzl from "yauzl";
import { insideRoot } from "../workspace/paths.js";
import { IngestError } from "./ingest-error.js";

export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Uncompressed / compressed above this for a large entry is treated as a bomb. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5000,
  maxTotalBytes: 400 * 1024 * 1024,
  maxEntryBytes: 100 * 1024 * 1024,
  maxRatio: 200,
};

/**
 * Output above which the whole archive's ratio is judged as well as each entry's: many entries
 * under 1 MiB (or many names for one overlapping entry) pass the per-entry test one by one.
 */
const ARCHIVE_RATIO_FLOOR = 16 * 1024 * 1024;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$)/;

/** A zip entry name made relative and checked: no absolute paths, drive letters or `..`. */
export function safeEntryPath(name: string): string {
  const normalised = name.replace(/\\/g, "/");
  if (normalised.startsWith("/") || /^[A-Za-z]:/.test(normalised)) {
    throw new IngestError(`The zip contains an absolute path (${name.slice(0, 80)}); it was refused.`, "unsafe_archive");
  }
  const parts = normalised.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.some((p) => p === "..")) {
    throw new IngestError(`The zip contains a path that leaves its folder (${name.slice(0, 80)}); it was refused.`, "unsafe_archive");
  }
  if (parts.some((p) => p.includes("\0"))) throw new IngestError("The zip contains an invalid file name.", "unsafe_archive");
  return parts.join("/");
}

/** yauzl validates names itself; its findings become the same user-facing messages as ours. */
function asIngestError(err: unknown): IngestError {
  if (err instanceof IngestError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const name = message.replace(/^[^:]*:\s*/, "").slice(0, 80);
  if (message.startsWith("invalid relative path")) return new IngestError(`The zip contains a path that leaves its folder (${name}); it was refused.`, "unsafe_archive");
  if (message.startsWith("absolute path")) return new IngestError(`The zip contains an absolute path (${name}); it was refused.`, "unsafe_archive");
  if (message.startsWith("invalid characters")) return new IngestError("The zip contains an invalid file name.", "unsafe_archive");
  return new IngestError("The zip archive is damaged and could not be read.", "bad_archive");
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) reject(new IngestError("This file is not a valid zip archive.", "bad_archive"));
      else resolve(zip);
    });
  });
}

/**
 * Extracts a zip into `dest` refusing anything hostile: paths outside dest, symlinks, encrypted
 * entries, too many entries, and bombs (declared or actual sizes over the limits, extreme ratios).
 * Bytes are counted as they are written, so lying headers do not help. Returns the files written.
 */
export async function extractZip(file: string, dest: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<string[]> {
  const head = Buffer.alloc(4);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 4, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1").startsWith("%PDF")) {
    throw new IngestError("This file is a PDF, not a zip. Choose PDF Document as the source instead.", "bad_archive");
  }
  if (!(head[0] === 0x50 && head[1] === 0x4b)) throw new IngestError("This file is not a zip archive.", "bad_archive");

  const zip = await openZip(file);
  fs.mkdirSync(dest, { recursive: true });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new IngestError(`The zip has ${zip.entryCount} files; at most ${limits.maxEntries} are accepted.`, "archive_too_large");
  }
  const written: string[] = [];
  let total = 0;
  /** Compressed bytes of the entries read so far, capped at the file's size so overlapping entries cannot inflate it. */
  let packed = 0;
  const zipSize = fs.statSync(file).size;

  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (err: unknown) => {
        zip.close();
        reject(asIngestError(err));
      };
      zip.on("error", fail);
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        void (async () => {
          const mode = (entry.externalFileAttributes >>> 16) & 0xffff;
          if ((mode & S_IFMT) === S_IFLNK) {
            throw new IngestError(`The zip contains a symbolic link (${entry.fileName.slice(0, 80)}); it was refused.`, "unsafe_archive");
          }
          if (entry.isEncrypted()) throw new IngestError("The zip is password-protected. Upload an unencrypted zip.", "unsafe_archive");
          const rel = safeEntryPath(entry.fileName);
          if (rel === "" || IGNORED.test(rel) || entry.fileName.endsWith("/")) {
            if (rel !== "" && entry.fileName.endsWith("/") && !IGNORED.test(rel)) fs.mkdirSync(insideRoot(dest, rel), { recursive: true });
            zip.readEntry();
            return;
          }
          if (entry.uncompressedSize > limits.maxEntryBytes || total + entry.uncompressedSize > limits.maxTotalBytes) {
            throw new IngestError("The zip expands to more data than we accept (a zip bomb?). It was refused.", "archive_too_large");
          }
          if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
            throw new IngestError("The zip is compressed suspiciously well (a zip bomb?). It was refused.", "archive_too_large");
          }
          packed = Math.min(zipSize, packed + entry.compressedSize);
          const target = insideRoot(dest, rel);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          const stream = await new Promise<NodeJS.ReadableStream>((res, rej) =>
            zip.openReadStream(entry, (err, s) => (err || !s ? rej(err ?? new Error("no stream")) : res(s))),
          );
          let entryBytes = 0;
          const counter = new Transform({
            transform(chunk: Buffer, _enc, cb) {
              entryBytes += chunk.length;
              total += chunk.length;
              if (entryBytes > limits.maxEntryBytes || total > limits.maxTotalBytes) {
                cb(new IngestError("The zip expands to more data than we accept (a zip bomb?). It was refused.", "archive_too_large"));
              } else if (total > ARCHIVE_RATIO_FLOOR && total > limits.maxRatio * packed) {
                cb(new IngestError("The zip is compressed suspiciously well (a zip bomb?). It was refused.", "archive_too_large"));
              } else cb(null, chunk);
            },
          });
          // 'wx': never follow or overwrite something already there (duplicate names in a zip).
          await pipeline(stream, counter, fs.createWriteStream(target, { flags: "wx", mode: 0o644 }));
          written.push(rel);
          zip.readEntry();
        })().catch(fail);
      });
      zip.readEntry();
    });
  } catch (err) {
    fs.rmSync(dest, { recursive: true, force: true });
    throw err;
  }
  return written;
}
