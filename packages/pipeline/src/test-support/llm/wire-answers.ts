// Test support: answers shaped like the real services' (PROVIDERS.md), complete with the fields we ignore.

/** A full generateContent answer carrying `text` as the JSON answer. */
export function geminiAnswer(text: string, finishReason = "STOP"): unknown {
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: "model" },
        finishReason,
        index: 0,
        safetyRatings: [
          { category: "HARM_CATEGORY_HATE_SPEECH", probability: "NEGLIGIBLE" },
          { category: "HARM_CATEGORY_DANGEROUS_CONTENT", probability: "NEGLIGIBLE" },
        ],
      },
    ],
    usageMetadata: { promptTokenCount: 1843, candidatesTokenCount: 412, totalTokenCount: 2797, thoughtsTokenCount: 542 },
    modelVersion: "gemini-2.5-flash",
    responseId: "mF8vaK2pLI2Wz7IPq9WrgQs",
  };
}

/** Google's error envelope. */
export function googleError(code: number, status: string, message: string, details: unknown[] = []): unknown {
  return { error: { code, message, status, details } };
}

/** A full chat.completion object carrying `content`. */
export function chatCompletion(content: string | null, finishReason = "stop", extra: Record<string, unknown> = {}): unknown {
  return {
    id: "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG",
    object: "chat.completion",
    created: 1741570283,
    model: "gpt-4o-mini-2024-07-18",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null, annotations: [], ...extra },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 1117, completion_tokens: 446, total_tokens: 1563, prompt_tokens_details: { cached_tokens: 0 }, completion_tokens_details: { reasoning_tokens: 0 } },
    service_tier: "default",
    system_fingerprint: "fp_06737a9306",
  };
}

/** OpenAI's error envelope. */
export function openaiError(message: string, type: string, code: string | null): unknown {
  return { error: { message, type, param: null, code } };
}
