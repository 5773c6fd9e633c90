import { StageError } from "../stage-error.js";

/** A deck that could not be built; the message is written for the person using Lectern. */
export class SlidesError extends StageError {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message, "slides");
    this.name = "SlidesError";
  }
}
