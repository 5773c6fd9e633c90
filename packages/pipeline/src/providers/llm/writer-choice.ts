import type { ScriptWriter } from "@lectern/contract";
import { localBullets, localWriter } from "../../script/local/local-writer.js";
import type { ScriptWriterFn } from "../../script/types.js";
import { geminiBullets, openaiBullets } from "./bullets.js";
import { geminiWriter } from "./gemini-writer.js";
import { openaiWriter } from "./openai-writer.js";

/** The writers that need an API key. */
export type LlmWriter = Exclude<ScriptWriter, "local">;

export interface ChosenWriter {
  writer: ScriptWriter;
  model: string;
  write: ScriptWriterFn;
  bullets: (title: string, text: string) => Promise<string[]>;
}

/**
 * Either the writer, or the LLM that was asked for (or picked) without a key. The missing key is
 * a result, not an error, so the server and the CLI each say it in their own words.
 */
export type WriterChoice = { ok: true; chosen: ChosenWriter } | { ok: false; missingKey: LlmWriter };

export interface WriterRequest {
  /** The writer asked for; undefined lets the usable keys decide. */
  requested: ScriptWriter | undefined;
  /** Which LLM keys may be used when nothing is asked (a key last found invalid may not). */
  usable: Readonly<Record<LlmWriter, boolean>>;
  /** The API keys that were looked up; only the chosen writer's is read, and an empty one counts as none. */
  keys: Readonly<Partial<Record<LlmWriter, string>>>;
  /** Endpoint (no trailing slash) and model of each LLM: the operator's or the CLI user's settings. */
  settings: Readonly<Record<LlmWriter, { baseUrl: string; model: string }>>;
}

/**
 * Which writer serves a request: the one asked for, else Gemini when its key is usable, else
 * OpenAI-compatible, else the offline local writer. Exported so a caller whose keys are costly to
 * read (the server decrypts them) looks up only the one that will be used.
 */
export function pickWriter(requested: ScriptWriter | undefined, usable: Readonly<Record<LlmWriter, boolean>>): ScriptWriter {
  return requested ?? (usable.gemini ? "gemini" : usable.openai ? "openai" : "local");
}

/**
 * The writer's clients for a request. An LLM asked for without its key is reported, never
 * replaced by another writer: the user should know who wrote their script. Pure: it only builds
 * clients; nothing is contacted until a script is written.
 */
export function writerFor(request: WriterRequest): WriterChoice {
  const writer = pickWriter(request.requested, request.usable);
  if (writer === "local") {
    return { ok: true, chosen: { writer, model: "local", write: localWriter, bullets: async (title, text) => localBullets(title, text) } };
  }
  const apiKey = request.keys[writer];
  if (!apiKey) return { ok: false, missingKey: writer };
  const { baseUrl, model } = request.settings[writer];
  const opts = { apiKey, baseUrl, model };
  const chosen: ChosenWriter =
    writer === "gemini"
      ? { writer, model, write: geminiWriter(opts), bullets: geminiBullets(opts) }
      : { writer, model, write: openaiWriter(opts), bullets: openaiBullets(opts) };
  return { ok: true, chosen };
}
