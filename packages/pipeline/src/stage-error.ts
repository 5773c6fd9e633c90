/** The stages of making a talk, as failures name them. */
export type Stage = "ingest" | "script" | "slides" | "audio" | "video";

/**
 * Why a stage failed, as far as anyone outside it needs to know; the server answers by it. A
 * stage with finer reasons (reading a paper: ingest-error.ts) names its own.
 * - unusable: the input cannot be made into this stage's output (the common case);
 * - not_ready: a step this one needs has not been done yet, so nothing was tried;
 * - gone: what the stage works on is no longer there;
 * - disk_full: the server's disk filled up, which is the server's to fix, not the user's.
 */
export type StageReason = "unusable" | "not_ready" | "gone" | "disk_full";

/**
 * A stage could not do its work for a reason the user can act on (bad input, a step not done
 * yet, no translator for the language, a deck that does not typeset). `message` is shown to them
 * as is; `reason` is the one field that says which kind of failure it is, for every stage.
 * Provider failures are ProviderError instead; anything else is a bug.
 */
export class StageError<R extends string = StageReason> extends Error {
  constructor(
    message: string,
    readonly stage: Stage,
    // A stage with its own reasons (R) always names one; the default is for the common kind.
    readonly reason: R = "unusable" as R,
  ) {
    super(message);
    this.name = "StageError";
  }
}
