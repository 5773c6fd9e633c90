import { BULLETS, type ScriptPlan } from "../../script/types.js";
import { scriptAnswerSchema } from "./answer-schemas.js";
import type { AnswerRules } from "./answer-rules.js";
import type { AnswerSection } from "./answer-section.js";
import { askJson } from "./ask-json.js";
import type { LlmClientOptions } from "./client-options.js";
import { readScriptAnswer } from "./script-answer.js";
import type { Prompt, ScriptPromptLimits } from "./script-prompt.js";
import type { Wire } from "./wire.js";

/** Everything a script request needs besides its prompt: one per generation. */
export interface ScriptJob {
  wire: Wire;
  options: LlmClientOptions;
  limits: ScriptPromptLimits;
  plan: ScriptPlan;
  rules: AnswerRules;
}

/**
 * Asks for the given sections and returns them as written, checked for shape only (askJson asks
 * once more when the shape is wrong, and owns every retry on failure). With `partial`, an answer
 * holding only some of the sections is taken as it is.
 */
export function askForSections(job: ScriptJob, prompt: Prompt, keys: readonly string[], partial: boolean, signal?: AbortSignal): Promise<Map<string, AnswerSection>> {
  // Fewer bullets rather than weak ones where the statement rules judge them.
  const schema = scriptAnswerSchema(keys, job.rules.english ? 1 : BULLETS.min);
  return askJson(
    job.wire,
    {
      question: { ...prompt, schema, schemaName: "talk_script" },
      accept: (value) => readScriptAnswer(value, keys, partial),
      what: "script",
    },
    job.options,
    signal,
  );
}
