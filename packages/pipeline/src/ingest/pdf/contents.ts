import type { TextLine } from "./pdf-types.js";

/** A table of contents' own heading: "Contents", "Table of contents", "List of figures". */
const CONTENTS_HEADING = /^\s*(?:table\s+of\s+contents|contents|list\s+of\s+(?:figures|tables))\s*$/iu;
/** Dot leaders, with or without the page number the layout may have put on a line of its own: "Risk of Bias . . . . 11". */
const LEADERS = /(?:\.\s*){4,}\d{0,4}\s*$/u;
/** An entry that ends in its page number: "Background 3", "2.1 Data 14". */
const NUMBERED_ENTRY = /^\s*\S.{0,120}?\s+\d{1,4}\s*$/u;
/** A page number the layout split from its entry, or several. */
const BARE_NUMBERS = /^\s*\d{1,4}(?:\s+\d{1,4})*\s*$/u;
/** An entry whose page number went elsewhere: a heading's words, no sentence. */
const TITLE_ONLY = /^\s*(?:\d+(?:\.\d+)*\.?\s+)?[\p{Lu}\d][^.!?]{0,100}$/u;
/** How many title-only lines may wait for the numbers that show they are entries. */
const MAX_PENDING = 8;
/** A run of this many leader lines is a contents list even without its heading. */
const MIN_LEADER_RUN = 3;

/** Whether a line carries an entry's page number or leaders: the proof a run is a contents list. */
const anchors = (l: TextLine) => LEADERS.test(l.text) || NUMBERED_ENTRY.test(l.text) || BARE_NUMBERS.test(l.text);

/**
 * The lines of a table of contents (and of a list of figures or tables), to be read as neither
 * headings nor prose. A draft or a report that opens with one otherwise gets every entry taken
 * for a section, its "References" entry included, and the paper after it for back matter.
 * Found by layout, not by any paper's words: the contents heading followed by entries (a line
 * ending in a page number or in dot leaders, a page number the layout split off, or a heading's
 * words whose number comes later), or a run of dot-leader lines without a heading.
 */
export function contentsLines(lines: readonly TextLine[]): Set<number> {
  const out = new Set<number>();
  /** The run of entries from `from`; title-only lines count only when numbers follow them. */
  const runFrom = (from: number, titlesAllowed: boolean): number[] => {
    const run: number[] = [];
    let pending: number[] = [];
    for (let i = from; i < lines.length; i += 1) {
      const line = lines[i];
      if (line === undefined) break;
      if (anchors(line) && (titlesAllowed || LEADERS.test(line.text))) {
        run.push(...pending, i);
        pending = [];
      } else if (titlesAllowed && TITLE_ONLY.test(line.text) && pending.length < MAX_PENDING) {
        pending.push(i);
      } else break;
    }
    return run;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line === undefined || out.has(i)) continue;
    if (CONTENTS_HEADING.test(line.text)) {
      const run = runFrom(i + 1, true);
      if (run.length >= 2) for (const j of [i, ...run]) out.add(j);
    } else if (LEADERS.test(line.text)) {
      const run = runFrom(i, false);
      if (run.length >= MIN_LEADER_RUN) for (const j of run) out.add(j);
    }
  }
  return out;
}
