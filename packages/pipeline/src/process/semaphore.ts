import os from "node:os";

/** Bounds how many heavy external programs run at once, so the API stays responsive. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly capacity: number) {}

  async use<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.capacity) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await fn();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** One slot per CPU for TeX, ffmpeg, ghostscript, poppler and espeak-ng together. */
export const toolSlots = new Semaphore(Math.max(1, os.availableParallelism()));
