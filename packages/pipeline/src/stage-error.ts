/** The stages of making a talk, as failures name them. */
export type Stage = "ingest" | "script" | "slides" | "audio" | "video";

/**
 * A stage could not do its work for a reason the user can act on (bad input, a step not done
 * yet, no translator for the language, a deck that does not typeset). `message` is shown to them
 * as is. Provider failures are ProviderError instead; anything else is a bug.
 */
export class StageError extends Error {
  constructor(
    message: string,
    readonly stage: Stage,
  ) {
    super(message);
    this.name = "StageError";
  }
}
