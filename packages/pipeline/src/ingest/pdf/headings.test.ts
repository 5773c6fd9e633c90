import { describe, expect, it } from "vitest";
import type { BodyStyle } from "./body-style.js";
import { findHeadings } from "./headings.js";
import { Vocabulary } from "./hyphenation.js";
import { buildLine } from "./line-build.js";
import type { Fragment, TextLine } from "./pdf-types.js";
import { splitRunIn } from "./run-in.js";
import { buildSections } from "./sections.js";

// Synthetic pages in pdftohtml's units: body text 15 px (10 pt at zoom 1.5), one 540 px column.
const COL_LEFT = 100;
const COL_RIGHT = 640;
const BODY: BodyStyle = { size: 15, pitch: 20, bold: false };
const PROSE = "the model follows every person through the classes of the population and counts the infections";

interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  size?: number;
}

/** A line of fragments set one after another from the column's left edge (0.5 em per character). */
function line(top: number, runs: readonly Run[], gapEm = 0.3): TextLine {
  let left = COL_LEFT;
  const fragments: Fragment[] = runs.map((r) => {
    const size = r.size ?? BODY.size;
    const f: Fragment = { page: 1, top, left, width: r.text.length * size * 0.5, height: size, size, font: r.bold ? "Times-Bold" : r.italic ? "Times-Italic" : "Times-Roman", boldShare: r.bold ? 1 : 0, italicShare: r.italic ? 1 : 0, text: r.text };
    left += f.width + gapEm * size;
    return f;
  });
  return buildLine(fragments, "full", COL_LEFT, COL_RIGHT);
}

/** Lays lines out top to bottom at the body's pitch, with extra space before headings. */
function page(...rows: (Run[] | "gap")[]): TextLine[] {
  const lines: TextLine[] = [];
  let top = 100;
  for (const r of rows) {
    if (r === "gap") top += 12;
    else {
      lines.push(line(top, r, r.length > 1 && r[0]?.bold && !r[1]?.bold ? 1 : 0.3));
      top += BODY.pitch;
    }
  }
  return lines;
}

const heading = (text: string, size = 18): Run[] => [{ text, bold: true, size }];
const prose = (text = `${PROSE},`): Run[] => [{ text }];
const ends = (text = `${PROSE}.`): Run[] => [{ text }];

function sectionsOf(lines: TextLine[]) {
  const vocab = new Vocabulary();
  for (const l of lines) vocab.add(l.plainText);
  const headings = findHeadings(lines, 0, BODY, [], new Set(), vocab);
  return buildSections(lines, headings, new Set(), BODY, vocab).sections;
}

const QUESTION = "What is the probability that a person in a given class is infected?";

describe("findHeadings: one heading is one heading", () => {
  it("keeps a question-style sub-heading apart from the heading before it", () => {
    const sections = sectionsOf(
      page(heading("Methods"), prose(), ends(), "gap", heading("Initial condition of the epidemic in every class", 16), prose(), ends(), "gap", heading(QUESTION, 15), prose(), ends()),
    );
    expect(sections.map((s) => [s.title, s.level])).toEqual([
      ["Methods", 1],
      ["Initial condition of the epidemic in every class", 2],
      [QUESTION, 3],
    ]);
  });

  it("does not run a wide heading on into a question heading set directly below it", () => {
    // The first heading fills most of the column, which is what a heading wrapping onto its next line looks like.
    const sections = sectionsOf(page(heading("Methods"), prose(), ends(), "gap", heading("Initial condition of the epidemic in each class", 15), heading(QUESTION, 15), prose(), ends()));
    expect(sections.map((s) => s.title)).toEqual(["Methods", "Initial condition of the epidemic in each class", QUESTION]);
  });

  it("does not join two question headings that follow each other", () => {
    const second = "How long does a person stay in the infected class of the model?";
    const sections = sectionsOf(page(heading("Methods"), prose(), ends(), "gap", heading(QUESTION, 15), heading(second, 15), prose(), ends()));
    expect(sections.map((s) => s.title)).toEqual(["Methods", QUESTION, second]);
  });

  it("takes a formula's variables set apart in italic for no heading", () => {
    const variables = (text: string): Run[] => [{ text, italic: true }];
    const sections = sectionsOf(page(heading("Methods"), prose(), ends(), "gap", variables("Ni"), "gap", prose(), ends(), "gap", variables("X X X X"), "gap", prose(), ends()));
    expect(sections.map((s) => s.title)).toEqual(["Methods"]);
  });

  it("still refuses a bold sentence ending in a full stop", () => {
    const sections = sectionsOf(page(heading("Methods"), prose(), ends(), [{ text: "This bold sentence is only emphasis.", bold: true }], ends()));
    expect(sections.map((s) => s.title)).toEqual(["Methods"]);
  });
});

describe("run-in headings", () => {
  it("makes a run-in question its own section below the heading before it, its line's rest starting the text", () => {
    const sections = sectionsOf(
      page(heading("Introduction"), ends(), "gap", heading("Initial condition"), prose(), ends(), [{ text: QUESTION, bold: true }, { text: "We count the" }], prose(), ends()),
    );
    expect(sections.map((s) => [s.title, s.level])).toEqual([
      ["Introduction", 1],
      ["Initial condition", 1],
      [QUESTION, 2],
    ]);
    expect(sections[1]?.text).not.toContain("probability");
    expect(sections[2]?.text.startsWith("We count the the model follows")).toBe(true);
  });

  it("reads a run-in lead ending in a colon, or set off by a wide gap", () => {
    const colon = line(100, [{ text: "Program induction:", bold: true }, { text: "our approach draws on search" }]);
    expect(splitRunIn(colon, BODY)?.title).toBe("Program induction");
    expect(splitRunIn(colon, BODY)?.rest.plainText).toBe("our approach draws on search");
    const gap = line(100, [{ text: "Initial condition", bold: true }, { text: "We set the state at time zero" }], 1);
    expect(splitRunIn(gap, BODY)?.title).toBe("Initial condition");
    const italic = line(100, [{ text: "Initial condition.", italic: true }, { text: "We set the state at time zero" }]);
    expect(splitRunIn(italic, BODY)?.title).toBe("Initial condition");
  });

  it("takes no bold word running into its sentence, statement labels, or italic emphasis for a heading", () => {
    expect(splitRunIn(line(100, [{ text: "Bold", bold: true }, { text: "words begin this ordinary sentence" }]), BODY)).toBeUndefined();
    expect(splitRunIn(line(100, [{ text: "Theorem 1.", bold: true }, { text: "Every class is eventually infected" }]), BODY)).toBeUndefined();
    expect(splitRunIn(line(100, [{ text: "In vivo", italic: true }, { text: "experiments confirm the result" }], 1), BODY)).toBeUndefined();
    expect(splitRunIn(line(100, [{ text: "A whole bold line of heading text", bold: true }]), BODY)).toBeUndefined();
  });

  it("finds none before the first heading, in a structured abstract or in the references", () => {
    const lines = page(
      [{ text: "Funding:", bold: true }, { text: "the work was funded by a grant" }],
      ends(),
      "gap",
      heading("Abstract"),
      [{ text: "Background:", bold: true }, { text: "epidemics spread through classes" }],
      ends(),
      "gap",
      heading("Introduction"),
      ends(),
      "gap",
      heading("References"),
      [{ text: "Smith J.", bold: true }, { text: "A paper about epidemics in classes" }],
    );
    const vocab = new Vocabulary();
    const titles = findHeadings(lines, 0, BODY, [], new Set(), vocab).map((h) => h.title);
    expect(titles).toEqual(["Abstract", "Introduction", "References"]);
  });
});
