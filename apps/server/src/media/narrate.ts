import type { LanguageName, VoiceKey } from "@lectern/contract";
import { generateAudio, paperLanguage, speechFor, translatorFor, type GenerateAudioResult } from "@lectern/pipeline";
import type { Config } from "../config.js";
import type { KeysService } from "../keys/keys.service.js";
import { providerKeysFor } from "./provider-keys.js";

export interface NarrateInput {
  language: LanguageName;
  voice: VoiceKey;
  use: "auto" | "bhashini";
  hinglishIterations: number;
}

/**
 * The narration of a paper in one language and voice, with the user's providers (the offline
 * voice without keys). Translation, when the language is not the paper's, comes first.
 */
export async function narrate(dir: string, userId: string, input: NarrateInput, deps: { keys: KeysService; config: Config }, signal: AbortSignal, onProgress: (fraction: number) => void): Promise<GenerateAudioResult> {
  const providerKeys = await providerKeysFor(userId, deps.keys, deps.config);
  const speech = speechFor(providerKeys, input.use);
  // The paper's language decides whether Sarvam can translate it (it cannot from Chinese).
  const translator = translatorFor(providerKeys, await paperLanguage(dir));
  return generateAudio(dir, { language: input.language, voice: input.voice, speech, hinglishIterations: input.hinglishIterations, signal, onProgress, ...(translator ? { translator } : {}) });
}
