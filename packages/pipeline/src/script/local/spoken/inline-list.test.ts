import { describe, expect, it } from "vitest";
import { punctuateInlineList } from "./inline-list.js";

describe("a list set inline with markers", () => {
  it("gets commas and a last 'and' where the author gave none", () => {
    expect(punctuateInlineList("Consider: (a) key-value stores (b) relational databases (c) blockchains.")).toBe(
      "Consider: (a) key-value stores, (b) relational databases, and (c) blockchains.",
    );
    expect(punctuateInlineList("1) CBR is fast, 2) it is exact.")).toBe("1) CBR is fast, and 2) it is exact.");
  });

  it("keeps the author's separators, and leaves markers out of sequence or alone", () => {
    expect(punctuateInlineList("We (i) compute X; (ii) compare Y.")).toBe("We (i) compute X; (ii) compare Y.");
    expect(punctuateInlineList("We have (a) one and (b) two.")).toBe("We have (a) one and (b) two.");
    expect(punctuateInlineList("Panels (a) and (c) show the rise.")).toBe("Panels (a) and (c) show the rise.");
    expect(punctuateInlineList("Panel (b) shows the rise.")).toBe("Panel (b) shows the rise.");
  });
});
