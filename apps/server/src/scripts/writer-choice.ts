import { ERROR_CODES, type ScriptWriter } from "@lectern/contract";
import { geminiBullets, geminiWriter, localBullets, localWriter, openaiBullets, openaiWriter, type ScriptWriterFn } from "@lectern/pipeline";
import type { Config } from "../config.js";
import { AppError } from "../http/errors.js";
import type { KeysService } from "../keys/keys.service.js";

export interface ChosenWriter {
  writer: ScriptWriter;
  model: string;
  write: ScriptWriterFn;
  bullets: (title: string, text: string) => Promise<string[]>;
}

const LABEL: Record<ScriptWriter, string> = { local: "local", gemini: "Gemini", openai: "OpenAI" };
const WITH_ARTICLE: Record<ScriptWriter, string> = { local: "the local writer", gemini: "a Gemini key", openai: "an OpenAI key" };

/**
 * The writer for a request: the one asked for, else Gemini when the user has a usable Gemini key,
 * else an OpenAI-compatible key, else the offline local writer. Asking for an LLM without its key
 * is a clear 422 (never a silent fallback: the user should know who wrote their script).
 */
export async function chooseWriter(userId: string, requested: ScriptWriter | undefined, keys: KeysService, config: Config): Promise<ChosenWriter> {
  const states = await keys.storedStates(userId);
  const usable = (p: "gemini" | "openai") => states[p] === "valid" || states[p] === "unverified";
  const writer: ScriptWriter = requested ?? (usable("gemini") ? "gemini" : usable("openai") ? "openai" : "local");
  if (writer === "local") return { writer, model: "local", write: localWriter, bullets: async (title, text) => localBullets(title, text) };

  const apiKey = await keys.keyFor(userId, writer);
  if (!apiKey) {
    throw new AppError(422, ERROR_CODES.validation, `Add ${WITH_ARTICLE[writer]} in API Setup to use ${LABEL[writer]}, or choose the local writer.`);
  }
  if (writer === "gemini") {
    const opts = { apiKey, baseUrl: config.providers.geminiBaseUrl, model: config.providers.geminiModel };
    return { writer, model: opts.model, write: geminiWriter(opts), bullets: geminiBullets(opts) };
  }
  const opts = { apiKey, baseUrl: config.providers.openaiBaseUrl, model: config.providers.openaiModel };
  return { writer, model: opts.model, write: openaiWriter(opts), bullets: openaiBullets(opts) };
}
