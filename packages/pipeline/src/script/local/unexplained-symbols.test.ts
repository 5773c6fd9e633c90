import { describe, expect, it } from "vitest";
import { letterTokens, unexplainedSymbols } from "./unexplained-symbols.js";

describe("symbols a listener has not been told", () => {
  it("finds a Greek letter or a capital letter used without its name", () => {
    expect(unexplainedSymbols("Parameter nu is identified by the second moment.", new Set())).toEqual(["nu"]);
    expect(unexplainedSymbols("PDF tools generally have structure more similar to D than S.", new Set())).toEqual(["§D", "§S"]);
    expect(unexplainedSymbols("In this work, we find that N equals 500 suffices.", new Set())).toEqual(["§N"]);
  });

  it("accepts a symbol named right before it, or heard before", () => {
    expect(unexplainedSymbols("We estimate the evidence Z with nested sampling.", new Set())).toEqual([]);
    expect(unexplainedSymbols("Nested sampling aims to calculate Z.", new Set(letterTokens("We estimate the evidence Z.")))).toEqual([]);
    expect(unexplainedSymbols("The rate of censorship psi grows.", new Set())).toEqual([]);
  });

  it("does not take units, names, languages or a capital word for a symbol", () => {
    expect(unexplainedSymbols("It was annealed at 800 K in C code on X-ray film of N.crassa, as I said.", new Set())).toEqual([]);
    expect(unexplainedSymbols("The tools are written in C.", new Set())).toEqual([]);
  });
});
