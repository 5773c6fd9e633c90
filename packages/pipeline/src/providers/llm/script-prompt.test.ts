import { describe, expect, it } from "vitest";
import type { PlannedSection, ScriptPlan } from "../../script/types.js";
import { buildScriptPrompt, SCRIPT_PROMPT_LIMITS } from "./script-prompt.js";
import { PLAN } from "../../test-support/llm/script-plan-fixture.js";
import { fairShares, shortenText } from "./text-budget.js";

/** Paragraphs of numbered sentences, so a test can see which ones survived. */
function longText(paragraphs: number, sentencesEach: number, tag: string): string {
  return Array.from({ length: paragraphs }, (_, p) =>
    Array.from({ length: sentencesEach }, (_, s) => `Sentence ${tag}${p}.${s} explains one more detail of the method in plain words.`).join(" "),
  ).join("\n\n");
}

const section = (key: string, text: string): PlannedSection => ({ key, title: key, sourceKeys: [key], text, parts: [{ title: key, level: 1, text }], figures: [], targetWords: 120 });

describe("buildScriptPrompt", () => {
  it("carries the metadata, the abstract, the language and every planned section", () => {
    const { system, user } = buildScriptPrompt({ ...PLAN, language: "hi" });
    expect(user).toContain("Title: Sparse Attention for Long Documents");
    expect(user).toContain("Authors: Ada Lovelace, Alan Turing, Grace Hopper, Edsger Dijkstra");
    expect(user).toContain(PLAN.abstract);
    expect(user).toContain("## Section 2 of 3\nkey: method_and_results\ntitle: Method and Results\ntarget length: about 180 words");
    expect(user).toContain('figures in this section: "Memory use against document length for dense and sparse attention."');
    expect(user).toContain(PLAN.sections[1]?.text);
    expect(system).toContain("Write the scripts and bullets in Hindi");
    expect(system).toMatch(/2 to 4 complete, self-contained statements.* at most 12 words/);
    expect(system).toContain('The last section ("conclusion") closes the talk');
  });

  it("states every rule the answer is checked against", () => {
    const { system } = buildScriptPrompt(PLAN);
    for (const rule of [
      /Spoken prose for listeners/,
      /Use only facts from the paper text given here\. Every number, dataset, method and name you mention must appear in that text/,
      /Say maths in words, the way a screen reader would: "N sub samp", "x squared plus one"\. Never LaTeX, never math symbols/,
      /Do not read a long formula out symbol by symbol: call it "this quantity" or "the equation", or leave the sentence out/,
      /writes ⟨formula⟩ where .* Never copy that marker, and never leave a gap where maths was/,
      /Never refer to figures, tables or equations the listener cannot see/,
      /Each section's script ends with a full stop/,
      /a claim, a method step, a number or a finding, each at most 12 words/,
      /never start with It, This, These, They, Such, Thus or However/,
      /No pointers to figures or tables, and no filler .* Fewer bullets rather than weak ones/,
    ]) {
      expect(system).toMatch(rule);
    }
  });

  it("shortens a long section to its cap while keeping the start of every paragraph", () => {
    const text = longText(30, 12, "L");
    const plan: ScriptPlan = { ...PLAN, sections: [section("method", text)] };
    const { user } = buildScriptPrompt(plan);
    const kept = /"""\n([\s\S]*)\n"""/.exec(user)?.[1] ?? "";
    expect(text.length).toBeGreaterThan(20_000);
    expect(kept.length).toBeLessThanOrEqual(SCRIPT_PROMPT_LIMITS.sectionChars);
    expect(kept.length).toBeGreaterThan(SCRIPT_PROMPT_LIMITS.sectionChars * 0.8);
    // The last paragraph's opening sentence survives; no sentence is cut in half.
    expect(kept).toContain("Sentence L29.0 explains");
    expect(kept.split(/(?<=\.)\s+/).every((s) => s.endsWith("plain words."))).toBe(true);
  });

  it("keeps the whole prompt within its budget and shares it fairly", () => {
    const sections = [section("opening", "A short opening paragraph."), ...Array.from({ length: 9 }, (_, i) => section(`part_${i}`, longText(20, 10, `P${i}-`)))];
    const limits = { ...SCRIPT_PROMPT_LIMITS, promptChars: 30_000 };
    const { user } = buildScriptPrompt({ ...PLAN, sections }, limits);
    expect(user.length).toBeLessThanOrEqual(30_000);
    expect(user).toContain("A short opening paragraph.");
    for (let i = 0; i < 9; i++) expect(user).toContain(`Sentence P${i}-0.0 explains`);
  });
});

describe("text budget", () => {
  it("leaves short text alone", () => {
    expect(shortenText("  One sentence.  ", 100)).toBe("One sentence.");
  });

  it("cuts text without sentence ends at a word boundary", () => {
    const cut = shortenText("word ".repeat(500), 101);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith("word")).toBe(true);
  });

  it("splits a budget so short texts keep everything and long ones share the rest", () => {
    expect(fairShares([100, 10_000, 10_000], 5_100, 6_000)).toEqual([100, 2_500, 2_500]);
    expect(fairShares([100, 10_000], 50_000, 6_000)).toEqual([100, 6_000]);
  });
});
