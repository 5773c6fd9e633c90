import { describe, expect, it } from "vitest";
import { localBullets } from "../../script/local/local-writer.js";
import { writerFor, type WriterChoice, type WriterRequest } from "./writer-choice.js";

const settings: WriterRequest["settings"] = {
  gemini: { baseUrl: "http://127.0.0.1:9/gemini", model: "gemini-test" },
  openai: { baseUrl: "http://127.0.0.1:9/openai", model: "gpt-test" },
};
const none = { gemini: false, openai: false };
const both = { gemini: true, openai: true };
const keys = { gemini: "AIzaFakeGemini1234", openai: "sk-openai-1234" };

const picked = (choice: WriterChoice) => (choice.ok ? `${choice.chosen.writer} ${choice.chosen.model}` : `missing ${choice.missingKey}`);

describe("writerFor", () => {
  it("writes locally when nothing is asked and no key is usable", async () => {
    const choice = writerFor({ requested: undefined, usable: none, keys, settings });
    expect(picked(choice)).toBe("local local");
    const text = "Transformers replace recurrence with attention. They train faster on long sequences.";
    if (choice.ok) expect(await choice.chosen.bullets("Method", text)).toEqual(localBullets("Method", text));
  });

  it("prefers a usable Gemini key, then an OpenAI one, with the configured model", () => {
    expect(picked(writerFor({ requested: undefined, usable: both, keys, settings }))).toBe("gemini gemini-test");
    expect(picked(writerFor({ requested: undefined, usable: { gemini: false, openai: true }, keys, settings }))).toBe("openai gpt-test");
  });

  it("uses the writer asked for, whatever the usable keys say", () => {
    expect(picked(writerFor({ requested: "openai", usable: both, keys, settings }))).toBe("openai gpt-test");
    expect(picked(writerFor({ requested: "gemini", usable: none, keys, settings }))).toBe("gemini gemini-test");
    expect(picked(writerFor({ requested: "local", usable: both, keys, settings }))).toBe("local local");
  });

  it("reports a missing key instead of falling back to another writer", () => {
    expect(picked(writerFor({ requested: "gemini", usable: both, keys: { openai: keys.openai }, settings }))).toBe("missing gemini");
    expect(picked(writerFor({ requested: "openai", usable: both, keys: { gemini: keys.gemini, openai: "" }, settings }))).toBe("missing openai");
    expect(picked(writerFor({ requested: undefined, usable: both, keys: {}, settings }))).toBe("missing gemini");
  });
});
