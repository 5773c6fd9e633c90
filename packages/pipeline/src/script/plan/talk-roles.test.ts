import { describe, expect, it } from "vitest";
import { makeBlock } from "./section-blocks.js";
import { orderForTalk, roleOfTitle } from "./talk-roles.js";

const block = (title: string) => makeBlock([title], [{ key: title, title, level: 1, text: `${title} text.`, kind: "body" }], [100]);
const titlesOf = (titles: string[]) => orderForTalk(titles.map(block)).map((b) => b.titles[0]);

describe("the part of the talk a heading names", () => {
  it.each([
    ["Introduction", "problem"],
    ["Background & Summary", "problem"],
    ["Introduction, Background and Notation", "problem"],
    ["Methods", "approach"],
    ["Experimental setup", "results"],
    ["Results and Discussion", "results"],
    ["Discussion of results", "takeaway"],
    ["Summary and Outlook", "takeaway"],
    ["Limitations and future work", "takeaway"],
    ["Related Work", "related"],
    ["Acknowledgements", null],
    // Examples are where a method is put to work; a motivating example only sets up the problem.
    ["Examples", "results"],
    ["Application example", "results"],
    ["Motivating Example", null],
  ])("%s → %s", (title, role) => {
    expect(roleOfTitle(title)).toBe(role);
  });
});

describe("the talk's order of the paper's sections", () => {
  it("moves a methods section printed after the results before them", () => {
    expect(titlesOf(["Introduction", "Results", "Discussion", "Materials and methods"])).toEqual(["Introduction", "Materials and methods", "Results", "Discussion"]);
    expect(titlesOf(["Introduction", "Results", "Discussion", "Methods"])).toEqual(["Introduction", "Methods", "Results", "Discussion"]);
  });

  it("keeps the authors' order otherwise, whatever the headings' words suggest", () => {
    const papers = [
      ["Introduction", "Central result", "Theory", "Simulation details", "Testing the model on the Sun", "Discussion"],
      ["Introduction", "Adiabatic approximation", "Numerical methods", "Assessing modeling errors", "Conclusion"],
      ["Introduction", "Simulated data", "Real data analysis", "Discussion"],
      ["Introduction", "Architecture", "Applications", "Contributions"],
    ];
    for (const titles of papers) expect(titlesOf(titles)).toEqual(titles);
  });

  it("leaves related work out when at least three other sections carry the talk", () => {
    expect(titlesOf(["Introduction", "Related work", "Method", "Results"])).toEqual(["Introduction", "Method", "Results"]);
    expect(titlesOf(["Introduction", "Related work", "Results"])).toEqual(["Introduction", "Related work", "Results"]);
  });
});
