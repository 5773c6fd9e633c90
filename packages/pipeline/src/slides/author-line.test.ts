import { describe, expect, it } from "vitest";
import type { ScriptDocument } from "../script/types.js";
import { fitAuthors, splitAuthors } from "./author-line.js";
import { LAYOUT } from "./layout.js";
import { planDeck } from "./plan-deck.js";
import { wrapLines } from "./text-metrics.js";

// The title slide's author line: 11 pt over the safe text width, two lines at most.
const WIDTH = LAYOUT.textWidthPt * LAYOUT.safety;
const SIZE = 11;

const NAMES = ["A. Smith", "B. Jones", "C. Lee", "D. Kowalski", "E. Müller", "F. Okonkwo", "G. Tanaka", "H. Fernández", "I. Petrov", "J. Andersson", "K. Nguyen", "L. Rossi", "M. Dubois", "N. Haddad", "O. Silva", "P. Novak", "Q. Zhang", "R. Brown"];

/** The names before "et al.", when the line was cut. */
function kept(line: string): string[] {
  return line.replace(/ et al\.$/, "").split(", ");
}

describe("splitAuthors", () => {
  it.each([
    ["A. Smith, B. Jones and C. Lee", ["A. Smith", "B. Jones", "C. Lee"]],
    ["A. Smith, B. Jones, and C. Lee", ["A. Smith", "B. Jones", "C. Lee"]],
    ["Ada Lovelace & Charles Babbage; Alan Turing", ["Ada Lovelace", "Charles Babbage", "Alan Turing"]],
    ["Martin Luther King, Jr., Rosa Parks", ["Martin Luther King, Jr.", "Rosa Parks"]],
    ["Smith, J. K., Jones, B.", ["Smith, J. K.", "Jones, B."]],
    ["Alexander Anderson and Sandra Andrews", ["Alexander Anderson", "Sandra Andrews"]],
    ["张三、李四、王五", ["张三", "李四", "王五"]],
  ])("%s", (authors, names) => {
    expect(splitAuthors(authors)).toEqual(names);
  });
});

describe("fitAuthors", () => {
  it("keeps a list that fits as it is", () => {
    expect(fitAuthors("  A. Smith, B. Jones and C. Lee ", WIDTH, SIZE, 2)).toBe("A. Smith, B. Jones and C. Lee");
  });

  it("cuts a long list after a whole author and ends with et al.", () => {
    for (const sep of [", ", " and "]) {
      const line = fitAuthors(NAMES.join(sep), WIDTH, SIZE, 2);
      expect(line).toMatch(/^A\. Smith, B\. Jones, C\. Lee, .* et al\.$/);
      expect(line).not.toMatch(/…|\.\.\./);
      const names = kept(line);
      expect(names).toEqual(NAMES.slice(0, names.length));
      expect(wrapLines(line, WIDTH, SIZE).length).toBeLessThanOrEqual(2);
      // As many as fit: one more author would not.
      expect(wrapLines(`${NAMES.slice(0, names.length + 1).join(", ")} et al.`, WIDTH, SIZE).length).toBeGreaterThan(2);
    }
  });

  it("never ends on a bare initial", () => {
    // Lengths chosen so that a cut by characters would have ended in the middle of "F. Okonkwo".
    for (let extra = 0; extra < 12; extra += 1) {
      const list = ["Aaaa Bbbbbbbbb".slice(0, 4 + extra), ...NAMES].join(", ");
      const line = fitAuthors(list, WIDTH, SIZE, 2);
      expect(line).toMatch(/ et al\.$/);
      expect(line).not.toMatch(/\b\p{Lu}\.? et al\.$/u);
    }
  });

  it("cuts CJK lists with 等 and a single overlong name by characters as a last resort", () => {
    const cjk = Array.from({ length: 40 }, (_, i) => `作者${i}号`).join("、");
    const line = fitAuthors(cjk, WIDTH, SIZE, 2);
    expect(line).toMatch(/^作者0号、作者1号、.*号等$/);
    expect(wrapLines(line, WIDTH, SIZE).length).toBeLessThanOrEqual(2);
    const lone = fitAuthors("The Extremely Long Name of a Large International Collaboration ".repeat(4), WIDTH, SIZE, 2);
    expect(lone.endsWith("…")).toBe(true);
  });
});

describe("planDeck title frame", () => {
  it("lists the leading authors and et al. for a long author list", () => {
    const script: ScriptDocument = { version: 1, writer: "local", model: "local", length: "standard", generated_at: "x", order: [], sections: {} };
    const plan = planDeck({ metadata: { title: "A Paper", authors: NAMES.join(", "), date: "2024" }, script, images: new Map() });
    expect(plan.authors).toMatch(/^A\. Smith, B\. Jones, .* et al\.$/);
    expect(kept(plan.authors)).toEqual(NAMES.slice(0, kept(plan.authors).length));
  });

  it("keeps a long title whole on the title page (a fourth line at the smaller size before any cut)", () => {
    const script: ScriptDocument = { version: 1, writer: "local", model: "local", length: "standard", generated_at: "x", order: [], sections: {} };
    const title = "Preferential Activation of the Hedgehog Pathway by Epigenetic Modulations in HPV Negative HNSCC Identified with Meta-pathway Analysis";
    const plan = planDeck({ metadata: { title, authors: "A. Smith", date: "2024" }, script, images: new Map() });
    expect(plan.title).toBe(title);
    expect(plan.titleSize).toBe("Large");
  });
});
