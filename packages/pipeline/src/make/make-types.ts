import type { LanguageName, ScriptWriter, TalkLength, VoiceKey } from "@lectern/contract";
import type { SpeechProvider } from "../providers/speech/speech-provider.js";
import type { Translator } from "../providers/translate/translator.js";
import type { ScriptWriterFn } from "../script/types.js";
import type { VideoResult } from "../video/build-video.js";

/** The stages of a whole run, in order; "done" is reported once, at 100. */
export type MakeStage = "ingest" | "script" | "slides" | "audio" | "video" | "done";
export type WorkStage = Exclude<MakeStage, "done">;

export interface MakeProgress {
  stage: MakeStage;
  /** 0–100 over the whole run; never goes down. */
  percent: number;
  /** For people: what is happening now. */
  message: string;
}

export interface MakeWriter {
  writer: ScriptWriter;
  /** Model name for the record ("local" for the offline writer). */
  model: string;
  write: ScriptWriterFn;
}

export interface MakeOptions {
  /** Narration language; default English. */
  language?: LanguageName;
  /** Default vidya. */
  voice?: VoiceKey;
  /** Writes script.json when the workspace has none; default the offline local writer. */
  writer?: MakeWriter;
  /** Talk length for a new script; default standard. */
  length?: TalkLength;
  speech: SpeechProvider;
  /**
   * Needed when the narration language is not the paper's. A function is called with the paper's
   * language code once it is known (after ingest), so the choice can depend on it.
   */
  translator?: Translator | ((paperLanguage: string) => Translator | undefined);
  /** Hinglish refinement passes for Hindi narration (audio stage default when absent). */
  hinglishIterations?: number;
  signal?: AbortSignal;
  onProgress?: (p: MakeProgress) => void;
}

/** Wall time of each stage in milliseconds; slides and audio run at the same time, so they overlap. */
export interface MakeTimings {
  ingestMs?: number;
  scriptMs: number;
  slidesMs: number;
  audioMs: number;
  videoMs: number;
  totalMs: number;
}

export interface MakeResult {
  language: LanguageName;
  video: VideoResult;
  timings: MakeTimings;
  counts: { sections: number; slides: number; videoSeconds: number };
  /** Stages whose output was already current and was kept as it was. */
  skipped: Partial<Record<WorkStage, boolean>>;
  warnings: string[];
}
