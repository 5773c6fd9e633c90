import type { FallbackSection, KeyState, KeyStatusResponse, ScriptWriter, TalkLength } from "@lectern/contract";

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

const listed = (names: string[]) => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`);

/**
 * Which sections Lectern's local writer wrote in the model's place (its text broke the script
 * rules twice), as a short note under the credit; null when there are none.
 */
export function fallbackNote(fallbacks: readonly FallbackSection[] | undefined, titles: Record<string, string> | undefined): string | null {
  if (!fallbacks || fallbacks.length === 0) return null;
  const names = fallbacks.map((f) => titles?.[f.key] ?? f.key.replace(/_/g, " "));
  const one = names.length === 1;
  return `The ${listed(names)} ${one ? "section was" : "sections were"} written by Lectern's local writer: the model's text for ${one ? "it" : "them"} did not follow the script rules.`;
}
