import type { KeyState, KeyStatusResponse, ScriptWriter, TalkLength } from "@lectern/contract";

export const WRITER_NAMES: Record<ScriptWriter, string> = {
  local: "Lectern's local writer (offline)",
  gemini: "Gemini",
  openai: "OpenAI-compatible model",
};

export const TALK_LENGTHS: readonly { value: TalkLength; label: string }[] = [
  { value: "short", label: "Short" },
  { value: "standard", label: "Standard" },
  { value: "long", label: "Long" },
];

export const DEFAULT_TALK_LENGTH: TalkLength = "standard";

/** A key the provider has not refused: "unverified" keys (checked offline) are worth trying. */
const usable = (state: KeyState | undefined) => state === "valid" || state === "unverified";

/** The writers this user can pick: always the offline one, plus each LLM whose key is usable. */
export function availableWriters(status: KeyStatusResponse | undefined): ScriptWriter[] {
  const writers: ScriptWriter[] = [];
  if (usable(status?.gemini_key)) writers.push("gemini");
  if (usable(status?.openai_key)) writers.push("openai");
  return [...writers, "local"];
}

/** Gemini if its key is usable, else OpenAI likewise, else the local writer. */
export function defaultWriter(status: KeyStatusResponse | undefined): ScriptWriter {
  return availableWriters(status)[0] ?? "local";
}

/** Who wrote the current scripts, as the user reads it. */
export function writerCredit(writer: ScriptWriter | null | undefined, model: string | null | undefined): string | null {
  if (!writer) return null;
  if (writer === "local") return "Written offline by Lectern's local writer";
  const name = WRITER_NAMES[writer];
  return model ? `Written by ${name} (${model})` : `Written by ${name}`;
}

export function lengthLabel(length: TalkLength | null | undefined): string | null {
  return TALK_LENGTHS.find((option) => option.value === length)?.label ?? null;
}
