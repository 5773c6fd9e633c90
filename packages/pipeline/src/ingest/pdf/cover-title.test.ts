import type { PaperSection } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { titleFromCoverHeading } from "./cover-title.js";
import { isAbstractTitle } from "./heading-words.js";

const section = (title: string, text: string): PaperSection => ({ key: title.toLowerCase().replace(/\W+/g, "_"), title, level: 1, text, kind: "body" });

describe("titleFromCoverHeading", () => {
  it("takes a first heading that extends the cover's title, over an author block, as the whole title", () => {
    const sections = [section("Generating missing values for simulation purposes: a multivariate amputation procedure", "Rianne Schouten, Peter Lugtig and Gerko Vink, Utrecht University"), section("Introduction", "Missing data form a problem.")];
    const found = titleFromCoverHeading("Generating missing values for simulation", sections);
    expect(found.title).toBe("Generating missing values for simulation purposes: a multivariate amputation procedure");
    expect(found.sections.map((s) => s.title)).toEqual(["Introduction"]);
  });

  it("keeps the title and the sections when the first heading is body text or another heading", () => {
    const long = section("Generating missing values for simulation purposes", "word ".repeat(80));
    expect(titleFromCoverHeading("Generating missing values for simulation", [long]).sections).toHaveLength(1);
    const other = [section("Introduction", "Short.")];
    expect(titleFromCoverHeading("Generating missing values", other)).toEqual({ title: "Generating missing values", sections: other });
  });
});

describe("isAbstractTitle", () => {
  // The labels a publisher sets beside "Abstract" on its line count; a longer heading does not.
  it.each([
    ["ABSTRACT ARTICLE HISTORY", true],
    ["Abstract Keywords", true],
    ["Abstract", true],
    ["Abstract interpretation of programs", false],
  ])("%s → %s", (title, expected) => expect(isAbstractTitle(title)).toBe(expected));
});
