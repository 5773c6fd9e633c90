import { isCjkText } from "../../script/plan/spoken-words.js";
import type { ScriptPlan } from "../../script/types.js";
import { formulaGaps, type FormulaGap } from "./formula-gaps.js";
import { groundingSource, type GroundingSource } from "./grounding.js";

/** What a script answer is checked against, worked out once per plan. */
export interface AnswerRules {
  /**
   * The statement, full-stop, formula and grounding rules are English rules (word shapes,
   * capitals, "This …"); other languages keep the markup and bullet-count checks only.
   */
  english: boolean;
  /** The paper's text as the model was given it: metadata, abstract, section titles, texts and captions. */
  source: GroundingSource;
  gaps: FormulaGap[];
}

export function answerRules(plan: ScriptPlan): AnswerRules {
  const { title, authors, date } = plan.metadata;
  const bodies = [plan.abstract, ...plan.sections.map((s) => s.text)];
  const texts = [title, authors, date, plan.metadata.arxiv_id ?? "", ...bodies, ...plan.sections.flatMap((s) => [s.title, ...s.figures.map((f) => f.caption)])];
  const english = plan.language === "en" && !isCjkText(bodies.join("\n"));
  if (!english) return { english, source: { words: new Set(), numbers: [] }, gaps: [] };
  return { english, source: groundingSource(texts), gaps: formulaGaps(bodies) };
}
