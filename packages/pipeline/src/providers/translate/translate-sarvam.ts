import { LANGUAGES } from "@lectern/contract";
import { z } from "zod";
import { chunkText } from "../../audio/chunk-text.js";
import { mapLimit } from "../../audio/map-limit.js";
import { accepted, rejected } from "../http/checked.js";
import { trimBaseUrl } from "../http/client-options.js";
import { PROVIDER_DEFAULTS } from "../defaults.js";
import { describeSarvamFailure } from "../speech/sarvam-failure.js";
import { callService, jsonOf, type ServiceClientOptions } from "../speech/service-call.js";

import type { TranslateRequest, Translator } from "./translator.js";
import { ProviderError } from "../provider-error.js";

/** mayura:v1 takes 1000 characters a request, detects the source ("auto") and has a code-mixed mode. */
export const SARVAM_TRANSLATE = { model: "mayura:v1", maxChars: 1000 } as const;
/** Requests in flight at once: enough to hide latency, few enough not to trip the rate limit. */
const CONCURRENCY = 3;

const TranslateAnswer = z.object({ translated_text: z.string(), request_id: z.string().nullable().optional(), source_language_code: z.string().optional() });

export interface SarvamTranslateOptions extends Omit<ServiceClientOptions, "baseUrl"> {
  baseUrl?: string;
}

/** The Sarvam code of a source language, or "auto" for a language Sarvam does not list. */
function sourceCode(from: string): string {
  return LANGUAGES.find((l) => l.code === from)?.sarvam ?? "auto";
}

/**
 * Sarvam translate (PROVIDERS.md). Hindi uses the code-mixed mode, Sarvam's own Hinglish, which
 * keeps English technical words; the other languages use the formal register of a lecture.
 */
export function sarvamTranslator(options: SarvamTranslateOptions): Translator {
  const base = trimBaseUrl(options.baseUrl ?? PROVIDER_DEFAULTS.sarvam.baseUrl, "v1");
  const translateOne = (input: string, request: TranslateRequest) =>
    callService(
      {
        service: "Sarvam",
        what: "translation",
        secrets: [options.apiKey],
        request: {
          url: `${base}/translate`,
          headers: { "api-subscription-key": options.apiKey },
          body: {
            input,
            source_language_code: sourceCode(request.from),
            target_language_code: request.to.sarvam,
            model: SARVAM_TRANSLATE.model,
            mode: request.to.code === "hi" ? "code-mixed" : "formal",
            numerals_format: "international",
          },
        },
        read: (bytes) => {
          const parsed = TranslateAnswer.safeParse(jsonOf(bytes));
          if (!parsed.success) return rejected("the answer had no translated_text");
          return parsed.data.translated_text.trim() === "" ? rejected("the translation was empty") : accepted(parsed.data.translated_text.trim());
        },
        describeFailure: describeSarvamFailure,
        fail: (message, status, retryable) => new ProviderError(message, { role: "translation", service: "sarvam", status, retryable }),
      },
      options,
      request.signal,
    );

  return {
    name: "sarvam",
    label: `Sarvam ${SARVAM_TRANSLATE.model}`,
    maxChars: SARVAM_TRANSLATE.maxChars,
    async translate(texts, request) {
      // Every text becomes request-sized pieces; all pieces of all texts share one request pool.
      const pieces = texts.map((t) => chunkText(t, SARVAM_TRANSLATE.maxChars));
      const flat = pieces.flatMap((p, text) => p.map((piece) => ({ text, piece })));
      const done = await mapLimit(flat, CONCURRENCY, (p) => translateOne(p.piece, request));
      return texts.map((_, text) => done.filter((_, i) => flat[i]?.text === text).join(" "));
    },
  };
}
