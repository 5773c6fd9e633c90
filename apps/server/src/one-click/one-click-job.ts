import fs from "node:fs";
import { DEFAULT_LANGUAGE, DEFAULT_VOICE, ERROR_CODES } from "@lectern/contract";
import { makeFromWorkspace, speechFor, translatorFor, workspaceRelative } from "@lectern/pipeline";
import type { z } from "zod";
import type { Config } from "../config.js";
import { AppError } from "../http/errors.js";
import { providerKeysFor } from "../media/provider-keys.js";
import { chooseWriter } from "../scripts/writer-choice.js";
import type { JobHandler } from "../jobs/job-types.js";
import type { OneClickJob } from "../jobs/job-payloads.js";
import type { KeysService } from "../keys/keys.service.js";
import type { PapersService } from "../papers/papers.service.js";

export interface OneClickJobDeps {
  papers: PapersService;
  keys: KeysService;
  config: Config;
}

/**
 * One click: script → slides and audio (side by side) → video, by the pipeline's own orchestrator,
 * with the defaults (English, vidya) and the user's providers (the offline ones without keys). A
 * script the paper already has is kept and every stage skips work whose inputs are unchanged, so
 * a job resumed after a restart continues where it stopped.
 */
export function oneClickHandler(deps: OneClickJobDeps, schema: typeof OneClickJob): JobHandler {
  return async ({ job, signal, progress }) => {
    const p: z.infer<typeof OneClickJob> = schema.parse(JSON.parse(job.payload));
    const dir = deps.papers.dirOf(job.paper_id);
    if (!fs.existsSync(dir)) throw new AppError(404, ERROR_CODES.notFound, "The paper is no longer there.");
    const keys = await providerKeysFor(job.user_id, deps.keys, deps.config);
    const writer = await chooseWriter(job.user_id, undefined, deps.keys, deps.config);
    const made = await makeFromWorkspace(dir, {
      language: p.language ?? DEFAULT_LANGUAGE,
      voice: p.voice ?? DEFAULT_VOICE,
      writer: { writer: writer.writer, model: writer.model, write: writer.write },
      speech: speechFor(keys),
      translator: (paperLanguage) => translatorFor(keys, paperLanguage),
      signal,
      onProgress: (m) => {
        if (m.stage !== "done" && m.stage !== "ingest") progress({ stage: m.stage, percent: m.percent, message: m.message });
      },
    });
    return { video_path: workspaceRelative(dir, made.video.mp4), language: made.language };
  };
}
