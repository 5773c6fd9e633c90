import { z } from "zod";
import { LanguageName, VoiceKey } from "../languages.js";
import { SectionKey } from "./common.js";

// Files the pipeline stages hand to each other inside a paper workspace.
// Each is parsed when read, so a stage never trusts a file another stage (or an older build) wrote.

/** One page of a built deck and what it shows. */
export const DeckFrame = z.object({
  /** Preview image name, e.g. slide_003.png (page index + 1 = PDF page). */
  slide: z.string().regex(/^slide_\d{3}\.png$/),
  kind: z.enum(["title", "section", "closing"]),
  /** The script section this frame belongs to (section frames only). */
  section: SectionKey.nullable(),
  /** 0-based index of this frame among its section's frames, and how many there are. */
  part: z.number().int().min(0),
  parts: z.number().int().min(1),
  /** The bullet text on this frame (continuation pieces included), for pacing the narration. */
  bullets: z.array(z.string()),
  /**
   * The frame again with one point emphasised (the others dimmed, a bar beside it), one per
   * point, for the video: shown while the narration speaks the sentence the point came from
   * (`sentence`, found when the deck was built; null when no sentence is close enough).
   * Optional: decks built before it, and frames whose points could not be located, have none.
   */
  highlights: z
    .array(
      z.object({
        /** Index of the point (a bullet and its continuation pieces) among the frame's points. */
        point: z.number().int().min(0),
        /** The point's text (its pieces joined), to find its sentence again in edited narration. */
        text: z.string(),
        slide: z.string().regex(/^slide_\d{3}_h\d+\.png$/),
        sentence: z.string().nullable(),
      }),
    )
    .optional(),
});
export type DeckFrame = z.infer<typeof DeckFrame>;

/** slides/deck.json (or slides/<code>/deck.json for a translated deck). */
export const DeckManifest = z.object({
  version: z.literal(1),
  engine: z.enum(["pdflatex", "lualatex"]),
  /** ISO code of the deck's language when it was translated; null for the source deck. */
  language: z.string().nullable(),
  frames: z.array(DeckFrame),
  /**
   * Hash of everything the deck was made from (metadata, titles, bullets, image bytes, engine,
   * layout version): equal hash means the deck is current. Optional: decks built before it existed
   * simply have none, and are rebuilt once.
   */
  input_hash: z.string().optional(),
});
export type DeckManifest = z.infer<typeof DeckManifest>;

/** A translated script: translations/<code>.json. Section keys are the source script's keys. */
export const TranslatedSection = z.object({
  title: z.string(),
  script: z.string(),
  bullet_points: z.array(z.string()),
});
export const TranslatedScript = z.object({
  version: z.literal(1),
  language: LanguageName,
  provider: z.enum(["sarvam", "gemini", "openai", "none"]),
  /** Hash of the source sections it was made from; a different hash means translate again. */
  source_hash: z.string(),
  order: z.array(SectionKey),
  sections: z.record(SectionKey, TranslatedSection),
  /** Hinglish refinement passes per section (Hindi only), kept for show_hindi_debug. */
  hindi_debug: z.array(z.object({ section: z.string(), iterations: z.array(z.string()) })).optional(),
});
export type TranslatedScript = z.infer<typeof TranslatedScript>;

export const SpeechProviderName = z.enum(["espeak", "flite", "sarvam", "openai", "bhashini"]);
export type SpeechProviderName = z.infer<typeof SpeechProviderName>;

export const SentenceTiming = z.object({ text: z.string(), start_s: z.number().min(0), end_s: z.number().min(0) });
export type SentenceTiming = z.infer<typeof SentenceTiming>;

/**
 * One section's narration: audio/<code>/<NN>_<key>.wav. The name is ASCII (a key in another script
 * becomes `section`; the NN prefix keeps names unique) so it is also a valid download name.
 */
export const AudioSection = z.object({
  key: SectionKey,
  file: z.string().regex(/^\d{2,3}_[A-Za-z0-9_]+\.wav$/),
  duration_s: z.number().min(0),
  /** Times are relative to the start of this section's file. */
  sentences: z.array(SentenceTiming),
});
export type AudioSection = z.infer<typeof AudioSection>;

/** audio/<code>/manifest.json, written last (atomically), so its presence means the set is complete. */
export const AudioManifest = z.object({
  version: z.literal(1),
  language: LanguageName,
  code: z.string(),
  voice: VoiceKey,
  provider: SpeechProviderName,
  sample_rate: z.number().int().positive(),
  /** Hash of narration text + language + voice + provider: equal hash means the audio is current. */
  input_hash: z.string(),
  sections: z.array(AudioSection),
  total_s: z.number().min(0),
});
export type AudioManifest = z.infer<typeof AudioManifest>;

/** video/<code>/video.json, written after presentation.mp4 and captions.vtt are in place. */
export const VideoManifest = z.object({
  version: z.literal(1),
  language: LanguageName,
  input_hash: z.string(),
  duration_s: z.number().min(0),
  chapters: z.array(z.object({ title: z.string(), start_s: z.number().min(0), end_s: z.number().min(0) })),
  width: z.number().int(),
  height: z.number().int(),
  encode_ms: z.number().min(0),
});
export type VideoManifest = z.infer<typeof VideoManifest>;
