import { describe, expect, it } from "vitest";
import { sideBySide } from "./side-by-side.js";

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new Error("stopped"));
    });
  });
}

describe("sideBySide", () => {
  it("runs both at once and returns both results", async () => {
    const order: string[] = [];
    const [a, b] = await sideBySide(
      async (s) => {
        order.push("deck started");
        await wait(50, s);
        order.push("deck done");
        return "deck";
      },
      async (s) => {
        order.push("audio started");
        await wait(50, s);
        return 42;
      },
    );
    expect([a, b]).toEqual(["deck", 42]);
    expect(order.indexOf("audio started")).toBeLessThan(order.indexOf("deck done"));
  });

  it("stops the other when one fails, and throws the first failure after both have stopped", async () => {
    let otherStopped = false;
    const failure = new Error("speech failed");
    const run = sideBySide(
      async (s) => {
        try {
          await wait(5_000, s);
        } finally {
          otherStopped = true;
        }
      },
      async () => {
        await new Promise((r) => setTimeout(r, 20));
        throw failure;
      },
    );
    await expect(run).rejects.toBe(failure);
    expect(otherStopped).toBe(true);
  });

  it("stops both when the caller aborts", async () => {
    const caller = new AbortController();
    const seen: boolean[] = [];
    const run = sideBySide(
      (s) => wait(5_000, s).finally(() => seen.push(s.aborted)),
      (s) => wait(5_000, s).finally(() => seen.push(s.aborted)),
      caller.signal,
    );
    setTimeout(() => caller.abort(), 20);
    await expect(run).rejects.toThrow("stopped");
    expect(seen).toEqual([true, true]);
  });

  it("turns a synchronous throw into a failure like any other", async () => {
    const boom = new Error("boom");
    await expect(
      sideBySide(
        () => {
          throw boom;
        },
        (s) => wait(5_000, s),
      ),
    ).rejects.toBe(boom);
  });
});
