import { describe, expect, it } from "vitest";
import { geminiBullets, openaiBullets } from "./bullets.js";
import { ProviderError } from "../provider-error.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { startFakeLlmServer } from "../../test-support/llm/fake-llm-server.js";
import { chatCompletion, geminiAnswer } from "../../test-support/llm/wire-answers.js";

const { fake } = fakeServerSuite(startFakeLlmServer);

const options = () => ({ apiKey: "test-key-123456", baseUrl: fake.baseUrl, model: "m-1", timeoutMs: 2_000, sleep: async () => {} });
const TEXT = "Each token attends to a local window and to a few global tokens. This keeps memory linear in the document length.";
const BULLETS = ["Local attention windows", "A few global tokens", "Memory grows linearly with length", "Works on long documents"];

describe("one-section bullets", () => {
  it("asks Gemini with the section title and text and a bullets schema", async () => {
    fake.queue({ status: 200, body: geminiAnswer(JSON.stringify({ bullet_points: BULLETS })) });
    expect(await geminiBullets(options())("Method", TEXT)).toEqual(BULLETS);
    const req = fake.requests[0];
    expect(req?.path).toBe("/v1beta/models/m-1:generateContent");
    expect(req?.headers["x-goog-api-key"]).toBe("test-key-123456");
    expect(req?.json).toMatchObject({
      contents: [{ role: "user", parts: [{ text: expect.stringContaining(`Section title: Method\nSection text:\n"""\n${TEXT}`) }] }],
      generationConfig: { responseSchema: { type: "OBJECT", required: ["bullet_points"], properties: { bullet_points: { type: "ARRAY", minItems: 2, maxItems: 4 } } } },
    });
  });

  it("asks an OpenAI-compatible server with a strict schema and tidies the bullets", async () => {
    const messy = ["- Local attention windows.", "A few global tokens", "A few global tokens", "Memory grows linearly with the length of every single document that is read in", "Works on long documents"];
    fake.queue({ status: 200, body: chatCompletion(JSON.stringify({ bullet_points: messy })) });
    expect(await openaiBullets(options())("Method", TEXT)).toEqual([
      "Local attention windows",
      "A few global tokens",
      "Memory grows linearly with the length of every single document",
      "Works on long documents",
    ]);
    expect(fake.requests[0]?.json).toMatchObject({
      model: "m-1",
      response_format: { type: "json_schema", json_schema: { name: "slide_bullets", strict: true, schema: { type: "object", required: ["bullet_points"], additionalProperties: false } } },
    });
  });

  it("asks once more when too few bullets come back, then fails clearly", async () => {
    fake.queue({ status: 200, body: chatCompletion('{"bullet_points": ["Only one"]}') }, { status: 200, body: chatCompletion('{"bullet_points": ["Still one"]}') });
    const err: unknown = await openaiBullets(options())("Method", TEXT).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(fake.requests).toHaveLength(2);
    expect((err as ProviderError).message).toMatch(/unusable bullet points twice \(the bullets were unusable: only 1 usable bullet points/);
  });
});
