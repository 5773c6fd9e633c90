import { z } from "zod";

// The 11 narration languages with the codes each provider needs. One table, so a provider
// client never invents its own mapping.
export const LANGUAGES = [
  { name: "English", native: "English", code: "en", sarvam: "en-IN", espeak: "en", script: "Latin" },
  { name: "Hindi", native: "हिन्दी", code: "hi", sarvam: "hi-IN", espeak: "hi", script: "Devanagari" },
  { name: "Bengali", native: "বাংলা", code: "bn", sarvam: "bn-IN", espeak: "bn", script: "Bengali" },
  { name: "Gujarati", native: "ગુજરાતી", code: "gu", sarvam: "gu-IN", espeak: "gu", script: "Gujarati" },
  { name: "Kannada", native: "ಕನ್ನಡ", code: "kn", sarvam: "kn-IN", espeak: "kn", script: "Kannada" },
  { name: "Malayalam", native: "മലയാളം", code: "ml", sarvam: "ml-IN", espeak: "ml", script: "Malayalam" },
  { name: "Marathi", native: "मराठी", code: "mr", sarvam: "mr-IN", espeak: "mr", script: "Devanagari" },
  { name: "Odia", native: "ଓଡ଼ିଆ", code: "or", sarvam: "od-IN", espeak: "or", script: "Oriya" },
  { name: "Punjabi", native: "ਪੰਜਾਬੀ", code: "pa", sarvam: "pa-IN", espeak: "pa", script: "Gurmukhi" },
  { name: "Tamil", native: "தமிழ்", code: "ta", sarvam: "ta-IN", espeak: "ta", script: "Tamil" },
  { name: "Telugu", native: "తెలుగు", code: "te", sarvam: "te-IN", espeak: "te", script: "Telugu" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES = LANGUAGES.map((l) => l.name) as [Language["name"], ...Language["name"][]];
export const LanguageName = z.enum(LANGUAGE_NAMES);
export type LanguageName = z.infer<typeof LanguageName>;
export const DEFAULT_LANGUAGE: LanguageName = "English";

export function languageByName(name: LanguageName): Language {
  const found = LANGUAGES.find((l) => l.name === name);
  if (!found) throw new Error(`unknown language ${name}`);
  return found;
}

/** Two voices for every language; the first is the default. */
export const VOICES = [
  { key: "vidya", label: "Female", gender: "female" },
  { key: "karun", label: "Male", gender: "male" },
] as const;
export type Voice = (typeof VOICES)[number];
export const VoiceKey = z.enum(["vidya", "karun"]);
export type VoiceKey = z.infer<typeof VoiceKey>;
export const DEFAULT_VOICE: VoiceKey = "vidya";

/** Sample-page labels also include Urdu, though Urdu is not a narration language. */
export const SAMPLE_LANGUAGE_LABELS = [...LANGUAGE_NAMES, "Urdu"] as const;
