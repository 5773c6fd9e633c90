import type { ScriptPlan, ScriptWriterFn, WrittenSection } from "../../script/types.js";
import { scriptAnswerSchema } from "./answer-schemas.js";
import { askJson } from "./ask-json.js";
import type { LlmClientOptions } from "./client-options.js";
import { checkScriptAnswer } from "./script-answer.js";
import { buildScriptPrompt, SCRIPT_PROMPT_LIMITS } from "./script-prompt.js";
import type { Wire } from "./wire.js";

/** A script writer over any wire: one request for the whole plan, so the talk reads as one piece. */
export function llmScriptWriter(wire: Wire, options: LlmClientOptions): ScriptWriterFn {
  const limits = { ...SCRIPT_PROMPT_LIMITS, ...(options.maxPromptChars === undefined ? {} : { promptChars: options.maxPromptChars }) };
  return async (plan: ScriptPlan, signal?: AbortSignal): Promise<Record<string, WrittenSection>> => {
    if (plan.sections.length === 0) return {};
    const prompt = buildScriptPrompt(plan, limits);
    return askJson(
      wire,
      {
        question: { ...prompt, schema: scriptAnswerSchema(plan.sections.map((s) => s.key)), schemaName: "talk_script" },
        accept: (value) => checkScriptAnswer(value, plan),
        what: "script",
      },
      options,
      signal,
    );
  };
}
