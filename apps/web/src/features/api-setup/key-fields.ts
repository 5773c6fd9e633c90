import type { KeyField } from "@lectern/contract";

export interface KeyFieldInfo {
  field: KeyField;
  label: string;
  /** Provider name, for the show/hide toggle ("Show Gemini key"): distinct from the input label. */
  provider: string;
  /** What the key adds to what works without it (every key is optional: see OFFLINE_BASELINE). */
  description: string;
  getKeyUrl: string;
}

/** What works with no key at all: the reason every key is optional. */
export const OFFLINE_BASELINE =
  "Every key is optional. Without any, Lectern writes the script from the paper itself and narrates it in English with an offline voice; keys add LLM-written scripts, the other 10 languages and more natural voices.";

export const KEY_FIELD_INFO: readonly KeyFieldInfo[] = [
  {
    field: "gemini_key",
    label: "Gemini API Key",
    provider: "Gemini",
    description: "Adds scripts and slide bullets written by Google Gemini, and translation of the narration into the other 10 languages.",
    getKeyUrl: "https://aistudio.google.com/app/apikey",
  },
  {
    field: "sarvam_key",
    label: "Sarvam API Key",
    provider: "Sarvam",
    description: "Adds translation into the 10 Indian languages and natural Sarvam voices for the narration.",
    getKeyUrl: "https://dashboard.sarvam.ai",
  },
  {
    field: "openai_key",
    label: "OpenAI API Key",
    provider: "OpenAI",
    description: "Adds scripts written by an OpenAI model (or any OpenAI-compatible server), translation, and its voices for narration.",
    getKeyUrl: "https://platform.openai.com/api-keys",
  },
];
