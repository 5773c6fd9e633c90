import { languageByName, type Language } from "@lectern/contract";
import { chunkText } from "../../audio/chunk-text.js";
import { writingSystemShare } from "../../audio/writing-system.js";
import { askJson, type Asking } from "../llm/ask-json.js";
import { accepted, rejected, type Checked } from "../http/checked.js";
import type { LlmClientOptions } from "../llm/client-options.js";
import { geminiWire } from "../llm/gemini-wire.js";
import { openaiWire } from "../llm/openai-wire.js";
import { ProviderError } from "../provider-error.js";
import type { Wire } from "../llm/wire.js";
import { buildHinglishPrompt, buildTranslatePrompt, HINGLISH_ANSWER_SCHEMA, translateAnswerSchema } from "./translate-prompt.js";

import type { TranslateRequest, Translator } from "./translator.js";

/**
 * Characters of source text per request. Indic scripts take several tokens a character, so the
 * answer is far longer in tokens than the question; 4000 keeps it inside every model's output
 * limit, self-hosted ones included.
 */
export const LLM_TRANSLATE_MAX_CHARS = 4000;
/** Items per request, so a strict schema's array stays short enough to follow. */
const MAX_ITEMS = 40;
/** Below this many letters a share of script says little (a title that is all acronyms). */
const MIN_LETTERS_TO_JUDGE = 40;
const HINDI = languageByName("Hindi");
const OTHERWISE = "Try again, or use another translation provider.";

/** Translation with a language model over the LLM clients' wire (prompt, schema, retries). */
function llmTranslator(wire: Wire, options: LlmClientOptions, label: string): Translator {
  const maxChars = Math.min(LLM_TRANSLATE_MAX_CHARS, options.maxPromptChars ?? LLM_TRANSLATE_MAX_CHARS);
  const ask = async <T>(asking: Asking<T>, signal?: AbortSignal): Promise<T> => {
    try {
      return await askJson(wire, { ...asking, otherwise: OTHERWISE }, options, signal);
    } catch (err) {
      if (err instanceof ProviderError) throw new ProviderError(err.message, { role: "translation", service: err.service, status: err.status, retryable: err.retryable });
      throw err;
    }
  };

  const translateBatch = (texts: string[], request: TranslateRequest) =>
    ask(
      {
        question: { ...buildTranslatePrompt(texts, request.from, request.to), schema: translateAnswerSchema(texts.length), schemaName: "translations" },
        accept: (value) => checkTranslations(value, texts, request.to),
        what: "translation",
      },
      request.signal,
    );

  return {
    name: wire.provider,
    label,
    maxChars,
    async translate(texts, request) {
      const pieces = texts.map((t) => (t.trim() === "" ? [] : chunkText(t, maxChars)));
      const flat = pieces.flatMap((p, text) => p.map((piece) => ({ text, piece })));
      const out: string[] = [];
      for (const batch of batches(flat.map((f) => f.piece), maxChars)) out.push(...(await translateBatch(batch, request)));
      return texts.map((_, text) => out.filter((_, i) => flat[i]?.text === text).join(" "));
    },
    async refineHinglish(source, hindi, signal) {
      // The original helps the model keep terms and facts; when both do not fit, the Hindi alone is polished in pieces.
      const jobs = source.length + hindi.length <= maxChars ? [{ source, hindi }] : chunkText(hindi, Math.floor(maxChars / 2)).map((piece) => ({ source: undefined, hindi: piece }));
      const polished: string[] = [];
      for (const job of jobs) {
        polished.push(
          await ask(
            {
              question: { ...buildHinglishPrompt(job.source, job.hindi), schema: HINGLISH_ANSWER_SCHEMA, schemaName: "hinglish" },
              accept: (value) => checkHinglish(value, job.hindi),
              what: "Hinglish narration",
            },
            signal,
          ),
        );
      }
      return polished.join(" ");
    },
  };
}

/** Groups texts in order into requests of at most `maxChars` characters and MAX_ITEMS items. */
function batches(texts: readonly string[], maxChars: number): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const text of texts) {
    if (current.length > 0 && (size + text.length > maxChars || current.length >= MAX_ITEMS)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function checkTranslations(value: unknown, texts: readonly string[], to: Language): Checked<string[]> {
  const list = typeof value === "object" && value !== null && "translations" in value ? value.translations : undefined;
  if (!Array.isArray(list) || !list.every((t): t is string => typeof t === "string")) return rejected('the answer had no "translations" list of strings');
  if (list.length !== texts.length) return rejected(`it had ${list.length} translations for ${texts.length} items`);
  const empty = list.findIndex((t, i) => t.trim() === "" && (texts[i] ?? "").trim() !== "");
  if (empty >= 0) return rejected(`item ${empty + 1} was left empty`);
  const all = list.join(" ");
  if ((all.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS_TO_JUDGE && writingSystemShare(all, to) < 0.3) return rejected(`the translations were not written in ${to.name} (${to.script} script)`);
  return accepted(list.map((t) => t.trim()));
}

function checkHinglish(value: unknown, hindi: string): Checked<string> {
  const text = typeof value === "object" && value !== null && "text" in value && typeof value.text === "string" ? value.text.trim() : "";
  if (text === "") return rejected('the answer had no "text"');
  if (writingSystemShare(text, HINDI) < 0.3) return rejected("the narration was no longer mostly Hindi in Devanagari");
  // A polish that halves the text has dropped content.
  if (text.length < hindi.length * 0.5) return rejected("the narration lost much of its content");
  return accepted(text);
}

export const geminiTranslator = (opts: LlmClientOptions): Translator => llmTranslator(geminiWire(opts), opts, `Gemini ${opts.model}`);
export const openaiTranslator = (opts: LlmClientOptions): Translator => llmTranslator(openaiWire(opts), opts, `OpenAI-compatible ${opts.model}`);
