import { describe, expect, it } from "vitest";
import { mapCostliestFirst } from "./map-costliest-first.js";

describe("mapCostliestFirst", () => {
  it("starts the costliest items first, keeps results in input order and runs at most `limit` at once", async () => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const items = [
      { name: "small", bytes: 10 },
      { name: "huge", bytes: 3_000 },
      { name: "medium", bytes: 200 },
      { name: "tie-a", bytes: 50 },
      { name: "tie-b", bytes: 50 },
    ];
    const results = await mapCostliestFirst(
      items,
      2,
      (item) => item.bytes,
      async (item) => {
        started.push(item.name);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return item.name.toUpperCase();
      },
    );
    expect(started).toEqual(["huge", "medium", "tie-a", "tie-b", "small"]);
    expect(results).toEqual(["SMALL", "HUGE", "MEDIUM", "TIE-A", "TIE-B"]);
    expect(most).toBe(2);
  });

  it("answers an empty list without calling anything", async () => {
    expect(await mapCostliestFirst([], 3, () => 1, () => Promise.reject(new Error("not called")))).toEqual([]);
  });
});
