import { describe, expect, it } from "vitest";
import { letterTokens, unexplainedSymbols } from "./unexplained-symbols.js";

describe("symbols a listener has not been told", () => {
  it("finds a Greek letter or a capital letter used without its name", () => {
    expect(unexplainedSymbols("Parameter nu is identified by the second moment.", new Set())).toEqual(["nu"]);
    expect(unexplainedSymbols("PDF tools generally have structure more similar to D than S.", new Set())).toEqual(["§D", "§S"]);
    expect(unexplainedSymbols("In this work, we find that N equals 500 suffices.", new Set())).toEqual(["§N"]);
    expect(unexplainedSymbols("The benefits of using K equals 10 are much stronger for rare senses.", new Set())).toEqual(["§K"]);
    // A verb is no name for its object.
    expect(unexplainedSymbols("Parameterising gamma with data may only approximate the true gamma.", new Set())).toEqual(["gamma"]);
    expect(unexplainedSymbols("The estimated beta stays small.", new Set())).toEqual(["beta"]);
    // Named once, known for the rest of the sentence; used before it is named, it is not.
    expect(unexplainedSymbols("We train a policy mu in a simulated environment so that mu does well in the real one.", new Set())).toEqual([]);
    expect(unexplainedSymbols("So that mu does well, we train a policy mu in a simulated environment.", new Set())).toEqual(["mu"]);
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

describe("small letters said with a subscript or an accent", () => {
  it("are symbols a listener must have had named", () => {
    expect(unexplainedSymbols("Utility is strictly increasing in 1 minus m sub t.", new Set())).toEqual(["§m sub t"]);
    expect(unexplainedSymbols("The share of revolutionary books m sub t falls over time.", new Set())).toEqual([]);
    expect(unexplainedSymbols("Utility is strictly increasing in 1 minus m sub t.", new Set(letterTokens("the share of revolutionary books m sub t")))).toEqual([]);
    expect(unexplainedSymbols("We compare a sub-sample of the data with the whole.", new Set())).toEqual([]);
  });

  it("a lone small letter in a relation is a symbol too", () => {
    expect(unexplainedSymbols("The share of revolutionary ideas was increasing before t equals 3.", new Set())).toEqual(["§t"]);
    expect(unexplainedSymbols("Output falls after period t equals 3.", new Set())).toEqual([]);
    expect(unexplainedSymbols("The share rises before t equals 3.", new Set(letterTokens("Each period t equals one generation.")))).toEqual([]);
    expect(unexplainedSymbols("The answer is a yes in most cases.", new Set())).toEqual([]);
  });
});

describe("numbered parts of the paper's own making", () => {
  it("are known only once the numbering was heard", () => {
    expect(unexplainedSymbols("Until period 2, scholars in Italy published more than the average.", new Set())).toEqual(["§period #"]);
    expect(unexplainedSymbols("The model has five periods, and output falls after period 2.", new Set())).toEqual([]);
    expect(unexplainedSymbols("Upon success, stage 2 produces the trailer dictionaries.", new Set(letterTokens("In stage 1, the parser reads the file.")))).toEqual([]);
  });
});
