import type { PaperMetadata } from "@lectern/contract";
import type { ScriptDocument } from "../script/types.js";
import type { DeckPlan, PlannedBullet, PlannedFrame, PlannedImage } from "./deck-plan.js";
import { fitAuthors } from "./author-line.js";
import type { TexEngine } from "./engine-choice.js";
import { LATIN_WIDTH, splitForFrames } from "./frame-layout.js";
import { LAYOUT, TITLE_SIZE_PT, type TitleSize } from "./layout.js";
import { fitLines, wrapLines } from "./text-metrics.js";

export interface PlanInput {
  metadata: PaperMetadata;
  script: ScriptDocument;
  /** assigned_image name → re-encoded file in the build dir; missing names get no image. */
  images: ReadonlyMap<string, PlannedImage>;
  /**
   * Per section key, below 1 shrinks that section's text budget further; used for the sections a
   * compile reported as too full (an Overfull \vbox). Sections not named plan at 1.
   */
  tighten?: ReadonlyMap<string, number>;
  /** The engine the deck compiles with: its Latin font sets how wide bullets run. pdflatex when absent. */
  engine?: TexEngine;
}

const L = LAYOUT;
/** A bullet longer than this many lines at full width is cut into pieces at line breaks (edited bullets can be long). */
const MAX_PIECE_LINES = 4;

/** Splits one bullet into pieces of at most MAX_PIECE_LINES lines, at line breaks. */
function splitBullet(text: string): PlannedBullet[] {
  const lines = wrapLines(text, (L.textWidthPt - L.itemIndentPt) * L.safety, L.bodySizePt);
  if (lines.length <= MAX_PIECE_LINES) return [{ text, continuation: false }];
  const pieces: PlannedBullet[] = [];
  const joiner = /\s/.test(text) ? " " : "";
  for (let i = 0; i < lines.length; i += MAX_PIECE_LINES - 1) {
    pieces.push({ text: lines.slice(i, i + MAX_PIECE_LINES - 1).join(joiner), continuation: i > 0 });
  }
  return pieces;
}

function frameTitle(title: string): { title: string; size: TitleSize } {
  const width = L.textWidthPt * L.safety;
  if (wrapLines(title, width, TITLE_SIZE_PT.Large, true).length <= 1) return { title, size: "Large" };
  return { title: fitLines(title, width, TITLE_SIZE_PT.large, L.titleMaxLines, true), size: "large" };
}

/** A section's frames: as few as its bullets need, balanced, each laid out for what it carries (frame-layout.ts). */
function sectionFrames(key: string, title: string, bullets: string[], image: PlannedImage | null, tighten: number, latinWidth: number): PlannedFrame[] {
  const { title: fitted, size } = frameTitle(title);
  const pieces = bullets.map((b) => b.trim()).filter((b) => b !== "").flatMap(splitBullet);
  const groups = splitForFrames(
    pieces.map((p) => p.text),
    image?.aspect ?? null,
    tighten,
    latinWidth,
  );
  let next = 0;
  return groups.map((g, i) => {
    const own = pieces.slice(next, next + g.bullets.length);
    next += g.bullets.length;
    const cont = i === 0 ? fitted : fitLines(`${title} (cont.)`, L.textWidthPt * L.safety, TITLE_SIZE_PT.large, 1, true);
    return { kind: "section", key, title: cont, titleSize: i === 0 ? size : "large", bullets: own, image: i === 0 ? image : null, layout: g.layout };
  });
}

/** Decides every frame of the deck from paper metadata and the script, in script order. */
export function planDeck(input: PlanInput): DeckPlan {
  const { metadata, script } = input;
  const frames: PlannedFrame[] = [{ kind: "title" }];
  for (const key of script.order) {
    const section = script.sections[key];
    if (!section) continue;
    const image = section.assigned_image ? (input.images.get(section.assigned_image) ?? null) : null;
    frames.push(...sectionFrames(key, section.title.trim() || key, section.bullet_points, image, input.tighten?.get(key) ?? 1, LATIN_WIDTH[input.engine ?? "pdflatex"]));
  }
  frames.push({ kind: "closing" });

  const titleWidth = L.textWidthPt * L.safety;
  const title = metadata.title.trim() || "Untitled paper";
  const big = wrapLines(title, titleWidth, 17.28, true).length <= 3;
  return {
    // A long title gets a fourth line at the smaller size before it is ever cut: the title page
    // has the room, and a cut title ("… Identified with…") is the one line a viewer reads first.
    title: big ? title : fitLines(title, titleWidth, 14.4, 4, true),
    titleSize: big ? "LARGE" : "Large",
    shortTitle: fitLines(title, L.textWidthPt * 0.7, 8, 1),
    authors: fitAuthors(metadata.authors, titleWidth, 11, 2),
    date: fitLines(metadata.date.trim(), titleWidth, 11, 1),
    arxivId: metadata.arxiv_id?.trim() ? fitLines(metadata.arxiv_id.trim(), titleWidth, 11, 1) : null,
    frames,
  };
}
