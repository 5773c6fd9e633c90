import { MAX_UPLOAD_BYTES, VALIDATION } from "@lectern/contract";
import type { FileSourceInfo } from "./paper-sources";

/** A file is of the right kind when its name or its reported MIME type says so. */
function hasRightType(file: File, info: FileSourceInfo): boolean {
  return file.name.toLowerCase().endsWith(info.extension) || info.mimeTypes.includes(file.type);
}

/**
 * Why a chosen or dropped set of files is refused, or null when the one file is fine.
 * The server checks the contents again; this only spares an upload that cannot succeed.
 */
export function fileRejection(files: readonly File[], info: FileSourceInfo): string | null {
  const [file, ...others] = files;
  // Several files at once, or nothing readable (a dragged folder arrives as an empty file).
  if (!file || others.length > 0 || file.size === 0) return VALIDATION.uploadFailed;
  if (!hasRightType(file, info)) return info.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return VALIDATION.fileTooLarge;
  return null;
}

/** "2.76 MB": the same megabytes as the 50 MB limit (1 MB = 1,048,576 bytes). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}
