import { keyUsable, type ScriptWriter } from "@lectern/contract";
import { pickWriter, StageError, writerFor, type ChosenWriter } from "@lectern/pipeline";
import type { Config } from "../config.js";
import type { KeysService } from "../keys/keys.service.js";

export type { ChosenWriter };

const LABEL: Record<ScriptWriter, string> = { local: "local", gemini: "Gemini", openai: "OpenAI" };
const WITH_ARTICLE: Record<ScriptWriter, string> = { local: "the local writer", gemini: "a Gemini key", openai: "an OpenAI key" };

/**
 * The writer for a request (the rule is the pipeline's writerFor), with the user's stored keys
 * and the operator's endpoints. Asking for an LLM without its key is a clear 422, the script stage
 * not ready (never a silent
 * fallback: the user should know who wrote their script).
 */
export async function chooseWriter(userId: string, requested: ScriptWriter | undefined, keys: KeysService, config: Config): Promise<ChosenWriter> {
  const states = await keys.storedStates(userId);
  const usable = { gemini: keyUsable(states.gemini), openai: keyUsable(states.openai) };
  // Keys are decrypted on demand: only the one the chosen writer uses is read.
  const writer = pickWriter(requested, usable);
  const apiKey = writer === "local" ? undefined : await keys.keyFor(userId, writer);
  const p = config.providers;
  const choice = writerFor({
    requested: writer,
    usable,
    keys: writer === "local" ? {} : { [writer]: apiKey },
    settings: { gemini: { baseUrl: p.geminiBaseUrl, model: p.geminiModel }, openai: { baseUrl: p.openaiBaseUrl, model: p.openaiModel } },
  });
  if (choice.ok) return choice.chosen;
  const missing = choice.missingKey;
  throw new StageError(`Add ${WITH_ARTICLE[missing]} in API Setup to use ${LABEL[missing]}, or choose the local writer.`, "script", "not_ready");
}
