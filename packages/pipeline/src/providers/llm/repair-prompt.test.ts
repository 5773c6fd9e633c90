import { describe, expect, it } from "vitest";
import { PLAN } from "../../test-support/llm/script-plan-fixture.js";
import { buildRepairPrompt } from "./repair-prompt.js";
import { buildScriptPrompt, SCRIPT_PROMPT_LIMITS } from "./script-prompt.js";

describe("buildRepairPrompt", () => {
  it("asks for the failing sections only, in their place in the talk, with the reasons", () => {
    const reasons = new Map([["conclusion", 'the narration of "conclusion" was unusable: it does not end with a full stop']]);
    const { system, user } = buildRepairPrompt(PLAN, reasons, SCRIPT_PROMPT_LIMITS);
    // The same rules, the first and last sections still named as the whole talk's.
    expect(system).toBe(buildScriptPrompt(PLAN).system);
    expect(user).toContain("Title: Sparse Attention for Long Documents");
    expect(user).toContain("Sections to write again (1 of the talk's 3), in talk order:");
    expect(user).toContain("## Section 3 of 3\nkey: conclusion");
    expect(user).toContain(PLAN.sections[2]?.text);
    expect(user).not.toContain("key: opening");
    expect(user).not.toContain(PLAN.sections[1]?.text);
    expect(user).toContain('- conclusion: the narration of "conclusion" was unusable: it does not end with a full stop');
    expect(user).toMatch(/Write only this section again, following every rule/);
  });
});
