import type { Language } from "@lectern/contract";
import { fliteVoices } from "./flite-voices.js";
import { espeakSpeech, type EspeakOptions } from "./speech-espeak.js";
import { FLITE_VOICES, fliteSpeech, type FliteOptions } from "./speech-flite.js";
import type { SpeechProvider } from "./speech-provider.js";

export interface OfflineOptions {
  flite?: FliteOptions;
  espeak?: EspeakOptions;
}

/**
 * The offline voice without keys: flite for English when it is installed with both voices (more
 * natural), espeak-ng for every other language and on machines without flite, so narration never
 * depends on flite being there. Until the language is known it is espeak-ng.
 */
export function offlineSpeech(options: OfflineOptions = {}): SpeechProvider {
  const espeak = espeakSpeech(options.espeak);
  const flite = fliteSpeech(options.flite);
  return {
    ...espeak,
    label: "flite (English) or espeak-ng",
    async forLanguage(language: Language): Promise<SpeechProvider> {
      if (language.code !== "en") return espeak;
      const voices = await fliteVoices(options.flite?.command ?? "flite");
      return Object.values(FLITE_VOICES).every((v) => voices.has(v.name)) ? flite : espeak;
    },
  };
}
