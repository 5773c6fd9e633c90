import { LANGUAGES, VOICES, type LanguageName, type VoiceKey } from "@lectern/contract";

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** "Hindi (हिन्दी)": the English name first (sorting, screen readers), then the native one. */
export const LANGUAGE_OPTIONS: readonly Option<LanguageName>[] = LANGUAGES.map((language) => ({
  value: language.name,
  label: language.native === language.name ? language.name : `${language.name} (${language.native})`,
}));

export const VOICE_OPTIONS: readonly Option<VoiceKey>[] = VOICES.map((voice) => ({ value: voice.key, label: voice.label }));

export function voiceLabel(voice: VoiceKey): string {
  return VOICES.find((option) => option.key === voice)?.label ?? voice;
}

/** The option whose value is `raw`, or undefined (a select only offers known values). */
export function optionValue<T extends string>(options: readonly Option<T>[], raw: string): T | undefined {
  return options.find((option) => option.value === raw)?.value;
}
