import os from "node:os";

/** Bounds how many heavy external programs run at once, so the API stays responsive. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly capacity: number) {}

  async use<T>(fn: () => Promise<T>): Promise<T> {
    // A waiter is handed the releasing holder's slot (active stays as it is), so a caller that
    // arrives between the release and the waiter waking cannot take the slot too.
    if (this.active >= this.capacity) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** One slot per CPU for TeX, ffmpeg, ghostscript, poppler and espeak-ng together. */
export const toolSlots = new Semaphore(Math.max(1, os.availableParallelism()));
