import { describe, expect, it } from "vitest";
import { Semaphore } from "./semaphore.js";

describe("Semaphore", () => {
  it("never lets more callers in than its capacity, even one arriving as a holder releases", async () => {
    const s = new Semaphore(1);
    const inside = new Set<string>();
    let most = 0;
    const enter = (name: string) => {
      inside.add(name);
      most = Math.max(most, inside.size);
    };
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const a = s.use(() => {
      enter("A");
      return gate;
    });
    const b = s.use(async () => {
      enter("B");
      await new Promise((r) => setTimeout(r, 5));
      inside.delete("B");
    });
    // C arrives in the microtask right after A's release, before B has woken.
    let c: Promise<void> = Promise.resolve();
    void gate.then(() => {
      inside.delete("A");
      c = s.use(async () => {
        enter("C");
        await new Promise((r) => setTimeout(r, 5));
        inside.delete("C");
      });
    });
    release();
    await a;
    await b;
    await c;
    expect(most).toBe(1);
  });

  it("runs waiters in arrival order and frees every slot at the end", async () => {
    const s = new Semaphore(2);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => s.use(async () => {
      await new Promise((r) => setTimeout(r, 6 - n));
      order.push(n);
    })));
    expect(order.slice(2).sort()).toEqual([3, 4, 5]);
    expect(await Promise.all([s.use(async () => 1), s.use(async () => 2), s.use(async () => 3)])).toEqual([1, 2, 3]);
  });
});
