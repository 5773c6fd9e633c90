import { z } from "zod";
import type { ScriptPlan, WrittenSection } from "../../script/types.js";
import { checkBullets } from "./bullet-rules.js";
import { accepted, rejected, type Checked } from "./checked.js";
import { checkSpokenText } from "./spoken-text.js";

const Entry = z.object({ key: z.string(), script: z.string(), bullet_points: z.array(z.string()) });
type Entry = z.infer<typeof Entry>;
const Body = z.object({ script: z.string(), bullet_points: z.array(z.string()) });

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
 * Checks a script answer against its plan: every planned key exactly once (unknown keys are
 * dropped), each narration non-empty and free of markup, bullets within the limits. Returns the
 * sections keyed by planned key, or the first reason the answer cannot be used.
 */
export function checkScriptAnswer(value: unknown, plan: ScriptPlan): Checked<Record<string, WrittenSection>> {
  const entries = readEntries(value);
  if (entries === null) return rejected("the answer did not have the sections list");
  const planned = new Map(plan.sections.map((s) => [sameKey(s.key), s.key]));
  const found = new Map<string, Entry>();
  for (const entry of entries) {
    const key = planned.get(sameKey(entry.key));
    if (key === undefined) continue;
    if (found.has(key)) return rejected(`section "${key}" appeared twice`);
    found.set(key, entry);
  }
  const written: Record<string, WrittenSection> = {};
  for (const { key } of plan.sections) {
    const entry = found.get(key);
    if (entry === undefined) return rejected(`section "${key}" was missing or malformed`);
    const script = checkSpokenText(entry.script);
    if (!script.ok) return rejected(`the narration of "${key}" was unusable: ${script.reason}`);
    const bullets = checkBullets(entry.bullet_points);
    if (!bullets.ok) return rejected(`the bullets of "${key}" were unusable: ${bullets.reason}`);
    written[key] = { script: script.value, bullet_points: bullets.value };
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
