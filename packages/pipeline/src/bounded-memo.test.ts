import { describe, expect, it } from "vitest";
import { BoundedMemo } from "./bounded-memo.js";

describe("BoundedMemo", () => {
  it("computes each key once, null answers included, and forgets all when full", () => {
    const memo = new BoundedMemo<string | null>(2);
    let calls = 0;
    const ask = (key: string) => memo.get(key, () => ((calls += 1), key === "none" ? null : key.toUpperCase()));
    expect(ask("a")).toBe("A");
    expect(ask("none")).toBeNull();
    expect([ask("a"), ask("none")]).toEqual(["A", null]);
    expect(calls).toBe(2);
    // Full: the third key clears the first two, so they are computed again.
    expect(ask("b")).toBe("B");
    expect(ask("a")).toBe("A");
    expect(calls).toBe(4);
  });
});
