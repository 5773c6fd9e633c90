import type { Language, VoiceKey } from "@lectern/contract";
import { generateAudio, type GenerateAudioResult } from "../audio/generate-audio.js";
import { deckForLanguage } from "../media/language-deck.js";
import type { SpeechProvider } from "../providers/speech/speech-provider.js";
import type { Translator } from "../providers/translate/translator.js";
import { buildDeck, type DeckResult } from "../slides/build-deck.js";
import { workspacePaths } from "../workspace/paths.js";
import type { ProgressMeter } from "./progress-meter.js";
import { sideBySide } from "./side-by-side.js";

export interface SlidesAndAudioOptions {
  language: Language;
  voice: VoiceKey;
  speech: SpeechProvider;
  translator?: Translator;
  hinglishIterations?: number;
  /** The narration is a translation (already saved in translations/<code>.json). */
  translated: boolean;
  signal?: AbortSignal;
  meter: ProgressMeter;
}

export interface SlidesAndAudio {
  deck: DeckResult;
  /** The deck the video shows: slides/, or slides/<code>/ for a translated narration. */
  deckDir: string;
  audio: GenerateAudioResult;
  /** Wall time of each side, from the moment both started. */
  slidesMs: number;
  audioMs: number;
}

/**
 * The deck and the narration, side by side. Both start from script.json (and the translation)
 * and nothing else, and on 2 cores they fit together: the LaTeX compile is one single-threaded
 * process, which leaves the other core to espeak-ng, and the shared tool slots keep the two
 * within the CPU count. Measured (median of 10, two corpus papers): 1.33–1.49 s one after the
 * other, 1.10–1.12 s side by side on a quiet machine; 0.3 s off on a busy one too.
 * A failure on either side stops the other (sideBySide).
 */
export async function slidesAndAudio(workspaceDir: string, opts: SlidesAndAudioOptions): Promise<SlidesAndAudio> {
  const { language, meter } = opts;
  let deckShare = 0;
  let audioShare = 0;
  const report = () =>
    meter.reportTogether(
      [
        ["slides", deckShare],
        ["audio", audioShare],
      ],
      deckShare < 1 ? "slides" : "audio",
      deckShare < 1 ? "Making the slides and the narration" : `Recording the ${language.name} narration`,
    );
  report();
  const started = performance.now();
  let slidesMs = 0;
  let audioMs = 0;
  const [slides, audio] = await sideBySide(
    async (signal) => {
      const deck = await buildDeck(workspaceDir, { signal });
      // A translated narration shows its own deck, made from the translated titles and bullets.
      const deckDir = opts.translated ? await deckForLanguage(workspaceDir, language.name, signal) : workspacePaths(workspaceDir).slides;
      slidesMs = performance.now() - started;
      deckShare = 1;
      report();
      return { deck, deckDir };
    },
    async (signal) => {
      const result = await generateAudio(workspaceDir, {
        language: language.name,
        voice: opts.voice,
        speech: opts.speech,
        ...(opts.translator ? { translator: opts.translator } : {}),
        ...(opts.hinglishIterations === undefined ? {} : { hinglishIterations: opts.hinglishIterations }),
        signal,
        onProgress: (f) => {
          audioShare = f;
          report();
        },
      });
      audioMs = performance.now() - started;
      return result;
    },
    opts.signal,
  );
  return { ...slides, audio, slidesMs, audioMs };
}
