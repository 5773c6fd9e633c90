export { geminiWriter } from "./gemini-writer.js";
export { openaiWriter } from "./openai-writer.js";
export { geminiBullets, openaiBullets, type BulletsFn } from "./bullets.js";
export { pickWriter, writerFor, type ChosenWriter, type LlmWriter, type WriterChoice, type WriterRequest } from "./writer-choice.js";
export { ProviderError, type LlmProvider } from "../provider-error.js";
export type { LlmClientOptions } from "./client-options.js";
export { buildScriptPrompt, SCRIPT_PROMPT_LIMITS, type ScriptPromptLimits } from "./script-prompt.js";
export { checkScriptAnswer, checkBulletsAnswer } from "./script-answer.js";
