import type { PaperDocument } from "@lectern/contract";
import { z } from "zod";
import { isNarratable } from "../plan/back-matter.js";
import { saidBullets } from "../../slides/bullet-sources.js";
import { splitSourceSentences } from "../../text/sentences.js";
import { contentWordCount, leadBaseline, rougeRecall, rougeTokens } from "./rouge.js";

/** One frame of an authors' own talk (`<name>.slides.json` of the author-talks set). */
export const authorFrameSchema = z.object({ title: z.string(), points: z.array(z.string()), text: z.string() });
export const authorTalkSchema = z.array(authorFrameSchema);
export type AuthorFrame = z.infer<typeof authorFrameSchema>;

export interface TalkSlide {
  title: string;
  script: string;
  bullet_points: string[];
}

export interface RougePair {
  r1: number;
  r2: number;
}

/** Our slides beside the authors' talk of the same paper. */
export interface AuthorTalkMatch {
  ours: RougePair;
  /** The lead baseline with as many content words as our slides. */
  lead: RougePair;
  /** Content words on our slides (titles and bullets). */
  words: number;
  bullets: number;
  /** Bullets the narration says: the video's own matcher finds the sentence each one is lit during. */
  said: number;
}

/**
 * ROUGE-1/2 recall of the authors' slide words (every word shown on their frames before the
 * backup slides) by our slides (the paper's title, each slide's title and bullets), beside the
 * lead baseline of the same length; and how many of our bullets the narration says.
 */
export function matchAuthorTalk(paper: PaperDocument, slides: readonly TalkSlide[], frames: readonly AuthorFrame[]): AuthorTalkMatch {
  const reference = frames.map((f) => rougeTokens(f.text));
  const ours = [rougeTokens(paper.metadata.title), ...slides.flatMap((s) => [rougeTokens(s.title), ...s.bullet_points.map(rougeTokens)])].filter((t) => t.length > 0);
  const words = contentWordCount(ours);
  const sections = paper.sections.filter(isNarratable).map((s) => splitSourceSentences(s.text, false).map((x) => x.text));
  const abstract = splitSourceSentences(paper.abstract, false).map((x) => x.text);
  const lead = leadBaseline(paper.metadata.title, abstract, sections, words);
  const said = slides.reduce((n, s) => n + saidBullets(s.bullet_points, s.script).said.length, 0);
  return {
    ours: { r1: rougeRecall(reference, ours, 1), r2: rougeRecall(reference, ours, 2) },
    lead: { r1: rougeRecall(reference, lead, 1), r2: rougeRecall(reference, lead, 2) },
    words,
    bullets: slides.reduce((n, s) => n + s.bullet_points.length, 0),
    said,
  };
}
