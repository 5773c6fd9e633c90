import { LANGUAGES } from "@lectern/contract";
import { PROVIDER_DEFAULTS } from "../defaults.js";
import type { LlmClientOptions } from "../llm/client-options.js";
import { hasKey, type ProviderKeys } from "../speech/provider-keys.js";
import { geminiTranslator, openaiTranslator } from "./translate-llm.js";
import { sarvamTranslator } from "./translate-sarvam.js";
import type { Translator } from "./translator.js";

/** Translation uses the chat models; only the endpoint and model, not OpenAI's speech settings. */
export const TRANSLATE_DEFAULTS = {
  gemini: PROVIDER_DEFAULTS.gemini,
  openai: { baseUrl: PROVIDER_DEFAULTS.openai.baseUrl, model: PROVIDER_DEFAULTS.openai.model },
} as const;

/**
 * The translator for a request: Sarvam (made for Indian languages), then Gemini, then
 * OpenAI-compatible; undefined when no key allows any. With Sarvam and a language model both
 * available, Sarvam translates and the model does the Hinglish refinement passes. `from`, the
 * paper's language code when known, skips Sarvam for sources it does not translate (a Chinese
 * paper) if a language model is there. Pure.
 */
export function translatorFor(keys: ProviderKeys, from?: string): Translator | undefined {
  const llm = languageModelTranslator(keys);
  const sarvamReads = from === undefined || LANGUAGES.some((l) => l.code === from.trim().toLowerCase());
  if (hasKey(keys.sarvam) && (sarvamReads || !llm)) {
    const sarvam = sarvamTranslator({ ...keys.retry, apiKey: keys.sarvam.apiKey.trim(), ...(keys.sarvam.baseUrl ? { baseUrl: keys.sarvam.baseUrl } : {}) });
    return llm?.refineHinglish ? { ...sarvam, refineHinglish: llm.refineHinglish } : sarvam;
  }
  return llm;
}

function languageModelTranslator(keys: ProviderKeys): Translator | undefined {
  const options = (k: { apiKey: string; baseUrl?: string; model?: string }, d: { baseUrl: string; model: string }): LlmClientOptions => ({
    ...keys.retry,
    apiKey: k.apiKey.trim(),
    baseUrl: k.baseUrl || d.baseUrl,
    model: k.model || d.model,
  });
  if (hasKey(keys.gemini)) return geminiTranslator(options(keys.gemini, TRANSLATE_DEFAULTS.gemini));
  if (hasKey(keys.openai)) return openaiTranslator(options(keys.openai, TRANSLATE_DEFAULTS.openai));
  return undefined;
}

/** The user-facing reason a language cannot be narrated without a translator. */
export function noTranslatorMessage(language: string): string {
  return `Narration in ${language} needs translation, and no translation provider is available: add a Sarvam, Gemini or OpenAI API key in API Setup.`;
}
