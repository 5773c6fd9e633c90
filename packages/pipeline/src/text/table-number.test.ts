import { describe, expect, it } from "vitest";
import { cellNumber } from "./table-number.js";

describe("cellNumber", () => {
  it.each([
    ["0.58", 0.58, "0.58"],
    ["125 420", 125420, "125,420"],
    ["-0.0514***", -0.0514, "-0.0514"],
    ["38.2 ± 0.3", 38.2, "38.2"],
    ["12.5%", 12.5, "12.5%"],
    ["61 M/s", 61, "61 M/s"],
    ["2.11x", 2.11, "2.11 times"],
    ["−3", -3, "-3"],
  ])("reads %s as a value a speaker says", (text, value, said) => {
    expect(cellNumber(text)).toEqual({ value, said });
  });

  it.each(["1 adder, 1 taker", "Stdlib + mutex", "(0.0114)", "1.43 × 10⁶", "", "TST-170", "2 adders"])("is no single value: %s", (text) => {
    expect(cellNumber(text)).toBeNull();
  });
});
