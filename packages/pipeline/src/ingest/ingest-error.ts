import { StageError } from "../stage-error.js";

/** A problem with the user's input: `message` is shown to them as is. */
export class IngestError extends StageError {
  constructor(
    message: string,
    readonly code: "bad_archive" | "unsafe_archive" | "archive_too_large" | "no_main_tex" | "bad_pdf" | "encrypted_pdf" | "no_text" | "bad_url" | "fetch_failed" | "not_found" | "too_large",
  ) {
    super(message, "ingest");
    this.name = "IngestError";
  }
}
