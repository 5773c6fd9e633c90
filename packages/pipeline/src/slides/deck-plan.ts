import type { FrameLayout } from "./frame-layout.js";
import type { TitleSize } from "./layout.js";

/** One bullet as it will be typeset; continuation pieces of a split bullet carry no marker. */
export interface PlannedBullet {
  text: string;
  continuation: boolean;
}

export interface PlannedImage {
  /** File name inside the build directory (already re-encoded). */
  file: string;
  /** Width / height of the image after its white margins were trimmed. */
  aspect: number;
}

export type PlannedFrame =
  | { kind: "title" }
  | { kind: "section"; key: string; title: string; titleSize: TitleSize; bullets: PlannedBullet[]; image: PlannedImage | null; layout: FrameLayout }
  | { kind: "closing" };

/** Everything the renderer needs; all strings are raw (escaped only when rendered). */
export interface DeckPlan {
  title: string;
  titleSize: "LARGE" | "Large";
  shortTitle: string;
  authors: string;
  date: string;
  arxivId: string | null;
  frames: PlannedFrame[];
}
