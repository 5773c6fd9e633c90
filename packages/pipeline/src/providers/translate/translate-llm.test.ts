import { languageByName } from "@lectern/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { chatCompletion, geminiAnswer } from "../../test-support/llm/wire-answers.js";
import { fakeTranslate } from "../../test-support/speech/fake-translation.js";
import { startFakeSpeechServer } from "../../test-support/speech/fake-speech-server.js";
import { geminiTranslateHandler, itemsOf, openaiTranslateHandler, systemText, userText } from "../../test-support/speech/llm-translate-fake.js";
import { failureOf } from "../../test-support/speech/speech-failure.js";
import { geminiTranslator, LLM_TRANSLATE_MAX_CHARS, openaiTranslator } from "./translate-llm.js";
import { ProviderError } from "../provider-error.js";

const GEMINI_KEY = "AIzaFAKEgeminikey0123456789";
const OPENAI_KEY = "sk-proj-FAKEtranslate0123456789";
const { fake: gemini } = fakeServerSuite(() => startFakeSpeechServer(geminiTranslateHandler(GEMINI_KEY, "hi")));
const { fake: openai } = fakeServerSuite(() => startFakeSpeechServer(openaiTranslateHandler(OPENAI_KEY, "te")));
const options = { timeoutMs: 2_000, sleep: async () => undefined, random: () => 0.5 };

beforeEach(() => gemini.handle(geminiTranslateHandler(GEMINI_KEY, "hi")));

const hindi = languageByName("Hindi");
const telugu = languageByName("Telugu");
const geminiT = (apiKey = GEMINI_KEY) => geminiTranslator({ ...options, apiKey, baseUrl: gemini.baseUrl, model: "gemini-2.5-flash" });
const openaiT = () => openaiTranslator({ ...options, apiKey: OPENAI_KEY, baseUrl: openai.baseUrl, model: "gpt-4o-mini" });
const paragraph = (i: number) => Array.from({ length: 4 }, (_, j) => `Item ${i} sentence ${j} describes the sparse attention pattern in detail.`).join(" ");

describe("geminiTranslator", () => {
  it("asks for Hinglish that keeps technical terms in English, with a schema of exactly n translations", async () => {
    const out = await geminiT().translate(["Sparse attention.", "It uses BERT."], { from: "en", to: hindi });
    expect(out).toEqual([fakeTranslate("Sparse attention.", "hi"), fakeTranslate("It uses BERT.", "hi")]);
    const req = gemini.requests[0];
    expect(req?.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(req?.headers["x-goog-api-key"]).toBe(GEMINI_KEY);
    expect(req ? systemText(req) : "").toMatch(/Hinglish/);
    expect(req ? systemText(req) : "").toMatch(/technical terms.*English/);
    expect(req?.json).toMatchObject({ generationConfig: { responseSchema: { properties: { translations: { type: "ARRAY", minItems: 2, maxItems: 2 } } } } });
  });

  it("carries formula markers through and asks the model to copy each one", async () => {
    const out = await geminiT().translate(["We need ⟦1⟧ draws, so ⟦2⟧ is stable."], { from: "en", to: hindi });
    expect(out).toEqual([fakeTranslate("We need ⟦1⟧ draws, so ⟦2⟧ is stable.", "hi")]);
    expect(out[0]).toMatch(/⟦1⟧.*⟦2⟧/);
    const req = gemini.requests[0];
    expect(req ? systemText(req) : "").toMatch(/⟦1⟧ stand for formulas: copy each marker exactly, once/);
  });

  it("batches many texts into requests under the character limit, keeping order", async () => {
    const texts = Array.from({ length: 30 }, (_, i) => paragraph(i));
    const total = texts.join("").length;
    expect(total).toBeGreaterThan(2 * LLM_TRANSLATE_MAX_CHARS);
    const out = await geminiT().translate(texts, { from: "en", to: hindi });
    expect(gemini.requests.length).toBeGreaterThanOrEqual(3);
    for (const req of gemini.requests) expect(itemsOf(req).join("").length).toBeLessThanOrEqual(LLM_TRANSLATE_MAX_CHARS);
    expect(gemini.requests.flatMap(itemsOf)).toEqual(texts);
    expect(out).toEqual(texts.map((t) => fakeTranslate(t, "hi")));
  });

  it("splits one text longer than the limit at sentence boundaries and joins it back", async () => {
    const long = Array.from({ length: 20 }, (_, i) => paragraph(i)).join(" ");
    expect(long.length).toBeGreaterThan(LLM_TRANSLATE_MAX_CHARS);
    const [out] = await geminiT().translate([long], { from: "en", to: hindi });
    const pieces = gemini.requests.flatMap(itemsOf);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p).toMatch(/^Item \d+ sentence \d+ .*\.$/);
    expect(out).toBe(fakeTranslate(long, "hi"));
  });

  it("asks again when the count is wrong or the text is not in the target script, then gives up", async () => {
    const texts = Array.from({ length: 3 }, (_, i) => paragraph(i));
    gemini.queue({ status: 200, body: geminiAnswer(JSON.stringify({ translations: ["only one"] })) });
    await geminiT().translate(texts, { from: "en", to: hindi });
    expect(gemini.requests).toHaveLength(2);
    const retry = gemini.requests[1];
    expect(retry && userText(retry)).toMatch(/rejected because it had 1 translations for 3 items/);

    gemini.requests.length = 0;
    const echo = { status: 200, body: geminiAnswer(JSON.stringify({ translations: texts })) };
    gemini.queue(echo, echo);
    const err = await failureOf(geminiT().translate(texts, { from: "en", to: hindi }), ProviderError, [GEMINI_KEY]);
    expect(err.message).toMatch(/unusable translation twice \(the translations were not written in Hindi \(Devanagari script\)\)\. Try again, or use another translation provider\.$/);
    expect([err.role, err.service]).toEqual(["translation", "gemini"]);
  });

  it("reports a rejected key as a ProviderError", async () => {
    const err = await failureOf(geminiT("AIzaWRONGkey000000").translate(["Hello there."], { from: "en", to: hindi }), ProviderError, ["AIzaWRONGkey000000"]);
    expect(err.message).toMatch(/Gemini key was rejected/);
  });

  it("polishes Hinglish with the original as context, and refuses a pass that drifted into English", async () => {
    const polished = await geminiT().refineHinglish?.("Sparse attention is fast.", "स्पार्स अटेंशन तेज़ है।");
    expect(polished).toBe("स्पार्स अटेंशन तेज़ है। ठीक");
    const first = gemini.requests[0];
    expect(first && userText(first)).toMatch(/Original narration:\nSparse attention is fast\./);

    gemini.requests.length = 0;
    const english = { status: 200, body: geminiAnswer(JSON.stringify({ text: "Sparse attention is fast, in English now." })) };
    gemini.queue(english, english);
    const err = await failureOf(geminiT().refineHinglish?.("Sparse attention is fast.", "स्पार्स अटेंशन तेज़ है।") ?? Promise.resolve(), ProviderError, [GEMINI_KEY]);
    expect(err.message).toMatch(/no longer mostly Hindi/);
  });
});

describe("openaiTranslator", () => {
  it("sends a strict json_schema chat request and reads the translations", async () => {
    const out = await openaiT().translate(["Attention is all you need."], { from: "en", to: telugu });
    expect(out).toEqual([fakeTranslate("Attention is all you need.", "te")]);
    const req = openai.requests[0];
    expect(req?.path).toBe("/v1/chat/completions");
    expect(req?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(req?.json).toMatchObject({ model: "gpt-4o-mini", response_format: { type: "json_schema", json_schema: { name: "translations", strict: true } } });
    expect(req ? systemText(req) : "").toMatch(/Telugu script/);
  });

  it("retries a 503 and reads a full chat.completion", async () => {
    openai.queue({ status: 503, body: { error: { message: "overloaded", type: "server_error", param: null, code: null } } }, { status: 200, body: chatCompletion(JSON.stringify({ translations: [fakeTranslate("Again.", "te")] })) });
    const out = await openaiT().translate(["Again."], { from: "en", to: telugu });
    expect(out).toEqual([fakeTranslate("Again.", "te")]);
    expect(openai.requests).toHaveLength(2);
  });
});
