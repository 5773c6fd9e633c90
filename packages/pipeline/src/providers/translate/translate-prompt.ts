import type { Language } from "@lectern/contract";
import { languageName } from "../llm/language-name.js";
import type { SchemaSpec } from "../llm/schema-spec.js";

/** Keeps the paper's vocabulary: listeners know these terms in English. */
const KEEP_TERMS =
  "Keep technical terms the way researchers in that language say them, which is usually in English: names of methods, models, algorithms, datasets, metrics, software and acronyms stay exactly as written, in Latin letters; numbers and formulas stay unchanged.";

/** Formulas arrive as markers and are said in the target language after translation (see audio/formula-markers). */
const KEEP_MARKERS = "Markers such as ⟦1⟧ stand for formulas: copy each marker exactly, once, where the formula belongs in the translated sentence.";

function style(to: Language): string {
  return to.code === "hi"
    ? "Write natural spoken Hinglish, the way an Indian lecturer explains research: Hindi in Devanagari script with the technical terms kept in English (Latin letters). Avoid heavy Sanskritised words where everyday Hindi or the English term is what people say."
    : `Write natural, clear ${to.name} in ${to.script} script, as a lecturer would say it aloud.`;
}

/** The translate request: items in, one translation per item out, in order. */
export function buildTranslatePrompt(texts: readonly string[], from: string, to: Language): { system: string; user: string } {
  const source = from === "auto" ? "the source language" : languageName(from);
  return {
    system: [
      `You translate the narration and slide text of a research talk from ${source} into ${to.name}.`,
      style(to),
      KEEP_TERMS,
      KEEP_MARKERS,
      "Translate every item completely and faithfully: add nothing, leave nothing out, do not explain. Return exactly one translation per item, in the same order.",
    ].join("\n"),
    user: `Translate these ${texts.length} item(s) into ${to.name}. Items (a JSON array):\n${JSON.stringify(texts)}`,
  };
}

export function translateAnswerSchema(count: number): SchemaSpec {
  return {
    type: "object",
    properties: {
      translations: { type: "array", description: "One translation per item, in the same order", items: { type: "string" }, minItems: count, maxItems: count },
    },
  };
}

/** One Hinglish refinement pass over a Hindi narration. */
export function buildHinglishPrompt(source: string | undefined, hindi: string): { system: string; user: string } {
  return {
    system: [
      "You polish Hindi narration for a research talk into natural spoken Hinglish, as an Indian lecturer would say it.",
      "Use Devanagari for the Hindi words. Keep technical terms, names of methods, models, datasets, metrics and acronyms in English (Latin letters); numbers unchanged.",
      KEEP_MARKERS,
      "Replace stiff or bookish Hindi with the words people actually use; keep every fact and the order of ideas; add nothing and leave nothing out. Return only the narration.",
    ].join("\n"),
    user: source === undefined ? `Narration to polish:\n${hindi}` : `Original narration:\n${source}\n\nCurrent Hindi narration to polish:\n${hindi}`,
  };
}

export const HINGLISH_ANSWER_SCHEMA: SchemaSpec = {
  type: "object",
  properties: { text: { type: "string", description: "The polished Hinglish narration" } },
};
