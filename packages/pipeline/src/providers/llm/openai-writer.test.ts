import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { openaiWriter } from "./openai-writer.js";
import { providerFailure } from "../../test-support/llm/provider-failure.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { startFakeLlmServer } from "../../test-support/llm/fake-llm-server.js";
import { goodAnswerText, goodSections, PLAN } from "../../test-support/llm/script-plan-fixture.js";
import { chatCompletion, openaiError } from "../../test-support/llm/wire-answers.js";

const KEY = "sk-proj-FAKEopenaikey0123456789";
const { fake, waits, sleep } = fakeServerSuite(startFakeLlmServer);

const writer = (over: Partial<Parameters<typeof openaiWriter>[0]> = {}) =>
  openaiWriter({
    apiKey: KEY,
    baseUrl: fake.baseUrl,
    model: "gpt-4o-mini",
    timeoutMs: 2_000,
    sleep,
    random: () => 0.5,
    ...over,
  });

const failure = (promise: Promise<unknown>) => providerFailure(promise, KEY);

// Strict mode: every object closed and every property required, recursively.
type Strict = { type: string; properties?: Record<string, Strict>; required?: string[]; additionalProperties?: boolean; items?: Strict; enum?: string[] };
const StrictSchema: z.ZodType<Strict> = z.lazy(() =>
  z.object({
    type: z.string(),
    properties: z.record(z.string(), StrictSchema).optional(),
    required: z.array(z.string()).optional(),
    additionalProperties: z.boolean().optional(),
    items: StrictSchema.optional(),
    enum: z.array(z.string()).optional(),
  }),
);
function expectStrict(schema: Strict): void {
  if (schema.type === "object") {
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(Object.keys(schema.properties ?? {}));
    for (const child of Object.values(schema.properties ?? {})) expectStrict(child);
  }
  if (schema.items) expectStrict(schema.items);
}

const ChatRequest = z.object({
  model: z.string(),
  messages: z.tuple([z.object({ role: z.literal("system"), content: z.string() }), z.object({ role: z.literal("user"), content: z.string() })]),
  response_format: z.object({ type: z.literal("json_schema"), json_schema: z.object({ name: z.string(), strict: z.literal(true), schema: StrictSchema }) }).optional(),
});

describe("openaiWriter against a fake chat completions endpoint", () => {
  it("sends the plan with a strict JSON schema and reads a full chat.completion", async () => {
    fake.queue({ status: 200, body: chatCompletion(goodAnswerText()) });
    const written = await writer()(PLAN);

    const req = fake.requests[0];
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/v1/chat/completions");
    expect(req?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = ChatRequest.parse(req?.json);
    expect(body.model).toBe("gpt-4o-mini");
    expect(body).not.toHaveProperty("temperature");
    const format = body.response_format;
    expect(format?.json_schema.name).toMatch(/^[a-z_]+$/);
    expectStrict(format?.json_schema.schema ?? { type: "missing" });
    expect(format?.json_schema.schema.properties?.sections?.items?.properties?.key?.enum).toEqual(["opening", "method_and_results", "conclusion"]);

    const [system, user] = body.messages;
    expect(system.content).toMatch(/spoken prose/i);
    expect(system.content).toContain('The first section ("opening") opens the talk');
    for (const s of PLAN.sections) {
      expect(user.content).toContain(`key: ${s.key}`);
      expect(user.content).toContain(`title: ${s.title}`);
    }
    expect(written.conclusion).toEqual({ script: goodSections()[2]?.script, bullet_points: goodSections()[2]?.bullet_points });
  });

  it("accepts fenced JSON from a self-hosted server that ignored the schema", async () => {
    const content = `Sure! Here is the script:\n\n\`\`\`json\n${JSON.stringify({ sections: goodSections() }, null, 2)}\n\`\`\`\n`;
    fake.queue({ status: 200, body: chatCompletion(content) });
    const written = await writer({ baseUrl: `${fake.baseUrl}/v1`, apiKey: "", model: "llama3.1:8b" })(PLAN);
    expect(Object.keys(written)).toEqual(["opening", "method_and_results", "conclusion"]);
    expect(fake.requests[0]?.path).toBe("/v1/chat/completions");
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("asks again without a schema when the server rejects response_format", async () => {
    fake.queue(
      { status: 400, body: openaiError("Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", "invalid_request_error", null) },
      { status: 200, body: chatCompletion(goodAnswerText()) },
    );
    await writer()(PLAN);
    expect(fake.requests).toHaveLength(2);
    expect(ChatRequest.parse(fake.requests[0]?.json).response_format).toBeDefined();
    expect(ChatRequest.parse(fake.requests[1]?.json).response_format).toBeUndefined();
  });

  it("treats finish_reason length as invalid output: one retry, then a ProviderError", async () => {
    const cut = goodAnswerText().slice(0, 300);
    fake.queue({ status: 200, body: chatCompletion(cut, "length") }, { status: 200, body: chatCompletion(cut, "length") });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(2);
    const host = new URL(fake.baseUrl).host;
    expect(err.message).toBe(`The OpenAI-compatible server at ${host} returned an unusable script twice (the answer was cut off at the output token limit). Try again, or use the local writer.`);
    expect([err.role, err.service]).toEqual(["writer", "openai"]);
  });

  it("retries a 429 rate limit after Retry-After", async () => {
    fake.queue(
      { status: 429, headers: { "retry-after": "2" }, body: openaiError("Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3.", "requests", "rate_limit_exceeded") },
      { status: 200, body: chatCompletion(goodAnswerText()) },
    );
    await writer()(PLAN);
    expect(waits).toEqual([2_000]);
  });

  it("does not wait for a Retry-After longer than a minute", async () => {
    fake.queue({ status: 429, headers: { "retry-after": "3600" }, body: openaiError("Rate limit reached.", "requests", "rate_limit_exceeded") });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(err).toMatchObject({ status: 429, retryable: true });
  });

  it("does not retry insufficient_quota and names the billing problem", async () => {
    fake.queue({ status: 429, body: openaiError("You exceeded your current quota, please check your plan and billing details.", "insufficient_quota", "insufficient_quota") });
    const err = await failure(writer({ baseUrl: fake.baseUrl })(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.message).toMatch(/has no quota left \(429\)/);
  });

  it("retries 502 and 503", async () => {
    fake.queue({ status: 502, body: "<html>Bad Gateway</html>" }, { status: 503, body: openaiError("The server is overloaded.", "server_error", null) }, { status: 200, body: chatCompletion(goodAnswerText()) });
    await writer()(PLAN);
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([750, 1_500]);
  });

  it("does not retry 401 and tells the user to check the key, without repeating it", async () => {
    fake.queue({ status: 401, body: openaiError(`Incorrect API key provided: ${KEY}. You can find your API key at https://platform.openai.com/account/api-keys.`, "invalid_request_error", "invalid_api_key") });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.message).toMatch(/^The key for the OpenAI-compatible server at 127\.0\.0\.1:\d+ was rejected \(401\)\. Check it in API Setup\.$/);
  });

  it("reads vLLM's top-level error and names a missing model", async () => {
    fake.queue({ status: 404, body: { object: "error", message: "The model `qwen-x` does not exist.", type: "NotFoundError", param: null, code: 404 } });
    const err = await failure(writer({ model: "qwen-x" })(PLAN));
    expect(err.message).toBe("The model qwen-x is not available for this key. Choose another model in API Setup.");
  });

  it("says the base URL is wrong when the endpoint does not exist", async () => {
    fake.queue({ status: 404, body: "404 page not found" });
    const err = await failure(writer()(PLAN));
    expect(err.message).toMatch(/has no chat completions endpoint \(404\)\. Check the base URL/);
  });

  it("reports a refusal without retrying", async () => {
    fake.queue({ status: 200, body: chatCompletion(null, "stop", { refusal: "I'm sorry, I can't help with that." }) });
    const err = await failure(writer()(PLAN));
    expect(fake.requests).toHaveLength(1);
    expect(err.message).toMatch(/declined to write this: I'm sorry/);
  });

  it("treats a schema-less answer with markup as invalid and accepts the clean retry", async () => {
    const dirty = goodSections().map((s) => (s.key === "method_and_results" ? { ...s, script: "The cost is $O(n^2)$ as shown in \\cite{vaswani}." } : s));
    fake.queue({ status: 200, body: chatCompletion(JSON.stringify({ sections: dirty })) }, { status: 200, body: chatCompletion(goodAnswerText()) });
    const written = await writer()(PLAN);
    expect(written.method_and_results?.script).toBe(goodSections()[1]?.script);
    expect(ChatRequest.parse(fake.requests[1]?.json).messages[1].content).toContain('the narration of "method_and_results" was unusable');
  });

  it("uses the name OpenAI for api.openai.com", async () => {
    const answer = (async () => new Response(JSON.stringify(openaiError("Incorrect API key provided.", "invalid_request_error", "invalid_api_key")), { status: 401 })) as typeof fetch;
    const err = await failure(writer({ baseUrl: "https://api.openai.com", fetchImpl: answer })(PLAN));
    expect(err.message).toBe("The OpenAI key was rejected (401). Check it in API Setup.");
  });

  it("stops at once when the caller aborts", async () => {
    fake.queue("hang");
    const controller = new AbortController();
    const outcome = writer({ timeoutMs: 5_000 })(PLAN, controller.signal).then(
      () => null,
      (err: unknown) => err,
    );
    // Aborted once the request is on the wire (a fixed delay raced the request on a loaded machine).
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort(new Error("user cancelled"));
    expect(String(await outcome)).toContain("user cancelled");
    expect(fake.requests).toHaveLength(1);
  });
});
