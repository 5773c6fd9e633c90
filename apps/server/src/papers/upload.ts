import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ERROR_CODES, MAX_UPLOAD_BYTES } from "@lectern/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.js";

export interface ReceivedUpload {
  file: string;
  /** Whether a file came at all (`file` names where it would be). */
  hasFile: boolean;
  /** Display only: never used to build a path. */
  originalName: string;
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

const tooLarge = () =>
  new AppError(413, ERROR_CODES.payloadTooLarge, `The file is larger than ${MAX_UPLOAD_BYTES / 1048576} MB. Please upload a smaller file.`);

/**
 * Streams the one uploaded file of a multipart request to a temp file under DATA_DIR/tmp, never
 * into memory, stopping at the 50 MB limit (the error handler then closes the connection, so
 * nothing more is read). The client's file name is kept only for display.
 */
export async function receiveUpload(request: FastifyRequest, tmpDir: string, { requireFile }: { requireFile: boolean }): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError(415, ERROR_CODES.unsupportedMediaType, "Send the file as multipart/form-data.");
  fs.mkdirSync(tmpDir, { recursive: true });
  const target = path.join(tmpDir, `${crypto.randomBytes(12).toString("hex")}.upload`);
  const cleanup = () => fs.promises.rm(target, { force: true });
  const fields: Record<string, string> = {};
  let originalName = "";
  let gotFile = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === "file") {
        if (gotFile || part.fieldname !== "file") {
          part.file.resume();
          throw new AppError(422, ERROR_CODES.validation, "Send exactly one file, in the field named file.");
        }
        gotFile = true;
        originalName = part.filename.slice(0, 255);
        // At the limit busboy only stops keeping bytes: it would read (and drop) the rest of the
        // body, however long, before the file ended. Stop here and answer 413 at once instead.
        part.file.once("limit", () => part.file.destroy(tooLarge()));
        await pipeline(part.file, fs.createWriteStream(target, { flags: "wx", mode: 0o600 }));
        if (part.file.truncated) throw tooLarge();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    await cleanup();
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new AppError(422, ERROR_CODES.validation, "Send exactly one file.");
    }
    if (code === "FST_REQ_FILE_TOO_LARGE" || (err as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new AppError(422, ERROR_CODES.validation, "The upload could not be read. Please try again.");
  }
  if (requireFile && !gotFile) throw new AppError(422, ERROR_CODES.validation, "No file was received. Choose a file and try again.");
  return { file: target, hasFile: gotFile, originalName, fields, cleanup };
}
