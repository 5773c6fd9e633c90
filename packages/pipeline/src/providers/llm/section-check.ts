import type { WrittenSection } from "../../script/types.js";
import { saidBullets } from "../../slides/bullet-sources.js";
import type { AnswerRules } from "./answer-rules.js";
import type { AnswerSection } from "./answer-section.js";
import { checkBullets } from "./bullet-rules.js";
import { accepted, rejected, type Checked } from "../http/checked.js";
import { ungroundedFacts, type GroundingSource } from "./grounding.js";
import { narrationProblems } from "./narration-rules.js";
import { usableSlideTitle } from "./slide-title-check.js";
import { checkSpokenText } from "./spoken-text.js";
import { checkStatementBullets } from "./statement-bullets.js";

/** A point shown but never spoken is dropped like a weak one; a section with none said is refused. */
const notSaid = (key: string, unsaid: readonly string[]) =>
  `the narration of "${key}" says none of its bullets (${unsaid.map((b) => `"${b}"`).join(", ")}): each bullet is a point the narration says, in its words`;

/** The model's slide title when it is usable; nothing (the plan's heading) otherwise. */
function titled(raw: string | undefined, source: GroundingSource | null): { title?: string } {
  const title = usableSlideTitle(raw, source);
  return title === null ? {} : { title };
}

/** Languages other than English: markup-free narration and 2–4 usable bullets, each said in it. */
function checkOtherLanguage(key: string, section: AnswerSection): Checked<WrittenSection> {
  const script = checkSpokenText(section.script);
  if (!script.ok) return rejected(`the narration of "${key}" was unusable: ${script.reason}`);
  const bullets = checkBullets(section.bullet_points);
  if (!bullets.ok) return rejected(`the bullets of "${key}" were unusable: ${bullets.reason}`);
  const { said, unsaid } = saidBullets(bullets.value, script.value);
  if (said.length === 0) return rejected(notSaid(key, unsaid));
  return accepted({ script: script.value, bullet_points: said, ...titled(section.title, null) });
}

/**
 * One section of a model's answer held to the rules the offline writer follows; every problem
 * is named, so asking again can say exactly what to fix. Weak bullets and bullets the narration
 * does not say are dropped; a section left with none is refused.
 */
export function checkSection(key: string, section: AnswerSection, rules: AnswerRules): Checked<WrittenSection> {
  if (!rules.english) return checkOtherLanguage(key, section);
  const narration = narrationProblems(section.script, rules.gaps);
  const bullets = checkStatementBullets(section.bullet_points);
  const problems: string[] = [];
  if (narration.problems.length > 0) problems.push(`the narration of "${key}" was unusable: ${narration.problems.join("; ")}`);
  if (!bullets.ok) problems.push(`the bullets of "${key}" were unusable: ${bullets.reason}`);
  // Which bullets are said is asked only of a usable narration: one refused anyway is rewritten.
  const { said: kept, unsaid } = saidBullets(bullets.ok ? bullets.value : [], narration.text);
  if (bullets.ok && narration.problems.length === 0 && kept.length === 0) problems.push(notSaid(key, unsaid));
  const invented = [...new Set([narration.text, ...kept].flatMap((text) => ungroundedFacts(text, rules.source)))];
  if (invented.length > 0) {
    problems.push(`"${key}" states what the paper's text does not: ${invented.map((f) => `"${f}"`).join(", ")} (use only numbers and names from the paper)`);
  }
  return problems.length > 0 ? rejected(problems.join("; ")) : accepted({ script: narration.text, bullet_points: kept, ...titled(section.title, rules.source) });
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
