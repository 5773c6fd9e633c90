import { DEFAULT_LANGUAGE, DEFAULT_VOICE, languageByName } from "@lectern/contract";
import { paperLanguage, translateScript } from "../audio/translate-script.js";
import type { Translator } from "../providers/translate/translator.js";
import { generateScript } from "../script/generate-script.js";
import { localWriter } from "../script/local/local-writer.js";
import { readScript } from "../script/script-file.js";
import type { ScriptDocument } from "../script/types.js";
import { readDeckManifest } from "../slides/deck-manifest.js";
import { buildVideo } from "../video/build-video.js";
import type { MakeOptions, MakeResult, MakeTimings, MakeWriter } from "./make-types.js";
import { ProgressMeter } from "./progress-meter.js";
import { slidesAndAudio } from "./slides-and-audio.js";

const LOCAL_WRITER: MakeWriter = { writer: "local", model: "local", write: localWriter };

/**
 * script → slides → audio → video on an ingested workspace, for one narration language and
 * voice. Every stage keeps work that is already current: an existing script.json is kept, and
 * the deck, the audio and the video skip themselves when their input hashes match, so a run
 * that was interrupted (or repeated) only does what is missing.
 */
export async function makeFromWorkspace(workspaceDir: string, opts: MakeOptions): Promise<MakeResult> {
  const meter = new ProgressMeter(opts.onProgress, ["script", "slides", "audio", "video"]);
  return runStages(workspaceDir, opts, meter, performance.now());
}

/** The stages after ingest; `meter` decides where they sit on the whole run's bar. */
export async function runStages(workspaceDir: string, opts: MakeOptions, meter: ProgressMeter, started: number, ingestMs?: number): Promise<MakeResult> {
  const signal = opts.signal;
  const language = languageByName(opts.language ?? DEFAULT_LANGUAGE);
  const voice = opts.voice ?? DEFAULT_VOICE;
  const timings: MakeTimings = { ...(ingestMs === undefined ? {} : { ingestMs }), scriptMs: 0, slidesMs: 0, audioMs: 0, videoMs: 0, totalMs: 0 };
  const skipped: MakeResult["skipped"] = {};
  const warnings: string[] = [];

  // Script: one already there (perhaps edited by a person) is never replaced.
  let at = performance.now();
  meter.report("script", 0, "Writing the narration script");
  let script: ScriptDocument | undefined = await readScript(workspaceDir);
  skipped.script = script !== undefined;
  if (!script) {
    const writer = opts.writer ?? LOCAL_WRITER;
    script = await generateScript(workspaceDir, { writer: writer.writer, model: writer.model, write: writer.write, length: opts.length ?? "standard", ...(signal ? { signal } : {}) });
  }
  timings.scriptMs = performance.now() - at;
  meter.report("script", 1, "Narration script ready");

  const fromLanguage = await paperLanguage(workspaceDir);
  const translator = typeof opts.translator === "function" ? opts.translator(fromLanguage) : opts.translator;
  const translated = language.code !== fromLanguage;
  const withTranslator = (t: Translator | undefined) => (t ? { translator: t } : {});
  const hinglish = opts.hinglishIterations === undefined ? {} : { hinglishIterations: opts.hinglishIterations };

  // Translating first fails fast, before any speech or typesetting, when no translator can do
  // it; the translated deck is made from the translation too.
  at = performance.now();
  if (translated) {
    meter.reportTogether(
      [
        ["slides", 0],
        ["audio", 0],
      ],
      "audio",
      `Translating the narration into ${language.name}`,
    );
    await translateScript(workspaceDir, { language: language.name, ...withTranslator(translator), ...hinglish, ...(signal ? { signal } : {}) });
  }
  const translateMs = performance.now() - at;

  const media = await slidesAndAudio(workspaceDir, { language, voice, speech: opts.speech, ...withTranslator(translator), ...hinglish, translated, meter, ...(signal ? { signal } : {}) });
  const { deck, deckDir, audio } = media;
  timings.slidesMs = media.slidesMs;
  timings.audioMs = translateMs + media.audioMs;
  skipped.slides = deck.skipped;
  skipped.audio = audio.reused;
  warnings.push(...deck.warnings);

  at = performance.now();
  meter.report("video", 0, "Encoding the video");
  const video = await buildVideo(workspaceDir, {
    language: language.name,
    ...(signal ? { signal } : {}),
    onProgress: (f) => meter.report("video", f, "Encoding the video"),
  });
  skipped.video = video.skipped;
  warnings.push(...video.warnings);
  timings.videoMs = performance.now() - at;
  timings.totalMs = performance.now() - started;

  const slides = (await readDeckManifest(deckDir))?.frames.length ?? deck.frames;
  meter.done("The video is ready");
  return {
    language: language.name,
    video,
    timings,
    counts: { sections: script.order.length, slides, videoSeconds: video.manifest.duration_s },
    skipped,
    warnings: [...new Set(warnings)],
  };
}
