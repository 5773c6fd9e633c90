import { keyUsable } from "@lectern/contract";
import type { ProviderKeys } from "@lectern/pipeline";
import type { Config } from "../config.js";
import type { KeysService } from "../keys/keys.service.js";

/**
 * The keys the signed-in user's media requests may use, with the operator's endpoints. A key
 * the last check found invalid is left out (it would only fail later); an unverified one (no
 * network at save time) is tried: the same rule the keys status uses to say which languages are
 * available.
 */
export async function providerKeysFor(userId: string, keys: KeysService, config: Config): Promise<ProviderKeys> {
  const states = await keys.storedStates(userId);
  const usable = async (p: "gemini" | "openai" | "sarvam") => (keyUsable(states[p]) ? await keys.keyFor(userId, p) : undefined);
  const [gemini, openai, sarvam] = await Promise.all([usable("gemini"), usable("openai"), usable("sarvam")]);
  const p = config.providers;
  return {
    ...(sarvam ? { sarvam: { apiKey: sarvam, baseUrl: p.sarvamBaseUrl } } : {}),
    ...(gemini ? { gemini: { apiKey: gemini, baseUrl: p.geminiBaseUrl, model: p.geminiModel } } : {}),
    ...(openai ? { openai: { apiKey: openai, baseUrl: p.openaiBaseUrl, model: p.openaiModel, speechModel: p.openaiSpeechModel, voices: p.openaiVoices } } : {}),
    ...(p.bhashini ? { bhashini: p.bhashini } : {}),
  };
}
