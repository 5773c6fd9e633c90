import { describe, expect, it } from "vitest";
import { roleOfTitle } from "./talk-roles.js";

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
  ])("%s → %s", (title, role) => {
    expect(roleOfTitle(title)).toBe(role);
  });
});
