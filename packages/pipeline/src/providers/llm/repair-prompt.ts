import type { ScriptPlan } from "../../script/types.js";
import { scriptSystemPrompt } from "./script-system-prompt.js";
import { scriptUserPrompt, type Prompt, type ScriptPromptLimits } from "./script-prompt.js";

/**
 * The second request for the sections whose first answer broke the rules: the same rules, only
 * those sections' texts (the rest of the talk is kept, so the request stays small), and what was
 * wrong with each, so the model can fix exactly that.
 */
export function buildRepairPrompt(plan: ScriptPlan, reasons: ReadonlyMap<string, string>, limits: ScriptPromptLimits): Prompt {
  const again = plan.sections.filter((s) => reasons.has(s.key));
  const heading = `Sections to write again (${again.length} of the talk's ${plan.sections.length}), in talk order:`;
  const why = again.map((s) => `- ${s.key}: ${reasons.get(s.key) ?? ""}`);
  const user = [
    scriptUserPrompt(plan, again, heading, limits),
    `Your previous answer for these sections broke the rules:\n${why.join("\n")}`,
    `Write only ${again.length === 1 ? "this section" : "these sections"} again, following every rule; the other sections are kept as they are.`,
  ].join("\n\n");
  return { system: scriptSystemPrompt(plan), user };
}
