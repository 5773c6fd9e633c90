import { VALIDATION } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { KEY_STATUS_NONE } from "../../test/fetch-mock";
import { continueBlock } from "./continue-rule";
import { cleanBullets, hasBullets, orderedKeys, sectionLabel } from "./section-model";
import { availableWriters, defaultWriter, writerCredit } from "./writers";

const section = { script: "", bullet_points: [] };

describe("section model", () => {
  it("orders sections by the server's order, then any it did not list, ignoring unknown or repeated keys", () => {
    const sections = { a: section, b: section, c: section, d: section };
    expect(orderedKeys({ sections, order: ["c", "x", "a", "c"] })).toEqual(["c", "a", "b", "d"]);
    expect(orderedKeys({ sections })).toEqual(["a", "b", "c", "d"]);
  });

  it("shows underscores as spaces, preferring the paper's own title", () => {
    expect(sectionLabel("related_work")).toBe("related work");
    expect(sectionLabel("related_work", { related_work: "Related Work" })).toBe("Related Work");
    expect(sectionLabel("results", { results: "  " })).toBe("results");
  });

  it("drops blank bullets and trims the rest for saving", () => {
    expect(cleanBullets(["  One ", "", "   ", "Two"])).toEqual(["One", "Two"]);
    expect(hasBullets(["", " "])).toBe(false);
    expect(hasBullets(["x"])).toBe(true);
  });
});

describe("Continue to Slides rule", () => {
  it("names the first reason it cannot go on", () => {
    expect(continueBlock({ saving: true, hasScripts: true, dirty: true })).toBe(VALIDATION.waitForSaving);
    expect(continueBlock({ saving: false, hasScripts: false, dirty: false })).toBe(VALIDATION.generateScriptsFirst);
    expect(continueBlock({ saving: false, hasScripts: true, dirty: true })).toBe(VALIDATION.saveBeforeContinuing);
    expect(continueBlock({ saving: false, hasScripts: true, dirty: false })).toBeNull();
  });
});

describe("writers", () => {
  const status = (gemini: string, openai: string) => ({ ...KEY_STATUS_NONE, gemini_key: gemini, openai_key: openai }) as typeof KEY_STATUS_NONE;

  it("defaults to Gemini when its key is valid or unverified, else OpenAI likewise, else local", () => {
    expect(defaultWriter(status("valid", "valid"))).toBe("gemini");
    expect(defaultWriter(status("unverified", "missing"))).toBe("gemini");
    expect(defaultWriter(status("invalid", "unverified"))).toBe("openai");
    expect(defaultWriter(status("invalid", "invalid"))).toBe("local");
    expect(defaultWriter(undefined)).toBe("local");
    expect(availableWriters(status("valid", "invalid"))).toEqual(["gemini", "local"]);
  });

  it("credits the writer of the current scripts", () => {
    expect(writerCredit("local", "local")).toBe("Written offline by Lectern's local writer");
    expect(writerCredit("gemini", "gemini-2.5-flash")).toBe("Written by Gemini (gemini-2.5-flash)");
    expect(writerCredit("openai", null)).toBe("Written by OpenAI-compatible model");
    expect(writerCredit(null, null)).toBeNull();
  });
});
