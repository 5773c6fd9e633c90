import { localWriter } from "../../script/local/local-writer.js";
import type { ScriptPlan, WrittenSection } from "../../script/types.js";

/**
 * The offline writer's text for the sections a model could not write within the rules, each
 * marked with why. The whole plan is written (it is quick and local) so each section keeps its
 * place in the talk: its spoken link from the section before, abbreviations spelled out in order.
 */
export async function offlineSections(plan: ScriptPlan, reasons: ReadonlyMap<string, string>, signal?: AbortSignal): Promise<Record<string, WrittenSection>> {
  if (reasons.size === 0) return {};
  const local = await localWriter(plan, signal);
  const out: Record<string, WrittenSection> = {};
  for (const [key, reason] of reasons) {
    const section = local[key];
    if (section) out[key] = { ...section, fallback_reason: reason };
  }
  return out;
}
