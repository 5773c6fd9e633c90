import { describe, expect, it } from "vitest";
import { isQuantifiedResult, rankSentences, textRank, type Candidate } from "./rank-sentences.js";
import { contentTokens } from "./tokens.js";

function candidates(texts: string[]): Candidate[] {
  return texts.map((text, index) => ({ index, text, tokens: contentTokens(text), words: text.split(/\s+/).length, leads: index === 0 }));
}

const SECTION = [
  "Weather stations record rainfall every hour.",
  "Neural networks predict rainfall from radar images.",
  "The radar images show rainfall over the whole region.",
  "Our neural networks learn rainfall patterns from radar images and station records.",
  "Lunch was served at noon.",
];

describe("sentence ranking", () => {
  it("puts the most connected sentence first and an unrelated one last (TextRank)", () => {
    const scores = textRank(SECTION.map((t) => contentTokens(t)));
    const best = scores.indexOf(Math.max(...scores));
    expect(best).toBe(3);
    expect(scores.indexOf(Math.min(...scores))).toBe(4);
  });

  it("weights position, keywords, claims, and penalises leaning on context or figures", () => {
    const base = candidates(["Alpha beta gamma delta.", "Alpha beta gamma delta."]);
    const [first, second] = rankSentences(base, { keywords: new Set(), cjk: false });
    expect(first).toBeGreaterThan(second ?? 0);
    const kw = rankSentences(candidates(["Rainfall radar models work.", "Lunch menus vary a lot."]), { keywords: new Set(contentTokens("rainfall radar")), cjk: false });
    expect(kw[0]).toBeGreaterThan(kw[1] ?? 0);
    const claim = rankSentences(candidates(["Other text sits here first.", "We show that radar helps.", "Radar helps in some cases."]), { keywords: new Set(), cjk: false });
    expect(claim[1]).toBeGreaterThan(claim[2] ?? 0);
    const leaning = rankSentences(candidates(["Other text sits here first.", "However, radar helps a lot.", "Radar helps a lot, however."]), { keywords: new Set(), cjk: false });
    expect(leaning[1]).toBeLessThan(leaning[2] ?? 0);
  });

  it("reads a result with its size in words as a result with its number", () => {
    expect(isQuantifiedResult("It gives speedups of two orders of magnitude compared to CPU codes.")).toBe(true);
    expect(isQuantifiedResult("The new solver is ten times faster than the old one.")).toBe(true);
    expect(isQuantifiedResult("Two groups of patients were compared.")).toBe(false);
  });
});
