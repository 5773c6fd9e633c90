import { z } from "zod";
import { accepted, rejected, type Checked } from "../http/checked.js";
import { trimBaseUrl } from "../http/client-options.js";
import { NARRATION_SAMPLE_RATE, parseWav, wavFile, type WavInfo } from "../../audio/wav.js";
import { PROVIDER_DEFAULTS } from "../defaults.js";
import { describeSarvamFailure } from "./sarvam-failure.js";
import { callService, jsonOf, type ServiceClientOptions } from "./service-call.js";

import type { SpeechProvider, SpeechRequest } from "./speech-provider.js";
import { ProviderError } from "../provider-error.js";

/** The model (bulbul:v2, with the speakers vidya and karun) takes 1500 characters a request. */
export const SARVAM_TTS = { model: PROVIDER_DEFAULTS.sarvam.speechModel, maxChars: 1500 } as const;

/** The answer: {request_id, audios: [base64 WAV, ...]}. */
const TtsAnswer = z.object({ request_id: z.string().nullable().optional(), audios: z.array(z.string()).min(1) });

export interface SarvamSpeechOptions extends Omit<ServiceClientOptions, "baseUrl"> {
  baseUrl?: string;
  /** 0.3–3.0; 1 is the speaker's natural pace. */
  pace?: number;
}

/** Sarvam Bulbul text to speech (PROVIDERS.md); our voice keys are its speaker names. */
export function sarvamSpeech(options: SarvamSpeechOptions): SpeechProvider {
  const base = trimBaseUrl(options.baseUrl ?? PROVIDER_DEFAULTS.sarvam.baseUrl, "v1");
  const pace = options.pace ?? 1;
  return {
    name: "sarvam",
    label: `Sarvam ${SARVAM_TTS.model}`,
    fingerprint: `sarvam ${SARVAM_TTS.model} pace ${pace}`,
    maxChars: SARVAM_TTS.maxChars,
    perSentence: false,
    concurrency: 2,
    async synthesize(text: string, request: SpeechRequest): Promise<Uint8Array> {
      if (text.length > SARVAM_TTS.maxChars) throw new Error(`Sarvam text-to-speech takes at most ${SARVAM_TTS.maxChars} characters a request`);
      const clips = await callService(
        {
          service: "Sarvam",
          what: "audio",
          secrets: [options.apiKey],
          request: {
            url: `${base}/text-to-speech`,
            headers: { "api-subscription-key": options.apiKey },
            body: {
              text,
              target_language_code: request.language.sarvam,
              model: SARVAM_TTS.model,
              speaker: request.voice,
              pace,
              pitch: 0,
              loudness: 1,
              speech_sample_rate: NARRATION_SAMPLE_RATE,
              enable_preprocessing: true,
            },
          },
          read: readAudios,
          describeFailure: describeSarvamFailure,
          fail: (message, status, retryable) => new ProviderError(message, { role: "speech", service: "sarvam", status, retryable }),
        },
        options,
        request.signal,
      );
      return joinWavs(clips);
    },
  };
}

function readAudios(bytes: Buffer): Checked<Buffer[]> {
  const parsed = TtsAnswer.safeParse(jsonOf(bytes));
  if (!parsed.success) return rejected("the response had no audios");
  const clips = parsed.data.audios.map((a) => Buffer.from(a, "base64"));
  if (clips.some((c) => parseWav(c) === undefined)) return rejected("an audio was not a WAV");
  return accepted(clips);
}

/**
 * Sarvam may answer one request with several clips; they are one utterance, so their samples are
 * joined in order into one WAV. Clips in different formats are refused rather than garbled.
 */
function joinWavs(clips: Buffer[]): Uint8Array {
  const [first, ...rest] = clips;
  if (!first) throw new ProviderError("Sarvam returned no audio.", { role: "speech", service: "sarvam" });
  if (rest.length === 0) return first;
  const infos = clips.map((c) => parseWav(c));
  const head = infos[0];
  const same = (i: WavInfo | undefined): i is WavInfo =>
    i !== undefined && head !== undefined && i.format === 1 && i.sampleRate === head.sampleRate && i.channels === head.channels && i.bitsPerSample === head.bitsPerSample;
  if (!head || !infos.every(same)) throw new ProviderError("Sarvam returned audio clips in different formats; please try again.", { role: "speech", service: "sarvam", retryable: true });
  return wavFile(Buffer.concat(infos.map((i) => i.data)), head.sampleRate, head.channels, head.bitsPerSample);
}
