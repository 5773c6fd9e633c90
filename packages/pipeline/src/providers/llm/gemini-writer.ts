import type { ScriptWriterFn } from "../../script/types.js";
import type { LlmClientOptions } from "./client-options.js";
import { geminiWire } from "./gemini-wire.js";
import { llmScriptWriter } from "./llm-script-writer.js";

/** Narration and bullets for every planned section from Gemini (generateContent with a response schema). */
export function geminiWriter(opts: LlmClientOptions): ScriptWriterFn {
  return llmScriptWriter(geminiWire(opts), opts);
}
