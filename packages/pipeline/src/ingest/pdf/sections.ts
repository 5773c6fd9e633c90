import type { PaperSection } from "@lectern/contract";
import { sectionKey } from "../section-key.js";
import { abstractLines } from "./abstract.js";
import type { BodyStyle } from "./body-style.js";
import { isAbstractTitle, kindFromTitle } from "./heading-words.js";
import type { Heading } from "./headings.js";
import type { Vocabulary } from "./hyphenation.js";
import { linesToText } from "./paragraphs.js";
import type { TextLine } from "./pdf-types.js";
import { cleanProse } from "./prose.js";

export interface SectionsResult {
  sections: PaperSection[];
  /** Text under an "Abstract" heading, when the paper has one. */
  abstract?: string;
  /** Section key for a line index (figures are filed under the section they appear in). */
  sectionAt: (line: number) => string | null;
}

/** Kinds follow the paper's order: appendix once an appendix starts, its own kind for back matter. */
function kindOf(h: Heading, state: { appendix: boolean; references: boolean; parent: PaperSection["kind"] }): PaperSection["kind"] {
  const own = kindFromTitle(h.title);
  if (h.level > 1) return own && own !== "appendix" ? own : state.parent;
  if (own === "references") state.references = true;
  const lettered = h.numbering?.kind === "letter" || h.numbering?.kind === "appendix";
  if (own === "appendix" || lettered) state.appendix = true;
  let kind: PaperSection["kind"];
  if (own && own !== "appendix") kind = own;
  else if (state.appendix || state.references) kind = "appendix";
  else kind = "body";
  state.parent = kind;
  return kind;
}

/** Front matter a heading finder may file before the abstract: a cover page's title or author block, a few lines long. */
const FRONT_MATTER_WORDS = 60;
const beforeBody = (sections: readonly PaperSection[]) =>
  sections.length === 0 || (sections.length === 1 && (sections[0]?.text.split(/\s+/).length ?? 0) < FRONT_MATTER_WORDS);

/**
 * Cuts the body lines into sections at the headings. The text of each section is the prose
 * directly under its heading; skipped lines (captions, figure labels) never count. References
 * keep no text: they are never narrated.
 */
export function buildSections(lines: readonly TextLine[], headings: readonly Heading[], skip: ReadonlySet<number>, body: BodyStyle, vocab: Vocabulary): SectionsResult {
  const used = new Set<string>();
  const sections: PaperSection[] = [];
  const starts: { line: number; key: string }[] = [];
  const state = { appendix: false, references: false, parent: "body" as PaperSection["kind"] };
  let abstract: string | undefined;

  headings.forEach((h, i) => {
    const until = headings[i + 1]?.start ?? lines.length;
    // A run-in heading shares its line with the first words of its text.
    const own = [...(h.runIn ? [h.runIn] : []), ...lines.slice(h.end, until).filter((_, j) => !skip.has(h.end + j))];
    if (abstract === undefined && beforeBody(sections) && isAbstractTitle(h.title)) {
      abstract = linesToText(abstractLines(own), body, vocab);
      return;
    }
    const kind = kindOf(h, state);
    const title = cleanProse(h.title) || "Section";
    const key = sectionKey(title, used);
    starts.push({ line: h.start, key });
    sections.push({ key, title, level: h.level, text: kind === "references" ? "" : linesToText(own, body, vocab), kind });
  });

  const sectionAt = (line: number): string | null => {
    let key: string | null = starts[0]?.key ?? null;
    for (const s of starts) if (s.line <= line) key = s.key;
    return key;
  };
  return { sections, abstract, sectionAt };
}
