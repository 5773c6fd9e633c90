import { BULLETS_ANSWER_SCHEMA } from "./answer-schemas.js";
import { askJson } from "./ask-json.js";
import { buildBulletsPrompt } from "./bullets-prompt.js";
import type { LlmClientOptions } from "./client-options.js";
import { geminiWire } from "./gemini-wire.js";
import { openaiWire } from "./openai-wire.js";
import { checkBulletsAnswer } from "./script-answer.js";
import type { Wire } from "./wire.js";

/** Writes 2–4 slide bullets for one section's text (the Step 3 "bullets" call). */
export type BulletsFn = (title: string, text: string, signal?: AbortSignal) => Promise<string[]>;

function bulletsOver(wire: Wire, options: LlmClientOptions): BulletsFn {
  return (title, text, signal) =>
    askJson(
      wire,
      { question: { ...buildBulletsPrompt(title, text), schema: BULLETS_ANSWER_SCHEMA, schemaName: "slide_bullets" }, accept: checkBulletsAnswer, what: "bullet points" },
      options,
      signal,
    );
}

export const geminiBullets = (opts: LlmClientOptions): BulletsFn => bulletsOver(geminiWire(opts), opts);
export const openaiBullets = (opts: LlmClientOptions): BulletsFn => bulletsOver(openaiWire(opts), opts);
