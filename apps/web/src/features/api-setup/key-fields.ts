import type { KeyField } from "@lectern/contract";

export interface KeyFieldInfo {
  field: KeyField;
  label: string;
  /** Provider name, for the show/hide toggle ("Show Gemini key"): distinct from the input label. */
  provider: string;
  required: boolean;
  description: string;
  getKeyUrl: string;
}

export const KEY_FIELD_INFO: readonly KeyFieldInfo[] = [
  {
    field: "gemini_key",
    label: "Gemini API Key",
    provider: "Gemini",
    required: true,
    description: "Google Gemini writes the narration scripts and slide bullets, and can translate narration.",
    getKeyUrl: "https://aistudio.google.com/app/apikey",
  },
  {
    field: "sarvam_key",
    label: "Sarvam API Key",
    provider: "Sarvam",
    required: false,
    description: "Sarvam AI translates and speaks narration in Indian languages with natural voices.",
    getKeyUrl: "https://dashboard.sarvam.ai",
  },
  {
    field: "openai_key",
    label: "OpenAI API Key",
    provider: "OpenAI",
    required: false,
    description: "An OpenAI key is an alternative for writing scripts and speaking narration.",
    getKeyUrl: "https://platform.openai.com/api-keys",
  },
];
