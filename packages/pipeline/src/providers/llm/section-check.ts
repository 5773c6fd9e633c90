import type { WrittenSection } from "../../script/types.js";
import type { AnswerRules } from "./answer-rules.js";
import type { AnswerSection } from "./answer-section.js";
import { checkBullets } from "./bullet-rules.js";
import { accepted, rejected, type Checked } from "./checked.js";
import { ungroundedFacts } from "./grounding.js";
import { narrationProblems } from "./narration-rules.js";
import { checkSpokenText } from "./spoken-text.js";
import { checkStatementBullets } from "./statement-bullets.js";

/** Languages other than English: markup-free narration and 3–5 usable bullets, as always. */
function checkOtherLanguage(key: string, section: AnswerSection): Checked<WrittenSection> {
  const script = checkSpokenText(section.script);
  if (!script.ok) return rejected(`the narration of "${key}" was unusable: ${script.reason}`);
  const bullets = checkBullets(section.bullet_points);
  if (!bullets.ok) return rejected(`the bullets of "${key}" were unusable: ${bullets.reason}`);
  return accepted({ script: script.value, bullet_points: bullets.value });
}

/**
 * One section of a model's answer held to the rules the offline writer follows; every problem
 * is named, so asking again can say exactly what to fix.
 */
export function checkSection(key: string, section: AnswerSection, rules: AnswerRules): Checked<WrittenSection> {
  if (!rules.english) return checkOtherLanguage(key, section);
  const narration = narrationProblems(section.script, rules.gaps);
  const bullets = checkStatementBullets(section.bullet_points);
  const problems: string[] = [];
  if (narration.problems.length > 0) problems.push(`the narration of "${key}" was unusable: ${narration.problems.join("; ")}`);
  if (!bullets.ok) problems.push(`the bullets of "${key}" were unusable: ${bullets.reason}`);
  const kept = bullets.ok ? bullets.value : [];
  const invented = [...new Set([narration.text, ...kept].flatMap((text) => ungroundedFacts(text, rules.source)))];
  if (invented.length > 0) {
    problems.push(`"${key}" states what the paper's text does not: ${invented.map((f) => `"${f}"`).join(", ")} (use only numbers and names from the paper)`);
  }
  return problems.length > 0 ? rejected(problems.join("; ")) : accepted({ script: narration.text, bullet_points: kept });
}

export interface SectionsChecked {
  written: Record<string, WrittenSection>;
  /** Sections that broke the rules, with every reason. */
  failed: Map<string, string>;
}

export function checkSections(sections: ReadonlyMap<string, AnswerSection>, rules: AnswerRules): SectionsChecked {
  const out: SectionsChecked = { written: {}, failed: new Map() };
  for (const [key, section] of sections) {
    const checked = checkSection(key, section, rules);
    if (checked.ok) out.written[key] = checked.value;
    else out.failed.set(key, checked.reason);
  }
  return out;
}
