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
    "The sections are already in the order of the talk's story: the problem and why it matters, the approach, the results with their numbers and what they improve on, the takeaway.",
    "",
    "For every planned section, in the given order:",
    `1. First choose its ${BULLETS.min} to ${BULLETS.max} points: the claims that carry the story (what the paper contributes, the abstract's claims, results with their numbers, what a figure's caption says it shows).`,
    "2. Then write the narration so that it says every point, in that order, each with at most the sentences a listener needs to understand it.",
    "3. Each bullet is the short form of a point the narration has just said, in the narration's words: every bullet is said aloud.",
    "Write one entry per section with:",
    "- key: the section's key, exactly as given.",
    '- title: the slide\'s title, at most 8 words, saying what the slide shows (its main point or topic, like "SGD with momentum is reversible"), not a generic heading such as "Results"; no full stop.',
    "- script: what the presenter says for that section, close to its target length (within 20 percent).",
    `- bullet_points: the section's ${BULLETS.min} to ${BULLETS.max} points as slide bullets, in the order the script says them (rules below).`,
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
    "- Each is a point the script says, using the script's own words for it, so it can be highlighted while it is spoken.",
    "- Each makes sense on its own slide: never start with It, This, These, They, Such, Thus or However, and no question.",
    '- No pointers to figures or tables, and no filler ("The paper presents the results"). Fewer bullets rather than weak ones.',
    "",
    `Write the scripts and bullets in ${language}, the language of the paper.`,
    'Answer with JSON only, shaped as {"sections": [{"key": "...", "title": "...", "script": "...", "bullet_points": ["...", "..."]}]}.',
  ].join("\n");
}
