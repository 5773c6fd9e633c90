import type { ScriptPlan, ScriptWriterFn, WrittenSection } from "../../script/types.js";
import { answerRules } from "./answer-rules.js";
import type { LlmClientOptions } from "./client-options.js";
import { askForSections } from "./script-ask.js";
import { buildScriptPrompt, SCRIPT_PROMPT_LIMITS } from "./script-prompt.js";
import { askAgain } from "./script-repair.js";
import { checkSections } from "./section-check.js";
import { offlineSections } from "./section-fallback.js";
import type { Wire } from "./wire.js";

/**
 * A script writer over any wire. One request for the whole plan, so the talk reads as one piece;
 * each section is then held to the offline writer's rules. Sections that break them are asked
 * for once more, together, with the reasons; a section still broken after that is written by the
 * offline writer and marked with why (WrittenSection.fallback_reason).
 */
export function llmScriptWriter(wire: Wire, options: LlmClientOptions): ScriptWriterFn {
  const limits = { ...SCRIPT_PROMPT_LIMITS, ...(options.maxPromptChars === undefined ? {} : { promptChars: options.maxPromptChars }) };
  return async (plan: ScriptPlan, signal?: AbortSignal): Promise<Record<string, WrittenSection>> => {
    if (plan.sections.length === 0) return {};
    const job = { wire, options, limits, plan, rules: answerRules(plan) };
    const keys = plan.sections.map((s) => s.key);
    const first = checkSections(await askForSections(job, buildScriptPrompt(plan, limits), keys, false, signal), job.rules);
    if (first.failed.size === 0) return first.written;
    const second = await askAgain(job, first.failed, signal);
    const all = { ...first.written, ...second.written, ...(await offlineSections(plan, second.failed, signal)) };
    // In talk order.
    return Object.fromEntries(keys.flatMap((k) => (all[k] ? [[k, all[k]] as const] : [])));
  };
}
