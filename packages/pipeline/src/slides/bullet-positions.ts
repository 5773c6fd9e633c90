import fs from "node:fs/promises";
import type { PageWords } from "./check-layout.js";

/**
 * Where each point sits on its slide, for drawing the video's highlight states over the
 * rendered page. TeX records the exact position of every bullet marker when the page is shipped
 * out (\pdfsavepos, or \savepos in LuaTeX) as a line of the log (`\write-1`: no file is opened,
 * and nothing in the .tex needs \openout or \immediate); the words pdftotext finds between one
 * marker's line and the next give the point's extent. Continuation pieces (\item[]) carry no
 * marker, so they belong to the point above them, as they should.
 *
 * The recorder lives in the preamble only, so the .tex a user downloads reads as plain Beamer.
 * Each log line stays well under TeX's 79-character wrap.
 */
export const POSITION_PREAMBLE = String.raw`% Writes where each bullet starts (and each list ends) to the log, for the video's highlight of the spoken point.
\makeatletter
\ifdefined\pdfsavepos\let\lec@savepos\pdfsavepos\let\lec@xpos\pdflastxpos\let\lec@ypos\pdflastypos
\else\let\lec@savepos\savepos\let\lec@xpos\lastxpos\let\lec@ypos\lastypos\fi
\newcommand\lec@mark[1]{\lec@savepos\edef\lec@do{\noexpand\write-1{LECPOS #1 \noexpand\thepage\space\noexpand\number\lec@xpos\space\noexpand\number\lec@ypos\space\number\linewidth\space\number\paperwidth\space\number\paperheight}}\lec@do}
\addtobeamertemplate{itemize item}{\lec@mark{item}}{}
\AddToHook{env/itemize/end}{\par\lec@mark{end}}
\makeatother`;

/** A rectangle as fractions of the page (0–1, origin top left), so any render size can use it. */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One marker TeX wrote: page (1-based), position and line width as fractions of the page. */
interface Mark {
  kind: "item" | "end";
  page: number;
  x: number;
  y: number;
  lineWidth: number;
}

/** Reads the LECPOS lines of a LaTeX log; other lines (and malformed ones) are ignored. */
export function parsePositions(log: string): Mark[] {
  const marks: Mark[] = [];
  for (const m of log.matchAll(/^LECPOS (item|end) (\d+) (-?\d+) (-?\d+) (\d+) (\d+) (\d+)\s*$/gm)) {
    const [page, x, y, lineWidth, width, height] = m.slice(2).map(Number);
    if (page === undefined || x === undefined || y === undefined || lineWidth === undefined || !width || !height) continue;
    // TeX measures y upwards from the bottom of the page.
    marks.push({ kind: m[1] === "end" ? "end" : "item", page, x: x / width, y: 1 - y / height, lineWidth: lineWidth / width });
  }
  return marks;
}

/** Padding around a point's words, as a share of the page width (about 2 pt on a 455 pt page). */
const PAD = 0.005;

/**
 * The rectangle of each point on each page: from its marker to the right end of its words, from
 * the top of its first line to the bottom of its last. `pointsPerPage[i]` is how many points page
 * i + 1 should have; a page whose markers do not match that count gets no rectangles (the video
 * then shows it without highlights rather than highlight the wrong lines).
 */
export function pointRects(marks: readonly Mark[], words: readonly PageWords[], pointsPerPage: readonly number[]): (PageRect[] | null)[] {
  return pointsPerPage.map((expected, i) => {
    const page = i + 1;
    const items = marks.filter((m) => m.page === page && m.kind === "item");
    const end = marks.find((m) => m.page === page && m.kind === "end");
    const pageWords = words[i];
    if (expected === 0 || items.length !== expected || !end || !pageWords) return null;
    const rects: PageRect[] = [];
    for (const [j, item] of items.entries()) {
      const next = items[j + 1];
      // A word belongs to this point when the bottom of its box (its baseline plus the font's
      // descent, about 1 % of the page) lies between this marker's baseline and the next
      // marker's, or the end of the list (recorded at the last line's baseline or just below).
      const lowest = next ? next.y : end.y + 0.025;
      const inside = pageWords.words.filter((w) => w.bottom >= item.y - 0.01 && w.bottom < lowest && w.left >= item.x - PAD && w.left <= item.x + item.lineWidth + 0.05);
      if (inside.length === 0) return null;
      rects.push({
        left: Math.max(0, item.x - PAD),
        top: Math.max(0, Math.min(...inside.map((w) => w.top)) - PAD),
        right: Math.min(1, Math.max(...inside.map((w) => w.right)) + PAD),
        bottom: Math.min(1, Math.max(...inside.map((w) => w.bottom)) + PAD),
      });
    }
    return rects;
  });
}

/** Reads the markers from the compile's log; a log without them (an older .tex) gives none. */
export async function readPositions(logFile: string): Promise<Mark[]> {
  return parsePositions(await fs.readFile(logFile, "utf8").catch(() => ""));
}
