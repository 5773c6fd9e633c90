import { z } from "zod";
import type { ScriptPlan, WrittenSection } from "../../script/types.js";
import { answerRules } from "./answer-rules.js";
import type { AnswerSection } from "./answer-section.js";
import { checkBullets } from "./bullet-rules.js";
import { accepted, rejected, type Checked } from "../http/checked.js";
import { checkSection } from "./section-check.js";

// The title is optional: a model that leaves it out (or gives no string) keeps the plan's heading.
const Body = z.object({ script: z.string(), bullet_points: z.array(z.string()), title: z.string().optional().catch(undefined) });
const Entry = Body.extend({ key: z.string() });
type Entry = z.infer<typeof Entry>;

/**
 * The schema's shape, `{sections: [...]}`, plus the two shapes self-hosted models that ignore the
 * schema tend to write instead: a bare array, or an object keyed by section key. Malformed entries
 * are skipped here; a planned section that only had a malformed entry is then reported missing.
 */
function readEntries(value: unknown): Entry[] | null {
  const wrapped = z.object({ sections: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]) }).safeParse(value);
  const inner = wrapped.success ? wrapped.data.sections : value;
  if (Array.isArray(inner)) return inner.flatMap((item) => Entry.safeParse(item).data ?? []);
  const keyed = z.record(z.string(), z.unknown()).safeParse(inner);
  if (!keyed.success) return null;
  return Object.entries(keyed.data).flatMap(([key, item]) => {
    const body = Body.safeParse(item).data;
    return body ? [{ key, ...body }] : [];
  });
}

// "Method and Results" or "method-and-results" from a model that ignored the enum still names the key.
const sameKey = (k: string) => k.trim().toLowerCase().replace(/[\s-]+/g, "_");

/**
 * The sections of a script answer by planned key, checked for shape only: each asked-for key at
 * most once (unknown keys are dropped) and, unless `partial`, every one present. With `partial`
 * (a second request for a few sections) the answer must hold at least one of them.
 */
export function readScriptAnswer(value: unknown, keys: readonly string[], partial = false): Checked<Map<string, AnswerSection>> {
  const entries = readEntries(value);
  if (entries === null) return rejected("the answer did not have the sections list");
  const asked = new Map(keys.map((k) => [sameKey(k), k]));
  const found = new Map<string, AnswerSection>();
  for (const { key: written, ...section } of entries) {
    const key = asked.get(sameKey(written));
    if (key === undefined) continue;
    if (found.has(key)) return rejected(`section "${key}" appeared twice`);
    found.set(key, section);
  }
  const missing = keys.find((k) => !found.has(k));
  if (partial ? found.size === 0 : missing !== undefined) return rejected(`section "${missing ?? keys[0] ?? ""}" was missing or malformed`);
  // In the asked order, whatever order the model used.
  const ordered = new Map<string, AnswerSection>();
  for (const key of keys) {
    const section = found.get(key);
    if (section) ordered.set(key, section);
  }
  return accepted(ordered);
}

/**
 * A whole script answer checked against its plan: its shape, then every section's rules
 * (section-check.ts). Returns the sections keyed by planned key in plan order, or the first
 * reason the answer cannot be used as it is.
 */
export function checkScriptAnswer(value: unknown, plan: ScriptPlan): Checked<Record<string, WrittenSection>> {
  const read = readScriptAnswer(value, plan.sections.map((s) => s.key));
  if (!read.ok) return read;
  const rules = answerRules(plan);
  const written: Record<string, WrittenSection> = {};
  for (const [key, section] of read.value) {
    const checked = checkSection(key, section, rules);
    if (!checked.ok) return checked;
    written[key] = checked.value;
  }
  return accepted(written);
}

/** The one-section bullets answer: `{bullet_points: [...]}`, or a bare array from a schema-less server. */
export function checkBulletsAnswer(value: unknown): Checked<string[]> {
  const wrapped = z.object({ bullet_points: z.array(z.string()) }).safeParse(value);
  const bare = z.array(z.string()).safeParse(value);
  const raw = wrapped.success ? wrapped.data.bullet_points : bare.success ? bare.data : null;
  if (raw === null) return rejected("the answer did not have the bullet_points list");
  const bullets = checkBullets(raw);
  return bullets.ok ? bullets : rejected(`the bullets were unusable: ${bullets.reason}`);
}
