import type { Language, PaperDocument } from "@lectern/contract";
import { mathLocaleFor } from "../ingest/latex/math-wording.js";
import { withMathSpeech } from "../ingest/latex/spoken-math.js";
import { FormulaMarkers, worthMarking } from "./formula-markers.js";

/**
 * The markers for a narration into `language`: the paper's formula readings that occur in
 * `narrations`, each said by that language's maths rules. Null when there is nothing to say
 * differently: the language has no rules in the engine (its translator handles the English words,
 * as before), the narration is English, or no narration holds a formula.
 */
export async function formulaMarkersFor(paper: PaperDocument | undefined, language: Language, narrations: readonly string[]): Promise<FormulaMarkers | null> {
  const locale = mathLocaleFor(language.code);
  if (paper === undefined || locale === null || locale === "en") return null;
  // One LaTeX per reading ("x sub i" from x_i and x_{i} is one reading).
  const latexOf = new Map<string, string>();
  for (const f of paper.spoken_math) if (worthMarking(f) && !latexOf.has(f.words)) latexOf.set(f.words, f.latex);
  if (latexOf.size === 0) return null;
  // Only the formulas these narrations hold are spoken again.
  const any = new FormulaMarkers([...latexOf.keys()].map((words) => ({ words, said: null })));
  const heard = new Set<string>();
  for (const text of narrations) for (const words of any.mark(text).readings) heard.add(words);
  const found = [...latexOf.entries()].filter(([words]) => heard.has(words));
  if (found.length === 0) return null;
  try {
    const said = await withMathSpeech(locale, (speak) => found.map(([, latex]) => speak(latex)));
    return new FormulaMarkers(found.map(([words], k) => ({ words, said: said[k] ?? null })));
  } catch {
    // The engine did not load: the formulas go to the translator as English words, as they would without rules.
    return null;
  }
}
