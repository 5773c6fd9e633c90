import { describe, expect, it } from "vitest";
import { chunkText, packUnits, sentenceUnits } from "./chunk-text.js";
import { splitSentences } from "../text/sentences.js";

const sentence = (i: number) => `Sentence number ${i} says something about sparse attention and long documents.`;

describe("chunkText", () => {
  it("packs whole sentences in order under the limit", () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(" ");
    const chunks = chunkText(text, 1000);
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(1000);
      // Every chunk starts and ends on a sentence boundary.
      expect(c).toMatch(/^Sentence number \d+ .*\.$/);
    }
    expect(chunks.join(" ")).toBe(text);
  });

  it("cuts a sentence longer than the limit at clauses, then words, never losing text", () => {
    const long = `${Array.from({ length: 40 }, (_, i) => `clause ${i} of a very long sentence`).join(", ")}.`;
    const chunks = chunkText(long, 200);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(200);
    expect(chunks.join(" ")).toBe(long);
    // Cut after a comma where one is near the limit.
    expect(chunks[0]).toMatch(/,$/);
  });

  it("hard-cuts a run without spaces and keeps surrogate pairs whole", () => {
    const run = "😀".repeat(30);
    const chunks = chunkText(run, 7);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(7);
      expect(c).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(chunks.join("")).toBe(run);
  });
});

describe("sentenceUnits and packUnits", () => {
  it("remember which sentence each piece came from", () => {
    const sentences = splitSentences(`Short one. Many ${"word ".repeat(80).trim()}. Another short one.`);
    const units = sentenceUnits(sentences, 120);
    // The middle sentence is 405 characters: at least four pieces of at most 120.
    const owners = units.map((u) => u.sentence);
    expect(owners[0]).toBe(0);
    expect(owners.at(-1)).toBe(2);
    expect(owners.slice(1, -1).every((o) => o === 1)).toBe(true);
    expect(owners.length - 2).toBeGreaterThanOrEqual(4);
    for (const u of units) expect(u.text.length).toBeLessThanOrEqual(120);
    expect(units.filter((u) => u.sentence === 1).map((u) => u.text).join(" ")).toBe(sentences[1]);
    const packed = packUnits(units, 120);
    expect(packed.flat()).toEqual(units);
    for (const group of packed) expect(group.map((u) => u.text).join(" ").length).toBeLessThanOrEqual(120);
  });
});
