import { describe, expect, it } from "vitest";
import { checkBulletsAnswer, checkScriptAnswer } from "./script-answer.js";
import { goodSections, PLAN, type AnswerSection } from "../../test-support/llm/script-plan-fixture.js";

const withSection = (key: string, change: Partial<AnswerSection>) => ({ sections: goodSections().map((s) => (s.key === key ? { ...s, ...change } : s)) });
const reason = (value: unknown) => {
  const checked = checkScriptAnswer(value, PLAN);
  return checked.ok ? "accepted" : checked.reason;
};

describe("checkScriptAnswer", () => {
  it("returns every planned section in plan order, whatever order the model used", () => {
    const checked = checkScriptAnswer({ sections: [...goodSections()].reverse() }, PLAN);
    expect(checked.ok && Object.keys(checked.value)).toEqual(["opening", "method_and_results", "conclusion"]);
  });

  it("drops sections that were not planned", () => {
    const checked = checkScriptAnswer({ sections: [...goodSections(), { key: "references", script: "Smith 2020.", bullet_points: [] }] }, PLAN);
    expect(checked.ok && Object.keys(checked.value)).toEqual(["opening", "method_and_results", "conclusion"]);
  });

  it("rejects a missing section, a repeated one and a malformed one", () => {
    expect(reason({ sections: goodSections().slice(1) })).toBe('section "opening" was missing or malformed');
    expect(reason({ sections: [...goodSections(), goodSections()[0]] })).toBe('section "opening" appeared twice');
    expect(reason(withSection("conclusion", { bullet_points: "one, two, three" as unknown as string[] }))).toBe('section "conclusion" was missing or malformed');
    expect(reason({ text: "hello" })).toMatch(/missing/);
    expect(reason("just a string")).toBe("the answer did not have the sections list");
  });

  it("accepts the shapes schema-less servers write: a bare array, or an object keyed by section", () => {
    expect(reason(goodSections())).toBe("accepted");
    const keyed = Object.fromEntries(goodSections().map(({ key, ...rest }) => [key, rest]));
    expect(reason(keyed)).toBe("accepted");
    expect(reason({ sections: keyed })).toBe("accepted");
  });

  it("matches keys a model rewrote as titles", () => {
    const retitled = goodSections().map((s) => (s.key === "method_and_results" ? { ...s, key: "Method and Results" } : s));
    expect(reason({ sections: retitled })).toBe("accepted");
  });

  it.each([
    ["a LaTeX command", "As \\citet{smith} showed, it works."],
    ["a dollar sign", "The cost is $O(n)$ per token."],
    ["braces", "We use {sparse} attention."],
    ["a caret", "The cost grows as n^2."],
    ["an HTML tag", "It works.<br>Really."],
  ])("rejects narration containing %s", (what, script) => {
    expect(reason(withSection("opening", { script }))).toContain(`the narration of "opening" was unusable: it contains ${what}`);
  });

  it("rejects empty narration", () => {
    expect(reason(withSection("conclusion", { script: "  \n " }))).toBe('the narration of "conclusion" was unusable: it is empty');
  });

  it("removes Markdown emphasis, headings and numeric citations instead of rejecting them", () => {
    const script = "## Opening\nTransformers struggle with **long documents** [3, 4]. Prior work [12] agrees.\n\n\nNext   paragraph.";
    const checked = checkScriptAnswer(withSection("opening", { script }), PLAN);
    expect(checked.ok && checked.value.opening?.script).toBe("Transformers struggle with long documents. Prior work agrees.\n\nNext paragraph.");
  });

  it("keeps only statement bullets the narration says, repairs a leading demonstrative, keeps at most 4 and drops repeats", () => {
    const bullets = [
      "  - Sparse attention reads long documents with a tenth of the memory.  ",
      "Local windows plus a few global tokens",
      "These windows keep the accuracy of dense attention",
      "This cuts memory tenfold",
      "Figure 1 shows memory against document length",
      "The paper presents the results",
      "Sparse attention reads long documents with a tenth of the memory",
      "Each token attends to a local window",
      "A few global tokens see the whole document",
      "The sparse model matches dense attention on three benchmarks",
      "Transformers read documents of 100,000 tokens",
      "Sparse attention keeps working on very long documents",
    ];
    const script =
      "Sparse attention reads long documents with a tenth of the memory. These windows keep the accuracy of dense attention. " +
      "Each token attends to a local window. A few global tokens see the whole document. The sparse model matches dense attention on three benchmarks. " +
      "Transformers read documents of 100,000 tokens.";
    const checked = checkScriptAnswer(withSection("conclusion", { bullet_points: bullets, script }), PLAN);
    expect(checked.ok && checked.value.conclusion?.bullet_points).toEqual([
      "Sparse attention reads long documents with a tenth of the memory",
      "The windows keep the accuracy of dense attention",
      "Each token attends to a local window",
      "A few global tokens see the whole document",
    ]);
    // A bullet the narration never says is dropped like a weak one; with none said, the section is refused.
    const unsaid = checkScriptAnswer(withSection("conclusion", { bullet_points: ["Sparse attention keeps working on very long documents", "Each token attends to a local window"], script }), PLAN);
    expect(unsaid.ok && unsaid.value.conclusion?.bullet_points).toEqual(["Each token attends to a local window"]);
    expect(reason(withSection("conclusion", { bullet_points: ["Sparse attention keeps working on very long documents"], script }))).toBe(
      'the narration of "conclusion" says none of its bullets ("Sparse attention keeps working on very long documents"): each bullet is a point the narration says, in its words',
    );
  });

  it("accepts fewer than 3 bullets when they are statements (a short section may have few points)", () => {
    const checked = checkScriptAnswer(withSection("conclusion", { bullet_points: ["Sparse attention makes long documents affordable", "No loss in accuracy"] }), PLAN);
    expect(checked.ok && checked.value.conclusion?.bullet_points).toEqual(["Sparse attention makes long documents affordable"]);
  });

  it("rejects a section without a single statement bullet, saying what is wrong with each", () => {
    expect(reason(withSection("opening", { bullet_points: ["Ten times less memory", "  ", "$x$ marks", "It works well on long documents"] }))).toBe(
      'the bullets of "opening" were unusable: none is a complete, self-contained statement: "Ten times less memory" is not a complete statement; ' +
        '"$x$ marks" contains markup; "It works well on long documents" leans on what came before',
    );
  });

  it.each([
    ["the formula marker", "The window is chosen so that ⟨formula⟩ stays below the budget.", "it contains the marker ⟨formula⟩"],
    ["a subscript left from LaTeX", "The window N_w stays below the budget.", "it contains a subscript underscore"],
    ["an operator", "The window satisfies w = n over k.", "it contains a maths symbol"],
    ["punctuation around a dropped formula", "The window is picked so that , stays small.", "it contains punctuation with nothing before it"],
    ["a gap where the paper has a formula", "The window is chosen so that stays below the memory budget.", 'it leaves a gap where the paper has a formula ("chosen so that … stays below")'],
    ["no final full stop", "Sparse attention makes long documents affordable", "it does not end with a full stop"],
  ])("rejects English narration with %s", (_what, script, problem) => {
    const why = reason(withSection("method_and_results", { script }));
    expect(why).toContain(`the narration of "method_and_results" was unusable: ${problem}`);
    // Only that problem.
    expect(why.split("; ")).toHaveLength(1);
  });

  it("lists every problem of a section at once", () => {
    const script = "We use ⟨formula⟩ and reach 97.2% on ImageNet";
    expect(reason(withSection("method_and_results", { script }))).toBe(
      'the narration of "method_and_results" was unusable: it contains the marker ⟨formula⟩ (say the maths in words, or leave that sentence out); ' +
        'it does not end with a full stop; "method_and_results" states what the paper\'s text does not: "97.2%", "ImageNet" (use only numbers and names from the paper)',
    );
  });

  it("rejects numbers and names the paper does not state, in the narration or the bullets", () => {
    expect(reason(withSection("conclusion", { script: "Sparse attention reaches 93.5% accuracy." }))).toMatch(/states what the paper's text does not: "93\.5%"/);
    expect(
      reason(withSection("conclusion", { bullet_points: ["Sparse attention beats Longformer on long documents"], script: "Sparse attention beats Longformer on long documents." })),
    ).toMatch(/states what the paper's text does not: "Longformer"/);
    expect(reason(withSection("conclusion", { script: "Sparse attention makes long documents affordable: documents of 100 thousand tokens fit, with a tenth of the memory." }))).toBe("accepted");
  });

  describe("for a paper in another language", () => {
    const HINDI = { ...PLAN, language: "hi" };
    const hindiReason = (value: unknown) => {
      const checked = checkScriptAnswer(value, HINDI);
      return checked.ok ? "accepted" : checked.reason;
    };

    it("keeps the markup, bullet-count and said checks only: trims, cuts to 12 words, keeps at most 4, drops repeats", () => {
      const bullets = [
        "  - Sparse attention reads long documents with a fraction of the memory of dense attention models.  ",
        "• Matches dense accuracy.",
        "Matches dense accuracy",
        "1. Three benchmarks",
        "Local windows",
        "Global tokens",
        "Open source code",
      ];
      const script = "Sparse attention reads long documents with a fraction of the memory. It matches dense accuracy on three benchmarks, no final full stop, 97.2% on ImageNet";
      const checked = checkScriptAnswer(withSection("conclusion", { bullet_points: bullets, script }), HINDI);
      expect(checked.ok && checked.value.conclusion?.bullet_points).toEqual([
        // cut at 12 words ("... of the memory of"), then the dangling "of" is dropped
        "Sparse attention reads long documents with a fraction of the memory",
        "Matches dense accuracy",
        "Three benchmarks",
      ]);
    });

    it("rejects fewer than 2 usable bullets", () => {
      expect(hindiReason(withSection("opening", { bullet_points: ["One point", "  ", "$x$ marks"] }))).toBe(
        'the bullets of "opening" were unusable: only 1 usable bullet points (at least 2 are needed)',
      );
    });
  });
});

describe("checkBulletsAnswer", () => {
  it("accepts the schema's object and a bare array", () => {
    expect(checkBulletsAnswer({ bullet_points: ["A", "B", "C"] })).toEqual({ ok: true, value: ["A", "B", "C"] });
    expect(checkBulletsAnswer(["A", "B", "C", "D", "E", "F"])).toEqual({ ok: true, value: ["A", "B", "C", "D"] });
    expect(checkBulletsAnswer({ bullets: ["A", "B", "C"] })).toEqual({ ok: false, reason: "the answer did not have the bullet_points list" });
  });
});
