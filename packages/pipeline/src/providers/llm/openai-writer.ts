import type { ScriptWriterFn } from "../../script/types.js";
import type { LlmClientOptions } from "./client-options.js";
import { llmScriptWriter } from "./llm-script-writer.js";
import { openaiWire } from "./openai-wire.js";

/** Narration and bullets from any OpenAI-compatible chat completions endpoint (OpenAI, vLLM, Ollama, llama.cpp). */
export function openaiWriter(opts: LlmClientOptions): ScriptWriterFn {
  return llmScriptWriter(openaiWire(opts), opts);
}
