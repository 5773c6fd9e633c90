import fs from "node:fs/promises";
import path from "node:path";
import type { PaperDocument } from "@lectern/contract";
import { isCjkText } from "../plan/spoken-words.js";
import { pointsAtUnseen } from "../local/coherence.js";
import { splitSourceSentences } from "../../text/sentences.js";
import { bulletProblems, type BulletProblem } from "./bullet-rules.js";
import { findMathHoles, type MathHole } from "./math-holes.js";

/** One paper's talk, measured the way a listener would judge it. */
export interface TalkQuality {
  sentences: number;
  /** Narration sentences that lost a formula with nothing said in its place (LaTeX sources only). */
  holes: MathHole[];
  bullets: number;
  /** Bullets cut mid-clause or without a main verb. */
  fragments: number;
  /** Bullets with fewer than three content words or a stock phrase. */
  fillers: number;
  /** Bullets with any problem (fragment, filler, pointer, leaning back, too long, formula). */
  weak: { bullet: string; problems: BulletProblem[] }[];
  /** Narration sections that do not end the way a sentence ends. */
  unfinished: number;
  /** Narration sentences pointing at a table or a displayed formula the listener cannot see. */
  pointers: string[];
  /** False for Chinese and other scripts the bullet rules do not cover. */
  rulesApply: boolean;
}

export interface SpokenSection {
  script: string;
  bullet_points: string[];
}

/** Every .tex file under a folder (the extracted project), for tracing holes back to the source. */
export async function readTexSources(dir: string, limit = 400): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      if (out.length >= limit) return;
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && /\.tex$/i.test(e.name)) out.push(await fs.readFile(p, "utf8"));
    }
  };
  await walk(dir).catch(() => undefined);
  return out;
}

export function talkQuality(paper: PaperDocument, sections: readonly SpokenSection[], texSources: readonly string[]): TalkQuality {
  const cjk = isCjkText(sections.map((s) => s.script).join("\n"));
  const sentences = sections.flatMap((s) => splitSourceSentences(s.script, cjk).map((x) => x.text));
  const bullets = sections.flatMap((s) => s.bullet_points);
  const rulesApply = !cjk && (paper.language ?? "en") === "en";
  const judged = rulesApply ? bullets.map((bullet) => ({ bullet, problems: bulletProblems(bullet) })) : [];
  const weak = judged.filter((j) => j.problems.length > 0);
  return {
    sentences: sentences.length,
    holes: paper.source_kind === "latex" ? findMathHoles(texSources, sentences) : [],
    bullets: bullets.length,
    fragments: weak.filter((w) => w.problems.includes("fragment")).length,
    fillers: weak.filter((w) => w.problems.includes("filler")).length,
    weak,
    unfinished: sections.filter((s) => !/[.!?。！？।]["”’)）」』]*$/u.test(s.script.trim())).length,
    pointers: cjk ? [] : sentences.filter(pointsAtUnseen),
    rulesApply,
  };
}
