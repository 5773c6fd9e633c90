import { accepted, rejected } from "../http/checked.js";
import { trimBaseUrl } from "../http/client-options.js";
import { parseRetryAfter } from "../http/retry-policy.js";
import type { Failure } from "../http/failure.js";
import { callService, type ServiceClientOptions } from "./service-call.js";

import type { SpeechProvider, SpeechRequest } from "./speech-provider.js";
import { openaiNames, readOpenaiError, type OpenaiNames } from "../http/openai-compatible.js";
import { PROVIDER_DEFAULTS } from "../defaults.js";
import { ProviderError } from "../provider-error.js";

export const OPENAI_SPEECH_DEFAULTS = {
  baseUrl: PROVIDER_DEFAULTS.openai.baseUrl,
  model: PROVIDER_DEFAULTS.openai.speechModel,
  voices: PROVIDER_DEFAULTS.openai.voices,
  /** The endpoint takes 4096 characters; a margin for counting differences. */
  maxChars: 4000,
} as const;

export interface OpenAiSpeechOptions extends Omit<ServiceClientOptions, "baseUrl"> {
  baseUrl?: string;
  model?: string;
  /** Voice names for our female (vidya) and male (karun) voices. */
  voices?: { female?: string; male?: string };
  speed?: number;
}

/** OpenAI, Ollama and llama.cpp nest the error under `error`; vLLM puts it at the top level. */

/**
 * OpenAI-compatible /v1/audio/speech (PROVIDERS.md): Bearer key, JSON in, raw audio out. WAV is
 * asked for; a server that answers MP3 anyway still works (the audio stage converts with ffmpeg).
 */
export function openaiSpeech(options: OpenAiSpeechOptions): SpeechProvider {
  const base = trimBaseUrl(options.baseUrl ?? OPENAI_SPEECH_DEFAULTS.baseUrl, "v1");
  const model = options.model?.trim() || OPENAI_SPEECH_DEFAULTS.model;
  const voices = { female: options.voices?.female?.trim() || OPENAI_SPEECH_DEFAULTS.voices.female, male: options.voices?.male?.trim() || OPENAI_SPEECH_DEFAULTS.voices.male };
  const speed = options.speed ?? 1;
  const who = openaiNames(base);
  // Local servers often run without a key.
  const auth: Record<string, string> = options.apiKey === "" ? {} : { authorization: `Bearer ${options.apiKey}` };
  return {
    name: "openai",
    label: `${who.service === "OpenAI" ? "OpenAI" : who.host} ${model}`,
    fingerprint: `openai ${base} ${model} ${voices.female}/${voices.male} speed ${speed}`,
    maxChars: OPENAI_SPEECH_DEFAULTS.maxChars,
    perSentence: false,
    concurrency: 2,
    synthesize(text: string, request: SpeechRequest): Promise<Uint8Array> {
      if (text.length > OPENAI_SPEECH_DEFAULTS.maxChars) throw new Error(`OpenAI speech takes at most ${OPENAI_SPEECH_DEFAULTS.maxChars} characters a request`);
      return callService(
        {
          service: who.service,
          what: "audio",
          secrets: [options.apiKey],
          request: {
            url: `${base}/v1/audio/speech`,
            headers: auth,
            body: { model, input: text, voice: request.voice === "vidya" ? voices.female : voices.male, response_format: "wav", speed },
          },
          read: (bytes, headers) => {
            const type = headers.get("content-type") ?? "";
            if (bytes.length === 0) return rejected("the answer was empty");
            if (/json|text\//i.test(type)) return rejected(`the answer was ${type}, not audio`);
            return accepted(bytes);
          },
          describeFailure: (status, bodyText, headers) => describeFailure(who, model, status, bodyText, headers),
          fail: (message, status, retryable) => new ProviderError(message, { role: "speech", service: "openai", status, retryable }),
        },
        options,
        request.signal,
      );
    },
  };
}

function describeFailure(who: OpenaiNames, model: string, status: number, bodyText: string, headers: Headers): Failure {
  const { said, code } = readOpenaiError(bodyText);
  const retryAfterMs = parseRetryAfter(headers.get("retry-after"));
  const after = retryAfterMs === undefined ? {} : { retryAfterMs };

  if (status === 401 || status === 403 || code === "invalid_api_key") return { message: `${who.key} was rejected (${status}). Check it in API Setup.`, retryable: false };
  if (code === "model_not_found" || (status === 404 && /model/i.test(said))) {
    return { message: `The speech model ${model} is not available for this key. Choose another model in API Setup.`, retryable: false };
  }
  if (status === 404) return { message: `${who.service} has no speech endpoint (/v1/audio/speech, 404). Check the base URL in API Setup.`, retryable: false };
  if (status === 429) {
    if (code === "insufficient_quota") return { message: `${who.key} has no quota left (429). Check the plan and billing for this key.`, retryable: false };
    return { message: `${who.service} is rate limiting this key (429). Wait a minute and try again.`, retryable: true, ...after };
  }
  if (status === 408 || status >= 500) return { message: `${who.service} is unavailable right now (${status}). Try again in a few minutes.`, retryable: true, ...after };
  return { message: `${who.service} rejected the speech request (${status})${said ? `: ${said}` : "."}`, retryable: false };
}
