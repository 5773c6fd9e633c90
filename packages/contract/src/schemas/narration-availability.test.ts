import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from "../languages.js";
import { KEY_STATE_TEXT, KeyStatusResponse, narrationLanguagesFor } from "./keys.js";
import { narrationAvailability, narrationLanguages } from "./media.js";

const NONE = { gemini_key: "missing", sarvam_key: "missing", openai_key: "missing" } as const;

describe("narration availability", () => {
  it("without a translator, only the paper's language can be narrated: English for an English paper", () => {
    const all = narrationLanguages({ translation: false });
    expect(all.map((l) => l.language)).toEqual(LANGUAGE_NAMES);
    expect(all.filter((l) => l.available).map((l) => l.language)).toEqual(["English"]);
    expect(narrationAvailability("Hindi", { translation: false })).toEqual({ language: "Hindi", available: false, needs: "translation", reason: "needs a Sarvam, Gemini or OpenAI key" });
    expect(narrationAvailability("Hindi", { translation: false }, "hi").available).toBe(true);
    expect(narrationAvailability("English", { translation: false }, "zh").available).toBe(false);
  });

  it("the one-click default language needs no key", () => {
    expect(narrationAvailability(DEFAULT_LANGUAGE, { translation: false }).available).toBe(true);
  });

  it("any usable Sarvam, Gemini or OpenAI key (valid or unchecked) opens every language; a refused one does not", () => {
    expect(narrationLanguagesFor(NONE).filter((l) => l.available)).toHaveLength(1);
    for (const key of ["gemini_key", "sarvam_key", "openai_key"] as const) {
      expect(narrationLanguagesFor({ ...NONE, [key]: "valid" }).every((l) => l.available)).toBe(true);
      expect(narrationLanguagesFor({ ...NONE, [key]: "unverified" }).every((l) => l.available)).toBe(true);
      expect(narrationLanguagesFor({ ...NONE, [key]: "invalid" }).filter((l) => l.available)).toHaveLength(1);
    }
  });
});

describe("key status", () => {
  it("says a key never set is not set and an unchecked one could not be checked", () => {
    expect(KEY_STATE_TEXT.missing).toBe("not set");
    expect(KEY_STATE_TEXT.unverified).toBe("could not be checked");
  });

  it("still reads an answer from a server without the added fields", () => {
    expect(KeyStatusResponse.safeParse({ gemini_configured: false, sarvam_configured: false, openai_configured: false, ...NONE }).success).toBe(true);
  });
});
