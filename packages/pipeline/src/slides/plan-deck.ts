import type { PaperMetadata } from "@lectern/contract";
import type { ScriptDocument } from "../script/types.js";
import type { DeckPlan, PlannedBullet, PlannedFrame, PlannedImage } from "./deck-plan.js";
import { fitAuthors } from "./author-line.js";
import { LAYOUT, TITLE_SIZE_PT, type TitleSize } from "./layout.js";
import { fitLines, wrapLines } from "./text-metrics.js";

export interface PlanInput {
  metadata: PaperMetadata;
  script: ScriptDocument;
  /** assigned_image name → re-encoded file in the build dir; missing names get no image. */
  images: ReadonlyMap<string, PlannedImage>;
  /** Below 1 shrinks the text budget further; used when a compile still reported an overfull box. */
  tighten?: number;
}

const L = LAYOUT;
const bulletWidth = (withImage: boolean) =>
  ((withImage ? L.textWidthPt * L.bulletColumn : L.textWidthPt) - L.itemIndentPt) * L.safety;

/** Splits one bullet into pieces of at most maxLinesPerBullet lines, at line breaks. */
function splitBullet(text: string, widthPt: number): PlannedBullet[] {
  const lines = wrapLines(text, widthPt, L.bodySizePt);
  if (lines.length <= L.maxLinesPerBullet) return [{ text, continuation: false }];
  const pieces: PlannedBullet[] = [];
  const joiner = /\s/.test(text) ? " " : "";
  for (let i = 0; i < lines.length; i += L.maxLinesPerBullet - 1) {
    pieces.push({ text: lines.slice(i, i + L.maxLinesPerBullet - 1).join(joiner), continuation: i > 0 });
  }
  return pieces;
}

function bulletHeight(b: PlannedBullet, widthPt: number): number {
  return wrapLines(b.text, widthPt, L.bodySizePt).length * L.bodyLeadingPt + L.itemSepPt;
}

function frameTitle(title: string): { title: string; size: TitleSize } {
  const width = L.textWidthPt * L.safety;
  if (wrapLines(title, width, TITLE_SIZE_PT.Large, true).length <= 1) return { title, size: "Large" };
  return { title: fitLines(title, width, TITLE_SIZE_PT.large, L.titleMaxLines, true), size: "large" };
}

/** Packs a section's bullets into as many frames as their estimated height needs. */
function sectionFrames(key: string, title: string, bullets: string[], image: PlannedImage | null, tighten: number): PlannedFrame[] {
  const { title: fitted, size } = frameTitle(title);
  const budget = (L.bodyHeightPt * L.heightSafety - L.topSepPt) * tighten;
  const cont = (i: number) => (i === 0 ? fitted : fitLines(`${title} (cont.)`, L.textWidthPt * L.safety, TITLE_SIZE_PT.large, 1, true));
  const frames: PlannedFrame[] = [];
  let current: PlannedBullet[] = [];
  let used = 0;
  const withImage = () => image !== null && frames.length === 0;
  const flush = () => {
    frames.push({ kind: "section", key, title: cont(frames.length), titleSize: frames.length === 0 ? size : "large", bullets: current, image: withImage() ? image : null });
    current = [];
    used = 0;
  };
  for (const raw of bullets) {
    const text = raw.trim();
    if (text === "") continue;
    for (const piece of splitBullet(text, bulletWidth(withImage()))) {
      const h = bulletHeight(piece, bulletWidth(withImage()));
      if (current.length > 0 && used + h > budget) flush();
      current.push(piece);
      used += h;
    }
  }
  if (current.length > 0 || frames.length === 0) flush();
  return frames;
}

/** Decides every frame of the deck from paper metadata and the script, in script order. */
export function planDeck(input: PlanInput): DeckPlan {
  const { metadata, script } = input;
  const tighten = input.tighten ?? 1;
  const frames: PlannedFrame[] = [{ kind: "title" }];
  for (const key of script.order) {
    const section = script.sections[key];
    if (!section) continue;
    const image = section.assigned_image ? (input.images.get(section.assigned_image) ?? null) : null;
    frames.push(...sectionFrames(key, section.title.trim() || key, section.bullet_points, image, tighten));
  }
  frames.push({ kind: "closing" });

  const titleWidth = L.textWidthPt * L.safety;
  const title = metadata.title.trim() || "Untitled paper";
  const big = wrapLines(title, titleWidth, 17.28, true).length <= 3;
  return {
    title: big ? title : fitLines(title, titleWidth, 14.4, 3, true),
    titleSize: big ? "LARGE" : "Large",
    shortTitle: fitLines(title, L.textWidthPt * 0.7, 8, 1),
    authors: fitAuthors(metadata.authors, titleWidth, 11, 2),
    date: fitLines(metadata.date.trim(), titleWidth, 11, 1),
    arxivId: metadata.arxiv_id?.trim() ? fitLines(metadata.arxiv_id.trim(), titleWidth, 11, 1) : null,
    frames,
  };
}
