import { z } from "zod";
import { HINGLISH_ITERATIONS_DEFAULT, SHOW_HINDI_DEBUG_DEFAULT } from "../constants.js";
import { LANGUAGE_NAMES, languageByName, LanguageName, VoiceKey } from "../languages.js";
import { PaperId, SafeFileName, SignedQuery } from "./common.js";

export const ImagesAvailableResponse = z.object({
  paper_id: PaperId,
  images: z.array(z.string()),
  /** Figure captions by image name, where the paper gave one. */
  captions: z.record(z.string(), z.string()).optional(),
  /** Short-lived signed URLs by image name, for <img> (which cannot send a bearer token). */
  urls: z.record(z.string(), z.string()).optional(),
});

export const ImageParams = z.object({ id: PaperId, name: SafeFileName });

export const GenerateSlidesResponse = z.object({
  success: z.literal(true),
  slides: z.array(z.string()),
  engine: z.enum(["pdflatex", "lualatex"]),
});
export const SlidesPreviewResponse = z.object({
  images: z.array(z.string()),
  /** Short-lived signed URLs by slide name, for <img>. */
  urls: z.record(z.string(), z.string()).optional(),
  /** The scripts were saved after this deck was made (a Lectern addition; the screen offers Regenerate). */
  stale: z.boolean().optional(),
});
export type SlidesPreviewResponse = z.infer<typeof SlidesPreviewResponse>;

export const GenerateAudioRequest = z.object({
  /** Language name → voice key, e.g. {"English": "vidya"}. */
  voice_selection: z.partialRecord(LanguageName, VoiceKey).default({}),
  hinglish_iterations: z.number().int().min(0).max(5).default(HINGLISH_ITERATIONS_DEFAULT),
  show_hindi_debug: z.boolean().default(SHOW_HINDI_DEBUG_DEFAULT),
  selected_language: LanguageName,
});
export type GenerateAudioRequest = z.infer<typeof GenerateAudioRequest>;

export const HindiDebugEntry = z.object({ section: z.string(), iterations: z.array(z.string()) });
export const GenerateAudioResponse = z.object({
  audio_files: z.array(z.string()),
  hindi_debug: z.array(HindiDebugEntry).optional(),
});

/** Bhashini payload (left open by the published API; our choice): language and voice, as for the main audio call. */
export const GenerateAudioBhashiniRequest = z.object({
  selected_language: LanguageName,
  voice: VoiceKey.optional(),
});

export const GenerateVideoRequest = z.object({
  selected_language: LanguageName,
  /** Emphasise the point being narrated on each slide (default true); false shows the slides plain. */
  highlight: z.boolean().optional(),
});
export const GenerateVideoResponse = z.object({
  /** Workspace-relative path of the video, e.g. video/hi/presentation.mp4. */
  video_path: z.string(),
  /** Short-lived signed stream URL for <video>. */
  video_url: z.string().optional(),
});

/**
 * Which narration language a media call is about. Absent: the language generated most recently
 * (so calls written for the published API, which send none, keep working); each language's files are kept side by side.
 */
export const MediaLanguageQuery = z.object({ language: LanguageName.optional() });
export const SignedMediaQuery = SignedQuery.extend({ language: LanguageName.optional() });

export const MediaStatusResponse = z.object({
  paper_id: PaperId,
  audio_files: z.array(z.string()),
  video_path: z.string().nullable(),
  /** The language the lists above are for (null when nothing has been generated). */
  language: LanguageName.nullable().optional(),
  /** Every language with audio or video, newest first. */
  languages: z.array(LanguageName).optional(),
  /** Signed URLs for <video>, <audio> and the captions <track>. */
  video_url: z.string().nullable().optional(),
  captions_url: z.string().nullable().optional(),
  audio_urls: z.record(z.string(), z.string()).optional(),
  /** Seconds of narration per audio file, and of the whole video. */
  audio_durations: z.record(z.string(), z.number()).optional(),
  duration_s: z.number().nullable().optional(),
});
export type MediaStatusResponse = z.infer<typeof MediaStatusResponse>;

export const AudioFileParams = z.object({ id: PaperId, file: SafeFileName });

/** What the user's providers allow for narration: whether any of them can translate. */
export interface NarrationProviders {
  translation: boolean;
}

/** The keys any one of which makes translation possible, as the user reads it. */
export const TRANSLATION_KEYS_TEXT = "a Sarvam, Gemini or OpenAI key";

/**
 * Whether a language can be narrated with the user's providers, and if not, what it needs.
 * Offered before a choice (picker, keys status, CLI) so a language fails before Generate, not
 * after. The paper's own language is spoken as written; any other needs translation. Speech
 * never blocks: the offline voice speaks all eleven languages.
 */
export const NarrationLanguage = z.object({
  language: LanguageName,
  available: z.boolean(),
  /** Present when not available: what is missing. */
  needs: z.enum(["translation"]).optional(),
  /** Present when not available, e.g. "needs a Sarvam, Gemini or OpenAI key". */
  reason: z.string().optional(),
});
export type NarrationLanguage = z.infer<typeof NarrationLanguage>;

/** The one rule, shared by server, web and CLI. `paperLanguage` is a code; papers default to English. */
export function narrationAvailability(language: LanguageName, providers: NarrationProviders, paperLanguage = "en"): NarrationLanguage {
  const spokenAsWritten = languageByName(language).code === paperLanguage.trim().toLowerCase();
  if (spokenAsWritten || providers.translation) return { language, available: true };
  return { language, available: false, needs: "translation", reason: `needs ${TRANSLATION_KEYS_TEXT}` };
}

/** Every narration language with its availability, in the table's order. */
export function narrationLanguages(providers: NarrationProviders, paperLanguage = "en"): NarrationLanguage[] {
  return LANGUAGE_NAMES.map((name) => narrationAvailability(name, providers, paperLanguage));
}
