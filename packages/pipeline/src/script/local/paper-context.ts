import { isCjkText } from "../plan/spoken-words.js";
import type { ScriptPlan } from "../types.js";
import { CaseStats } from "./casing.js";
import { findAbbreviations, type Abbreviation } from "./spoken/abbreviations.js";
import { contentTokens } from "./tokens.js";

/** What the writer knows about the whole paper while writing any one section. */
export interface PaperContext {
  language: string;
  /** Sentences and words follow Chinese/Japanese rules. */
  cjk: boolean;
  cases: CaseStats;
  abbreviations: Abbreviation[];
  /** Topic words of the title and abstract. */
  keywords: Set<string>;
}

export function paperContext(plan: ScriptPlan): PaperContext {
  const all = [plan.abstract, ...plan.sections.map((s) => s.text)].join("\n\n");
  const cases = new CaseStats(all);
  return {
    language: plan.language,
    cjk: plan.language === "zh" || plan.language === "ja" || isCjkText(all),
    cases,
    abbreviations: findAbbreviations(all, cases),
    keywords: new Set(contentTokens(`${plan.metadata.title} ${plan.abstract}`)),
  };
}
