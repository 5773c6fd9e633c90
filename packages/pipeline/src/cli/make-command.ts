import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_LANGUAGE, VoiceKey } from "@lectern/contract";
import type { IngestInput } from "../ingest/ingest-paper.js";
import { makeVideo } from "../make/make-video.js";
import type { MakeResult, WorkStage } from "../make/make-types.js";
import { progressWriter } from "../make/progress-line.js";
import { speechFor } from "../providers/speech/speech-choice.js";
import { translatorFor } from "../providers/translate/translator-choice.js";
import { workspacePaths } from "../workspace/paths.js";
import { keysFromEnv, languageArg, languageProblem } from "./audio-command.js";

const STAGES: readonly WorkStage[] = ["ingest", "script", "slides", "audio", "video"];

/**
 * Why `out` cannot take this paper, or null. An empty or new directory is fine; so is one that
 * already holds this same paper (a repeated or interrupted run: finished stages are kept). A
 * directory with anything else in it is refused rather than mixed into.
 */
function outProblem(out: string, input: IngestInput): string | null {
  if (!fs.existsSync(out) || fs.readdirSync(out).length === 0) return null;
  const ws = workspacePaths(out);
  if (!fs.existsSync(ws.paperJson)) return `${out} is not empty; choose a new directory.`;
  if (input.kind === "remote") return null;
  const kept = input.kind === "pdf" ? ws.sourcePdf : ws.sourceZip;
  const same = fs.existsSync(kept) && fs.readFileSync(kept).equals(fs.readFileSync(input.file));
  return same ? null : `${out} holds another paper; choose a new directory.`;
}

function summary(result: MakeResult, wallS: number): string {
  const t = result.timings;
  const ms: Record<WorkStage, number | undefined> = { ingest: t.ingestMs, script: t.scriptMs, slides: t.slidesMs, audio: t.audioMs, video: t.videoMs };
  const stages = STAGES.map((s) => `${s} ${((ms[s] ?? 0) / 1000).toFixed(1)} s${result.skipped[s] ? " (kept)" : ""}`);
  const seconds = result.counts.videoSeconds;
  return [
    `video:    ${result.video.mp4}`,
    `duration: ${seconds.toFixed(1)} s, ${result.counts.slides} slides, ${result.counts.sections} sections, ${result.language}`,
    `stages:   ${stages.join(", ")} (slides and audio run side by side)`,
    result.skipped.video
      ? `total:    ${wallS.toFixed(1)} s: the video was already up to date`
      : `total:    ${wallS.toFixed(1)} s, ${(seconds / Math.max(wallS, 1e-3)).toFixed(0)}× realtime`,
    ...result.warnings.map((w) => `warning:  ${w}`),
  ].join("\n");
}

/**
 * `lectern make <file|url> --out <dir> [--lang] [--voice]`: the whole pipeline, paper to video,
 * with the offline script writer and the speech and translation providers the environment's keys
 * allow (as `lectern audio`).
 */
export async function makeCommand(args: string[], usage: string, inputFor: (arg: string) => IngestInput): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: "string" }, lang: { type: "string", default: DEFAULT_LANGUAGE }, voice: { type: "string", default: "vidya" } },
  });
  const [source] = positionals;
  const language = languageArg(values.lang);
  const voice = VoiceKey.safeParse(values.voice);
  if (!source || positionals.length > 1 || !values.out || !language || !voice.success) {
    process.stderr.write(usage);
    return 2;
  }
  const out = path.resolve(values.out);
  const input = inputFor(source);
  const problem = outProblem(out, input);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    return 2;
  }

  const keys = keysFromEnv(process.env);
  // The paper's language is known only after ingest; most papers are English, so refusing now
  // saves the minutes before the narration would fail.
  const languageRefusal = languageProblem(language, keys);
  if (languageRefusal) {
    process.stderr.write(`lectern: ${languageRefusal}\n`);
    return 2;
  }
  const bar = progressWriter(process.stderr);
  const started = performance.now();
  try {
    const result = await makeVideo(input, out, {
      language,
      voice: voice.data,
      speech: speechFor(keys, "auto"),
      translator: (from) => translatorFor(keys, from),
      onProgress: bar.update,
    });
    bar.finish();
    process.stdout.write(`${summary(result, (performance.now() - started) / 1000)}\n`);
    return 0;
  } finally {
    bar.finish();
  }
}
