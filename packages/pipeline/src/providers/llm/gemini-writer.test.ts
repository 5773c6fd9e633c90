import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { geminiWriter } from "./gemini-writer.js";
import { abortableSleep } from "../http/retry-policy.js";
import { providerFailure } from "../../test-support/llm/provider-failure.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { startFakeLlmServer } from "../../test-support/llm/fake-llm-server.js";
import { goodAnswerText, goodSections, PLAN } from "../../test-support/llm/script-plan-fixture.js";
import { geminiAnswer, googleError } from "../../test-support/llm/wire-answers.js";

// The default backoff wait, still the real one, watched: what it was asked to wait and how it ended.
vi.mock(import("../http/retry-policy.js"), async (importOriginal) => {
  const real = await importOriginal();
  return { ...real, abortableSleep: vi.fn(real.abortableSleep) };
});

const KEY = "AIzaSyFAKE-gemini-key-0123456789";
const { fake, waits, sleep } = fakeServerSuite(startFakeLlmServer);
beforeEach(() => {
  vi.mocked(abortableSleep).mockClear();
});

/** fetch, keeping the signal each request was sent with. */
function recordingFetch(): { fetchImpl: typeof fetch; signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (init?.signal) signals.push(init.signal);
    return fetch(input, init);
  };
  return { fetchImpl, signals };
}

const writer = (over: Partial<Parameters<typeof geminiWriter>[0]> = {}) =>
  geminiWriter({
    apiKey: KEY,
    baseUrl: fake.baseUrl,
    model: "gemini-2.5-flash",
    timeoutMs: 2_000,
    sleep,
    random: () => 0.5,
    ...over,
  });

const failure = (promise: Promise<unknown>) => providerFailure(promise, KEY);

const GeminiRequest = z.object({
  contents: z.array(z.object({ role: z.literal("user"), parts: z.array(z.object({ text: z.string() })).length(1) })).length(1),
  systemInstruction: z.object({ parts: z.array(z.object({ text: z.string() })).length(1) }),
  generationConfig: z.object({
    responseMimeType: z.literal("application/json"),
    temperature: z.number(),
    responseSchema: z.object({
      type: z.literal("OBJECT"),
      required: z.array(z.string()),
      propertyOrdering: z.array(z.string()),
      properties: z.object({
        sections: z.object({
          type: z.literal("ARRAY"),
          minItems: z.number(),
          maxItems: z.number(),
          items: z.object({
            type: z.literal("OBJECT"),
            required: z.array(z.string()),
            propertyOrdering: z.array(z.string()),
            properties: z.object({
              key: z.object({ type: z.literal("STRING"), format: z.literal("enum"), enum: z.array(z.string()) }),
              script: z.object({ type: z.literal("STRING") }),
              bullet_points: z.object({ type: z.literal("ARRAY"), items: z.object({ type: z.literal("STRING") }), minItems: z.number(), maxItems: z.number() }),
            }),
          }),
        }),
      }),
    }),
  }),
});

describe("geminiWriter against a fake generateContent endpoint", () => {
  it("sends the plan as Gemini expects it and returns narration and bullets per planned section", async () => {
    fake.queue({ status: 200, body: geminiAnswer(goodAnswerText()) });
    const written = await writer()(PLAN);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(req?.headers["x-goog-api-key"]).toBe(KEY);
    expect(req?.headers["content-type"]).toBe("application/json");
    const body = GeminiRequest.parse(req?.json);
    const schema = body.generationConfig.responseSchema;
    expect(schema.required).toEqual(["sections"]);
    expect(schema.properties.sections.minItems).toBe(3);
    expect(schema.properties.sections.items.propertyOrdering).toEqual(["key", "title", "script", "bullet_points"]);
    expect(schema.properties.sections.items.properties.key.enum).toEqual(["opening", "method_and_results", "conclusion"]);
    // Fewer bullets rather than weak ones: English bullets are held to the statement rules instead.
    expect(schema.properties.sections.items.properties.bullet_points).toMatchObject({ minItems: 1, maxItems: 4 });

    const prompt = body.contents[0]?.parts[0]?.text ?? "";
    expect(prompt).toContain("Sparse Attention for Long Documents");
    expect(prompt).toContain("Ada Lovelace");
    expect(prompt).toContain("a tenth of the memory");
    for (const s of PLAN.sections) {
      expect(prompt).toContain(`key: ${s.key}`);
      expect(prompt).toContain(`title: ${s.title}`);
      expect(prompt).toContain(`about ${s.targetWords} words`);
    }
    expect(prompt).toContain("Memory use against document length");
    expect(body.systemInstruction.parts[0]?.text).toContain("English");

    expect(Object.keys(written)).toEqual(["opening", "method_and_results", "conclusion"]);
    expect(written.opening?.script).toBe(goodSections()[0]?.script);
    expect(written.method_and_results?.bullet_points).toEqual(goodSections()[1]?.bullet_points);
    expect(written.method_and_results).not.toHaveProperty("fallback_reason");
    // The model's title names its slide; a section it left untitled keeps the plan's heading.
    expect(written.method_and_results?.title).toBe("Sparse attention matches dense attention");
    expect(written.opening).not.toHaveProperty("title");
  });

  it("tolerates a base URL pasted with /v1beta and a model pasted as models/…", async () => {
    fake.queue({ status: 200, body: geminiAnswer(goodAnswerText()) });
    await writer({ baseUrl: `${fake.baseUrl}/v1beta/`, model: "models/gemini-2.5-pro" })(PLAN);
    expect(fake.requests[0]?.path).toBe("/v1beta/models/gemini-2.5-pro:generateContent");
  });

  it("waits as long as Retry-After says after a 429, then succeeds", async () => {
    fake.queue(
      { status: 429, headers: { "retry-after": "7" }, body: googleError(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota).") },
      { status: 200, body: geminiAnswer(goodAnswerText()) },
    );
    const written = await writer()(PLAN);
    expect(Object.keys(written)).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([7_000]);
  });

  it("reads the wait from Google's RetryInfo when there is no Retry-After header", async () => {
    fake.queue(
      {
        status: 429,
        body: googleError(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota.", [
          { "@type": "type.googleapis.com/google.rpc.QuotaFailure", violations: [{ quotaMetric: "generate_content_free_tier_requests", quotaId: "GenerateRequestsPerMinutePerProjectPerModel-FreeTier" }] },
          { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "12s" },
        ]),
      },
      { status: 200, body: geminiAnswer(goodAnswerText()) },
    );
    await writer()(PLAN);
    expect(waits).toEqual([12_000]);
  });

  it("does not retry a daily quota and says so", async () => {
    fake.queue({
      status: 429,
      body: googleError(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota.", [
        { "@type": "type.googleapis.com/google.rpc.QuotaFailure", violations: [{ quotaId: "GenerateRequestsPerDayPerProjectPerModel-FreeTier" }] },
      ]),
    });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/quota .* used up for today/);
  });

  it("retries 500 and 503 with growing backoff", async () => {
    fake.queue(
      { status: 500, body: googleError(500, "INTERNAL", "An internal error has occurred.") },
      { status: 503, body: googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later.") },
      { status: 200, body: geminiAnswer(goodAnswerText()) },
    );
    await writer({ retryBaseMs: 1_000 })(PLAN);
    expect(fake.requests).toHaveLength(3);
    // random 0.5 → three quarters of base·2^n
    expect(waits).toEqual([750, 1_500]);
  });

  it("gives up after maxRetries server errors with a retryable error", async () => {
    fake.queue(...Array.from({ length: 4 }, () => ({ status: 503, body: googleError(503, "UNAVAILABLE", "The model is overloaded.") })));
    const err = await failure(writer({ maxRetries: 3 })(PLAN));
    expect(fake.requests).toHaveLength(4);
    expect(err).toMatchObject({ role: "writer", service: "gemini", status: 503, retryable: true });
    expect(err.message).toBe("Gemini is unavailable right now (503). Try again in a few minutes.");
  });

  it("retries a dropped connection", async () => {
    fake.queue("drop", { status: 200, body: geminiAnswer(goodAnswerText()) });
    await writer()(PLAN);
    expect(fake.requests).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it("says it could not reach Gemini when nothing listens", async () => {
    const closed = await startFakeLlmServer();
    await closed.close();
    const err = await failure(writer({ baseUrl: closed.baseUrl, maxRetries: 1 })(PLAN));
    expect(waits).toHaveLength(1);
    expect(err.message).toMatch(/^Could not reach Gemini: nothing answered at its address\. Check the base URL/);
    expect(err.message).not.toMatch(/ECONN/);
    expect(err.retryable).toBe(true);
  });

  it("retries a timed-out request once, then reports the timeout", async () => {
    // The server never answers: only the 150 ms per-request timeout can end each request (the default
    // of 90 s would meet the test's timeout first).
    fake.queue("hang", "hang");
    const { fetchImpl, signals } = recordingFetch();
    const err = await failure(writer({ timeoutMs: 150, fetchImpl })(PLAN));
    expect(fake.requests).toHaveLength(2);
    expect(err.message).toMatch(/did not answer within/);
    // Each request was ended by its timeout, and a timeout is retried at once, without a backoff wait.
    expect(signals.map((s) => (s.reason as Error | undefined)?.name)).toEqual(["TimeoutError", "TimeoutError"]);
    expect(waits).toEqual([]);
  });

  it.each([
    [401, "UNAUTHENTICATED", "Request had invalid authentication credentials."],
    [403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers."],
  ])("does not retry %i and tells the user to check the key", async (status, code, message) => {
    fake.queue({ status, body: googleError(status, code, message) });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.message).toBe(`The Gemini key was rejected (${status}). Check it in API Setup.`);
    expect(err).toMatchObject({ status, retryable: false });
  });

  it("maps Google's 400 API_KEY_INVALID to the key message", async () => {
    fake.queue({
      status: 400,
      body: googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", [
        { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" },
      ]),
    });
    const err = await failure(writer()(PLAN));
    expect(err.message).toBe("The Gemini key was rejected (400). Check it in API Setup.");
  });

  it("names the model when it is not available", async () => {
    fake.queue({ status: 404, body: googleError(404, "NOT_FOUND", "models/gemini-x is not found for API version v1beta, or is not supported for generateContent.") });
    const err = await failure(writer({ model: "gemini-x" })(PLAN));
    expect(err.message).toBe("The model gemini-x is not available for this key. Choose another model in API Setup.");
  });

  it("never repeats the key, even when the provider echoes it", async () => {
    fake.queue({ status: 400, body: googleError(400, "INVALID_ARGUMENT", `Invalid value for key ${KEY} in request.`) });
    const err = await failure(writer()(PLAN));
    expect(err.message).toContain("[key]");
  });

  it("asks once more after invalid JSON, then fails with a ProviderError", async () => {
    fake.queue({ status: 200, body: geminiAnswer('{"sections": [{"key": "opening", "scr') }, { status: 200, body: geminiAnswer("not json at all") });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(2);
    expect(err.message).toMatch(/^Gemini returned an unusable script twice \(the answer was not valid JSON\)/);
    // The second request says why the first answer was refused.
    const second = GeminiRequest.parse(fake.requests[1]?.json);
    expect(second.contents[0]?.parts[0]?.text).toContain("A previous answer was rejected because the answer was not valid JSON");
  });

  it("treats a missing section as invalid and accepts the corrected answer", async () => {
    const partial = JSON.stringify({ sections: goodSections().slice(0, 2) });
    fake.queue({ status: 200, body: geminiAnswer(partial) }, { status: 200, body: geminiAnswer(goodAnswerText()) });
    const written = await writer()(PLAN);
    expect(Object.keys(written)).toEqual(["opening", "method_and_results", "conclusion"]);
    expect(fake.requests[1]?.text).toContain('section \\"conclusion\\" was missing');
  });

  it("treats MAX_TOKENS as invalid output even when the text parses", async () => {
    fake.queue({ status: 200, body: geminiAnswer(goodAnswerText(), "MAX_TOKENS") }, { status: 200, body: geminiAnswer(goodAnswerText(), "MAX_TOKENS") });
    const err = await failure(writer()(PLAN));
    expect(err.message).toMatch(/cut off at the output token limit/);
  });

  it("reports a blocked prompt without retrying", async () => {
    fake.queue({ status: 200, body: { promptFeedback: { blockReason: "SAFETY", safetyRatings: [] }, usageMetadata: { promptTokenCount: 1843, totalTokenCount: 1843 } } });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.message).toMatch(/^Gemini blocked this request \(SAFETY\)/);
    expect(err.retryable).toBe(false);
  });

  it("reports a candidate stopped for safety without retrying", async () => {
    fake.queue({ status: 200, body: geminiAnswer("", "SAFETY") });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.message).toMatch(/safety reasons \(SAFETY\)/);
  });

  it("skips thought parts of a thinking model", async () => {
    const body = geminiAnswer(goodAnswerText()) as { candidates: { content: { parts: unknown[] } }[] };
    body.candidates[0]?.content.parts.unshift({ text: "Let me plan the talk first.", thought: true });
    fake.queue({ status: 200, body });
    expect(Object.keys(await writer()(PLAN))).toHaveLength(3);
  });

  it("stops at once when the caller aborts a request in flight", async () => {
    fake.queue("hang");
    const controller = new AbortController();
    const { fetchImpl, signals } = recordingFetch();
    const written = writer({ timeoutMs: 5_000, fetchImpl })(PLAN, controller.signal);
    // Abort once the request is at the server (not after a guessed delay).
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    // The request in flight is cancelled there and then, not left to run into its 5 s timeout.
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect((signals[0]?.reason as Error | undefined)?.name).toBe("AbortError");
    await expect(written).rejects.toMatchObject({ name: "AbortError" });
    expect(fake.requests).toHaveLength(1);
  });

  it("stops during a backoff wait when the caller aborts", async () => {
    fake.queue({ status: 503, body: googleError(503, "UNAVAILABLE", "overloaded") });
    const controller = new AbortController();
    // The default wait (abortableSleep), for real: 7.5 s here if the abort did not cut it short.
    const w = writer({ sleep: undefined, retryBaseMs: 10_000 });
    const written = w(PLAN, controller.signal);
    await vi.waitFor(() => expect(abortableSleep).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(written).rejects.toMatchObject({ name: "AbortError" });
    expect(abortableSleep).toHaveBeenCalledWith(7_500, controller.signal);
    // The wait itself ended with the abort rather than running its course.
    expect(vi.mocked(abortableSleep).mock.settledResults[0]).toMatchObject({ type: "rejected", value: { name: "AbortError" } });
    expect(fake.requests).toHaveLength(1);
  });

  it("makes no request for an empty plan", async () => {
    expect(await writer()({ ...PLAN, sections: [] })).toEqual({});
    expect(fake.requests).toHaveLength(0);
  });
});
