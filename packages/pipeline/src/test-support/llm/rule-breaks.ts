// Test support: answers for PLAN that break one script rule each, and what the check says about them.
import { goodSections, type AnswerSection } from "./script-plan-fixture.js";

export interface RuleBreak {
  rule: string;
  key: string;
  change: Partial<AnswerSection>;
  /** Part of the reason the section is refused with. */
  reason: string;
}

const METHOD = "Each token attends to a local window and a few global tokens.";
const RESULT = "On three benchmarks, this matches full attention while using ten times less memory.";

export const RULE_BREAKS: RuleBreak[] = [
  { rule: "a narration with the formula marker", key: "method_and_results", change: { script: `${METHOD} The window is chosen so that ⟨formula⟩ stays below the memory budget. ${RESULT}` }, reason: "it contains the marker ⟨formula⟩" },
  { rule: "a narration with a LaTeX subscript left in", key: "method_and_results", change: { script: `${METHOD} The window is chosen so that N_w stays below the memory budget. ${RESULT}` }, reason: "it contains a subscript underscore" },
  { rule: "a narration with a gap where a formula was", key: "method_and_results", change: { script: `${METHOD} The window is chosen so that stays below the memory budget. ${RESULT}` }, reason: 'it leaves a gap where the paper has a formula ("chosen so that … stays below")' },
  { rule: "a section without a final full stop", key: "conclusion", change: { script: "To sum up, sparse attention makes long documents affordable without losing accuracy" }, reason: "it does not end with a full stop" },
  { rule: "fragment bullets", key: "method_and_results", change: { bullet_points: ["Local windows plus a few global tokens", "Ten times less memory"] }, reason: '"Ten times less memory" is not a complete statement' },
  { rule: '"This …" bullets', key: "opening", change: { bullet_points: ["This makes long documents hard to read", "It matches dense attention on three benchmarks"] }, reason: '"It matches dense attention on three benchmarks" leans on what came before' },
  { rule: "figure-pointer bullets", key: "method_and_results", change: { bullet_points: ["Figure 1 shows memory use against document length", "The table lists results on three benchmarks"] }, reason: '"Figure 1 shows memory use against document length" points at a figure or table' },
  { rule: "filler bullets", key: "conclusion", change: { bullet_points: ["The paper presents the results", "Results are shown"] }, reason: '"The paper presents the results" says nothing specific' },
  { rule: "an invented number", key: "method_and_results", change: { script: `${METHOD} ${RESULT} Accuracy reaches 93.5 percent.` }, reason: 'states what the paper\'s text does not: "93.5 percent"' },
  { rule: "an invented dataset name", key: "method_and_results", change: { script: `${METHOD} On three benchmarks, ImageNet among them, this matches full attention while using ten times less memory.` }, reason: 'states what the paper\'s text does not: "ImageNet"' },
];

/** The whole answer with one section changed. */
export const answerWith = (key: string, change: Partial<AnswerSection>): string =>
  JSON.stringify({ sections: goodSections().map((s) => (s.key === key ? { ...s, ...change } : s)) });

/** A second answer holding only the named section (what a model asked for one section writes). */
export const onlySection = (key: string, change: Partial<AnswerSection> = {}): string =>
  JSON.stringify({ sections: goodSections().flatMap((s) => (s.key === key ? [{ ...s, ...change }] : [])) });
