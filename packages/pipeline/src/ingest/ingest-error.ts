import { StageError } from "../stage-error.js";

export const INGEST_ERROR_CODES = [
  "bad_archive",
  "unsafe_archive",
  "archive_too_large",
  "no_main_tex",
  "bad_pdf",
  "encrypted_pdf",
  "no_text",
  "bad_url",
  "fetch_failed",
  "not_found",
  "too_large",
  /** The reading process hit its CPU, memory or time limit (a hostile or pathological file). */
  "over_limits",
] as const;
export type IngestErrorCode = (typeof INGEST_ERROR_CODES)[number];

export const isIngestErrorCode = (code: string): code is IngestErrorCode => (INGEST_ERROR_CODES as readonly string[]).includes(code);

/** A problem with the user's input: `message` is shown to them as is, `reason` says which. */
export class IngestError extends StageError<IngestErrorCode> {
  constructor(message: string, reason: IngestErrorCode) {
    super(message, "ingest", reason);
    this.name = "IngestError";
  }
}
