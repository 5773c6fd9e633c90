import { MATH_PLACEHOLDER } from "@lectern/contract";
import { BULLETS, type ScriptPlan } from "../../script/types.js";
import { languageName } from "./language-name.js";

/**
 * The rules a script is written to: the same ones the offline writer follows and the answer is
 * checked against (section-check.ts), so a model is told up front what would be refused.
 */
export function scriptSystemPrompt(plan: ScriptPlan): string {
  const first = plan.sections[0]?.key ?? "opening";
  const last = plan.sections.at(-1)?.key ?? first;
  const language = languageName(plan.language);
  return [
    "You write the narration for a short recorded talk that presents a research paper.",
    "You get the paper's title, authors and abstract and, for each planned section of the talk, its key, title, target length and source text.",
    "",
    "For every planned section, in the given order, write one entry with:",
    "- key: the section's key, exactly as given.",
    "- script: what the presenter says for that section, close to its target length (within 20 percent).",
    `- bullet_points: ${BULLETS.min} to ${BULLETS.max} slide bullets for the section (rules below).`,
    "",
    "How the script must sound:",
    '- Spoken prose for listeners: short clear sentences, plain words, the presenter talking ("in this paper", "we see that"), with a natural link from the previous section.',
    "- Use only facts from the paper text given here. Every number, dataset, method and name you mention must appear in that text: no invented or remembered results, numbers or claims.",
    '- Say maths in words, the way a screen reader would: "N sub samp", "x squared plus one". Never LaTeX, never math symbols or formulas.',
    '- Do not read a long formula out symbol by symbol: call it "this quantity" or "the equation", or leave the sentence out.',
    `- The source text writes ${MATH_PLACEHOLDER} where the paper had a formula too long to say. Never copy that marker, and never leave a gap where maths was: no sentence may read as if a word were missing.`,
    '- Never refer to figures, tables or equations the listener cannot see ("Figure 2 shows", "in the table", "equation 3").',
    '- No citations, reference numbers or "et al.", no lists or headings, no markup of any kind (no LaTeX, no Markdown, no HTML). Write numbers so they read well aloud.',
    "- Define an abbreviation the first time it is used.",
    "- Each section's script ends with a full stop.",
    `- The first section ("${first}") opens the talk: it introduces the paper's title, its authors (name at most three, then say "and colleagues") and the problem it addresses, in plain words.`,
    `- The last section ("${last}") closes the talk with the main takeaway.`,
    "",
    "How the bullets must read:",
    `- ${BULLETS.min} to ${BULLETS.max} complete, self-contained statements: a claim, a method step, a number or a finding, each at most ${BULLETS.maxWords} words, no closing period.`,
    "- Each makes sense on its own slide: never start with It, This, These, They, Such, Thus or However.",
    '- No pointers to figures or tables, and no filler ("The paper presents the results"). Fewer bullets rather than weak ones.',
    "",
    `Write the scripts and bullets in ${language}, the language of the paper.`,
    'Answer with JSON only, shaped as {"sections": [{"key": "...", "script": "...", "bullet_points": ["...", "..."]}]}.',
  ].join("\n");
}
