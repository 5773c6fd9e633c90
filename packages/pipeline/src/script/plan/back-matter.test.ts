import { describe, expect, it } from "vitest";
import { isBackMatterTitle, withoutLabelledBackMatter, isNarratable } from "./back-matter.js";

describe("isBackMatterTitle", () => {
  it.each([
    "References",
    "Acknowledgements",
    "Acknowledgments",
    "Author contributions statement",
    "Disclosure statement",
    "Informed Consent Statement",
    "Declaration of interest",
    "Author Contributions",
    "Competing interests",
    "Conflict of Interest",
    "Funding",
    "Open Research Section",
    "List of Abbreviations",
    "Data Availability Statement",
    "Code Availability",
    "Data and code availability",
    "Supplementary Material",
    "Supporting Information",
    "Appendix A: Proofs",
    "Appendices",
    "Figure legends",
    "Abstract",
    "CCS Concepts",
    "ACM Reference Format",
    "JEL classification",
    "参考文献",
    "致谢",
  ])("leaves out %s", (title) => expect(isBackMatterTitle(title)).toBe(true));

  it.each(["Introduction", "Contributions", "Related Work", "Data Records", "Results and Analysis", "Materials and Methods", "Background & Summary", "介绍"])(
    "keeps %s",
    (title) => expect(isBackMatterTitle(title)).toBe(false),
  );

  it("narrates only body sections that are not back matter by title", () => {
    expect(isNarratable({ key: "a", title: "Methods", level: 1, text: "x", kind: "body" })).toBe(true);
    expect(isNarratable({ key: "b", title: "Methods", level: 1, text: "x", kind: "appendix" })).toBe(false);
    expect(isNarratable({ key: "c", title: "Code Availability", level: 1, text: "x", kind: "body" })).toBe(false);
  });
});

describe("withoutLabelledBackMatter", () => {
  it("takes out a paragraph opened by a back-matter label and keeps the rest", () => {
    const text = "Confinement raised anxiety.\n\nFunding: This research was funded by a grant.\n\nInformed Consent Statement: Informed consent was obtained.\n\nNote: the sample is small.";
    expect(withoutLabelledBackMatter(text)).toBe("Confinement raised anxiety.\n\nNote: the sample is small.");
  });
});
