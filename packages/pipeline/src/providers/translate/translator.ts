import type { Language } from "@lectern/contract";
import type { TranslatorName } from "../provider-error.js";

export interface TranslateRequest {
  /** ISO 639-1 code of the source language ("en"), or "auto" when it is not known. */
  from: string;
  to: Language;
  signal?: AbortSignal;
}

/**
 * Translates narration, titles and bullets. Each translator keeps its own requests under its
 * provider's limit (`maxChars`), splitting long texts at sentence boundaries.
 */
export interface Translator {
  readonly name: TranslatorName;
  /** For people: "Sarvam mayura:v1", "Gemini gemini-2.5-flash". */
  readonly label: string;
  readonly maxChars: number;
  /** One translation per text, same order; empty texts stay empty. */
  translate(texts: readonly string[], request: TranslateRequest): Promise<string[]>;
  /**
   * One Hinglish refinement pass over a Hindi narration (`source` is the text it was translated
   * from). Only translators with a language model behind them have one.
   */
  refineHinglish?: (source: string, hindi: string, signal?: AbortSignal) => Promise<string>;
}
