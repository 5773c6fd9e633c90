import { z } from "zod";

// What every OpenAI-compatible service (chat completions, speech) shares: how its errors read and
// how messages name it. Shared by the LLM and speech clients, so it lives with neither.

/** OpenAI, Ollama and llama.cpp nest the error under `error`; vLLM puts it at the top level. */
const ErrorFields = z.object({ message: z.string().optional(), type: z.string().nullable().optional(), code: z.unknown().optional() });
const ErrorBody = z.union([z.object({ error: ErrorFields }).transform((b) => b.error), ErrorFields]);

/** What an OpenAI-compatible error body says: the message (one line, at most 200 chars) and the code. */
export function readOpenaiError(bodyText: string): { said: string; code: string } {
  let error: z.infer<typeof ErrorBody> | undefined;
  try {
    error = ErrorBody.safeParse(JSON.parse(bodyText)).data;
  } catch {
    error = undefined;
  }
  return { said: (error?.message ?? "").replace(/\s+/g, " ").slice(0, 200), code: typeof error?.code === "string" ? error.code : "" };
}

/** How messages name an OpenAI-compatible server: OpenAI itself, or the server at its host. */
export interface OpenaiNames {
  host: string;
  /** At the start of a sentence. */
  service: string;
  key: string;
}

export function openaiNames(base: string): OpenaiNames {
  let host = base;
  try {
    host = new URL(base).host;
  } catch {
    // an unparsable base fails at fetch time with its own message
  }
  return host === "api.openai.com"
    ? { host, service: "OpenAI", key: "The OpenAI key" }
    : { host, service: `The OpenAI-compatible server at ${host}`, key: `The key for the OpenAI-compatible server at ${host}` };
}
