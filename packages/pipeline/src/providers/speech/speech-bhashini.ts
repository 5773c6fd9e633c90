import { z } from "zod";
import type { Language } from "@lectern/contract";
import { accepted, rejected, type Checked } from "../http/checked.js";
import { parseRetryAfter } from "../http/retry-policy.js";
import type { Failure } from "../http/failure.js";
import { NARRATION_SAMPLE_RATE } from "../../audio/wav.js";
import { PROVIDER_DEFAULTS } from "../defaults.js";
import { callService, jsonOf, type RetryOptions } from "./service-call.js";

import type { SpeechProvider, SpeechRequest } from "./speech-provider.js";
import { ProviderError } from "../provider-error.js";

/** Kept as a name of its own: callers of the package import it. */
export const BHASHINI_DEFAULT_CONFIG_URL = PROVIDER_DEFAULTS.bhashini.configUrl;

/** Operator configuration (environment of the server), not a user's key. */
export interface BhashiniConfig extends RetryOptions {
  configUrl?: string;
  userId: string;
  ulcaApiKey: string;
  pipelineId: string;
}

/** Step 1's answer, as far as we read it: where to send text and with which service. */
const PipelineConfig = z.object({
  pipelineResponseConfig: z.array(
    z.object({
      taskType: z.string(),
      config: z.array(z.object({ serviceId: z.string().min(1), language: z.object({ sourceLanguage: z.string() }) })),
    }),
  ),
  pipelineInferenceAPIEndPoint: z.object({
    callbackUrl: z.url({ protocol: /^https?$/ }),
    inferenceApiKey: z.object({ name: z.string().min(1), value: z.string().min(1) }),
  }),
});

/** Step 2's answer: pipelineResponse[0].audio[0].audioContent, a base64 WAV. */
const InferenceAnswer = z.object({
  pipelineResponse: z.array(z.object({ audio: z.array(z.object({ audioContent: z.string().min(1) })).min(1) })).min(1),
});

interface Endpoint {
  url: string;
  header: { name: string; value: string };
  serviceId: string;
}

/**
 * Bhashini text to speech: the pipeline config call names the inference endpoint, its key and
 * the service for the language; the inference call returns the audio. The endpoint is asked for
 * once per language and remembered for this provider's lifetime (one audio generation).
 */
export function bhashiniSpeech(config: BhashiniConfig): SpeechProvider {
  const endpoints = new Map<string, Promise<Endpoint>>();
  const endpointFor = (language: Language, signal?: AbortSignal) => {
    let found = endpoints.get(language.code);
    if (!found) {
      found = lookUpEndpoint(config, language, signal);
      // A failed look-up is not remembered: the next request may succeed.
      found.catch(() => endpoints.delete(language.code));
      endpoints.set(language.code, found);
    }
    return found;
  };
  return {
    name: "bhashini",
    label: "Bhashini",
    fingerprint: `bhashini ${config.pipelineId}`,
    // No documented limit; a few sentences a request keep each one well inside the timeout.
    maxChars: 500,
    perSentence: false,
    concurrency: 2,
    async synthesize(text: string, request: SpeechRequest): Promise<Uint8Array> {
      const endpoint = await endpointFor(request.language, request.signal);
      return callService(
        {
          service: "Bhashini",
          what: "audio",
          secrets: [config.ulcaApiKey, endpoint.header.value],
          request: {
            url: endpoint.url,
            headers: { [endpoint.header.name]: endpoint.header.value },
            body: {
              pipelineTasks: [
                {
                  taskType: "tts",
                  config: { language: { sourceLanguage: request.language.code }, serviceId: endpoint.serviceId, gender: request.voice === "vidya" ? "female" : "male", samplingRate: NARRATION_SAMPLE_RATE },
                },
              ],
              inputData: { input: [{ source: text }] },
            },
          },
          read: readAudio,
          describeFailure: (status, bodyText, headers) => describeFailure("inference", status, bodyText, headers),
          fail: (message, status, retryable) => new ProviderError(message, { role: "speech", service: "bhashini", status, retryable }),
        },
        config,
        request.signal,
      );
    },
  };
}

async function lookUpEndpoint(config: BhashiniConfig, language: Language, signal?: AbortSignal): Promise<Endpoint> {
  const answer = await callService(
    {
      service: "Bhashini",
      what: "pipeline configuration",
      secrets: [config.ulcaApiKey],
      request: {
        url: config.configUrl ?? BHASHINI_DEFAULT_CONFIG_URL,
        headers: { userID: config.userId, ulcaApiKey: config.ulcaApiKey },
        body: {
          pipelineTasks: [{ taskType: "tts", config: { language: { sourceLanguage: language.code } } }],
          pipelineRequestConfig: { pipelineId: config.pipelineId },
        },
      },
      read: (bytes): Checked<z.infer<typeof PipelineConfig>> => {
        const parsed = PipelineConfig.safeParse(jsonOf(bytes));
        return parsed.success ? accepted(parsed.data) : rejected("the pipeline configuration had an unexpected shape");
      },
      describeFailure: (status, bodyText, headers) => describeFailure("config", status, bodyText, headers),
      fail: (message, status, retryable) => new ProviderError(message, { role: "speech", service: "bhashini", status, retryable }),
    },
    config,
    signal,
  );
  const service = answer.pipelineResponseConfig
    .filter((t) => t.taskType === "tts")
    .flatMap((t) => t.config)
    .find((c) => c.language.sourceLanguage === language.code);
  if (!service) throw new ProviderError(`Bhashini has no ${language.name} voice in the configured pipeline.`, { role: "speech", service: "bhashini" });
  const { callbackUrl, inferenceApiKey } = answer.pipelineInferenceAPIEndPoint;
  return { url: callbackUrl, header: inferenceApiKey, serviceId: service.serviceId };
}

function readAudio(bytes: Buffer): Checked<Uint8Array> {
  const parsed = InferenceAnswer.safeParse(jsonOf(bytes));
  const content = parsed.data?.pipelineResponse[0]?.audio[0]?.audioContent;
  if (content === undefined) return rejected("the answer had no audio");
  const audio = Buffer.from(content, "base64");
  return audio.length > 0 ? accepted(audio) : rejected("the audio was empty");
}

function describeFailure(step: "config" | "inference", status: number, bodyText: string, headers: Headers): Failure {
  const said = bodyText.replace(/\s+/g, " ").slice(0, 200);
  const retryAfterMs = parseRetryAfter(headers.get("retry-after"));
  const after = retryAfterMs === undefined ? {} : { retryAfterMs };
  if (status === 401 || status === 403) {
    return step === "config"
      ? { message: `Bhashini rejected the server's credentials (${status}). The operator should check the Bhashini user ID and ULCA API key.`, retryable: false }
      : { message: `Bhashini rejected the inference key it issued (${status}). Try again; if it persists, the operator should check the pipeline ID.`, retryable: false };
  }
  if (status === 429) return { message: "Bhashini is rate limiting this server (429). Wait a minute and try again.", retryable: true, ...after };
  if (status === 408 || status >= 500) return { message: `Bhashini is unavailable right now (${status}). Try again in a few minutes.`, retryable: true, ...after };
  return { message: `Bhashini rejected the request (${status})${said ? `: ${said}` : "."}`, retryable: false };
}
