/** A deck that could not be built; the message is written for the person using Lectern. */
export class SlidesError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "SlidesError";
  }
}
