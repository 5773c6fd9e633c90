import fs from "node:fs";
import { DEFAULT_LANGUAGE, DEFAULT_VOICE } from "@lectern/contract";
import { dataPaths, makeVideoReading, speechFor, StageError, translatorFor, workspaceRelative, type PaperReader } from "@lectern/pipeline";
import type { z } from "zod";
import type { Config } from "../config.js";
import { providerKeysFor } from "../media/provider-keys.js";
import { chooseWriter } from "../scripts/writer-choice.js";
import type { JobHandler } from "../jobs/job-types.js";
import type { OneClickJob } from "../jobs/job-payloads.js";
import type { KeysService } from "../keys/keys.service.js";
import type { PapersService } from "../papers/papers.service.js";
import { readOneClickPaper } from "./one-click-read.js";

export interface OneClickJobDeps {
  papers: PapersService;
  keys: KeysService;
  config: Config;
}

/** A job whose paper was made before it started (rows written before one click read its own upload). */
const alreadyRead =
  (dir: string): PaperReader =>
  () => {
    if (!fs.existsSync(dir)) throw new StageError("The paper is no longer there.", "ingest", "gone");
    return Promise.resolve(false);
  };

/**
 * One click: ingest (the staged upload or the arXiv link, readOneClickPaper) → script → slides
 * and audio (side by side) → video, by the pipeline's own orchestrator on one progress bar, with
 * the defaults (English, vidya) and the user's providers (the offline ones without keys). The job
 * names its paper once ingest made it. A script the paper already has is kept and every stage
 * skips work whose inputs are unchanged, so a job resumed after a restart continues where it stopped.
 */
export function oneClickHandler(deps: OneClickJobDeps, schema: typeof OneClickJob): JobHandler {
  const tmpDir = dataPaths(deps.config.dataDir).tmp;
  return async ({ job, signal, progress, madePaper }) => {
    const p: z.infer<typeof OneClickJob> = schema.parse(JSON.parse(job.payload));
    const paperId = job.paper_id ?? p.make?.paper_id;
    if (!paperId) throw new Error(`one-click job ${job.id} names no paper to make`);
    const dir = deps.papers.dirOf(paperId);
    const read = job.paper_id === null && p.make ? readOneClickPaper({ papers: deps.papers, tmpDir }, { userId: job.user_id, paperId, source: p.make.source, madePaper }) : alreadyRead(dir);
    const keys = await providerKeysFor(job.user_id, deps.keys, deps.config);
    const writer = await chooseWriter(job.user_id, undefined, deps.keys, deps.config);
    const made = await makeVideoReading(read, dir, {
      language: p.language ?? DEFAULT_LANGUAGE,
      voice: p.voice ?? DEFAULT_VOICE,
      writer: { writer: writer.writer, model: writer.model, write: writer.write },
      speech: speechFor(keys),
      translator: (paperLanguage) => translatorFor(keys, paperLanguage),
      signal,
      onProgress: (m) => {
        if (m.stage !== "done") progress({ stage: m.stage, percent: m.percent, message: m.message });
      },
    });
    return { video_path: workspaceRelative(dir, made.video.mp4), language: made.language };
  };
}
