import type { SpeechProviderName } from "@lectern/contract";
import { hasKey, type ProviderKeys } from "./provider-keys.js";
import { bhashiniSpeech } from "./speech-bhashini.js";

import { espeakSpeech } from "./speech-espeak.js";
import { fliteSpeech } from "./speech-flite.js";
import { offlineSpeech } from "./speech-offline.js";
import { openaiSpeech } from "./speech-openai.js";
import type { SpeechProvider } from "./speech-provider.js";
import { sarvamSpeech } from "./speech-sarvam.js";
import { ProviderError } from "../provider-error.js";

/**
 * The speech provider for a request. "auto" takes the best voice the keys allow: Sarvam (Indian
 * voices named vidya and karun), then OpenAI-compatible, then offline (flite for English
 * when installed, else espeak-ng). A named provider is used as asked, or fails with a message
 * saying which key or setting it needs. Pure: it only builds clients; nothing is contacted until speech is made.
 */
export function speechFor(keys: ProviderKeys, use: SpeechProviderName | "auto" = "auto"): SpeechProvider {
  const retry = keys.retry ?? {};
  const sarvam = hasKey(keys.sarvam) ? keys.sarvam : undefined;
  const openai = hasKey(keys.openai) ? keys.openai : undefined;
  const makeSarvam = (k: NonNullable<ProviderKeys["sarvam"]>) => sarvamSpeech({ ...retry, apiKey: k.apiKey.trim(), ...(k.baseUrl ? { baseUrl: k.baseUrl } : {}) });
  const makeOpenai = (k: NonNullable<ProviderKeys["openai"]>) =>
    openaiSpeech({ ...retry, apiKey: k.apiKey.trim(), ...(k.baseUrl ? { baseUrl: k.baseUrl } : {}), ...(k.speechModel ? { model: k.speechModel } : {}), ...(k.voices ? { voices: k.voices } : {}) });

  switch (use) {
    case "espeak":
      return espeakSpeech();
    case "flite":
      return fliteSpeech();
    case "sarvam":
      if (!sarvam) throw new ProviderError("Sarvam voices need a Sarvam API key: add one in API Setup.", { role: "speech", service: "sarvam" });
      return makeSarvam(sarvam);
    case "openai":
      if (!openai) throw new ProviderError("OpenAI voices need an OpenAI API key: add one in API Setup.", { role: "speech", service: "openai" });
      return makeOpenai(openai);
    case "bhashini": {
      const b = keys.bhashini;
      if (!b || [b.userId, b.ulcaApiKey, b.pipelineId].some((v) => v.trim() === "")) {
        throw new ProviderError("Bhashini is not configured on this server (the operator sets its user ID, ULCA API key and pipeline ID).", { role: "speech", service: "bhashini" });
      }
      return bhashiniSpeech({ ...retry, ...b });
    }
    case "auto":
      if (sarvam) return makeSarvam(sarvam);
      if (openai) return makeOpenai(openai);
      return offlineSpeech();
  }
}
