import { MATH_PLACEHOLDER } from "@lectern/contract";
import { bulletProblems, standAloneBullet, type BulletProblem } from "../../script/quality/bullet-rules.js";
import { BULLETS } from "../../script/types.js";
import { cleanBullet } from "./bullet-rules.js";
import { accepted, rejected, type Checked } from "../http/checked.js";

/** Each problem as the model is told it, after the bullet it is about. */
const SAYS: Record<BulletProblem, string> = {
  fragment: "is not a complete statement",
  leans_back: "leans on what came before",
  pointer: "points at a figure or table",
  filler: "says nothing specific",
  too_long: `is longer than ${BULLETS.statementMaxWords} words`,
  formula: `contains ${MATH_PLACEHOLDER}`,
  question: "is a question, not a point",
};

const quoted = (text: string) => `"${text.length > 90 ? `${text.slice(0, 90)}…` : text}"`;

/**
 * English slide bullets held to the offline writer's statement rules: each a complete,
 * self-contained claim, step, number or finding. A demonstrative before a noun is repaired first
 * ("These models …" → "The models …"); weak bullets are dropped rather than cut or padded. One good
 * bullet is enough (a short section may honestly have fewer than three points); at most
 * BULLETS.max are kept.
 */
export function checkStatementBullets(raw: readonly string[]): Checked<string[]> {
  const kept: string[] = [];
  const seen = new Set<string>();
  const weak: string[] = [];
  for (const item of raw) {
    const clean = cleanBullet(item);
    if (clean === null) {
      if (item.trim().length > 0) weak.push(`${quoted(item.trim())} contains markup`);
      continue;
    }
    const bullet = standAloneBullet(clean);
    const problems = bulletProblems(bullet);
    if (problems.length > 0) {
      weak.push(`${quoted(bullet)} ${problems.map((p) => SAYS[p]).join(" and ")}`);
      continue;
    }
    if (seen.has(bullet.toLowerCase())) continue;
    seen.add(bullet.toLowerCase());
    kept.push(bullet);
  }
  if (kept.length === 0) return rejected(weak.length > 0 ? `none is a complete, self-contained statement: ${weak.join("; ")}` : "there were none");
  return accepted(kept.slice(0, BULLETS.max));
}
