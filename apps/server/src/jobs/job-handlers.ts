import path from "node:path";
import type { JobKind } from "@lectern/contract";
import { buildDeck, generateScript } from "@lectern/pipeline";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { KeysService } from "../keys/keys.service.js";
import { narrate } from "../media/narrate.js";
import { videoForLanguage } from "../media/video-stage.js";
import type { PapersService } from "../papers/papers.service.js";
import type { KeyCipher } from "../security/key-cipher.js";
import { youtubeJobHandler } from "../youtube/youtube-job.js";
import { chooseWriter } from "../scripts/writer-choice.js";
import { paperOf } from "./job-paper.js";
import type { JobHandler } from "./job-types.js";
import { AudioJob, OneClickJob, ScriptJob, SlidesJob, VideoJob } from "./job-payloads.js";
import { oneClickHandler } from "../one-click/one-click-job.js";

export interface HandlerDeps {
  papers: PapersService;
  keys: KeysService;
  config: Config;
  /** Access tokens of YouTube uploads, encrypted in their job's payload. */
  youtubeTokens: KeyCipher;
  /** The process's logger, for what a job reports besides its progress (optional in tests). */
  log?: FastifyBaseLogger | undefined;
}

/** What each kind of job does; each stage skips work whose inputs have not changed. */
export function jobHandlers(deps: HandlerDeps): Record<JobKind, JobHandler> {
  const { papers, keys, config } = deps;
  return {
    async script({ job, signal, progress }) {
      const p = ScriptJob.parse(JSON.parse(job.payload));
      progress({ stage: "script", percent: 5, message: p.writer === "local" ? "Writing the narration offline" : "Asking the language model for the narration" });
      const chosen = await chooseWriter(job.user_id, p.writer, keys, config);
      const doc = await generateScript(papers.dirOf(paperOf(job)), { writer: chosen.writer, model: chosen.model, write: chosen.write, length: p.length, signal });
      return { writer: doc.writer, model: doc.model, sections: doc.order.length };
    },

    async slides({ job, signal, progress }) {
      SlidesJob.parse(JSON.parse(job.payload));
      progress({ stage: "slides", percent: 5, message: "Typesetting the slides" });
      const deck = await buildDeck(papers.dirOf(paperOf(job)), { signal });
      return { slides: deck.previews.map((p) => path.basename(p)), engine: deck.engine };
    },

    async audio({ job, signal, progress }) {
      const p = AudioJob.parse(JSON.parse(job.payload));
      progress({ stage: "audio", percent: 2, message: `Preparing the ${p.language} narration` });
      const result = await narrate(papers.dirOf(paperOf(job)), job.user_id, { language: p.language, voice: p.voice, use: p.use, hinglishIterations: p.hinglish_iterations }, { keys, config }, signal, (f) =>
        progress({ percent: Math.round(5 + f * 94), message: `Speaking the ${p.language} narration` }),
      );
      return { audio_files: result.manifest.sections.map((s) => s.file), ...(result.hindiDebug ? { hindi_debug: result.hindiDebug } : {}) };
    },

    async video({ job, signal, progress }) {
      const p = VideoJob.parse(JSON.parse(job.payload));
      progress({ stage: "video", percent: 2, message: "Putting the slides and the narration together" });
      return { video_path: await videoForLanguage(papers.dirOf(paperOf(job)), p.language, { signal, highlight: p.highlight ?? true, onProgress: (f) => progress({ percent: Math.round(5 + f * 94), message: "Encoding the video" }) }) };
    },

    oneclick: oneClickHandler(deps, OneClickJob),

    youtube: youtubeJobHandler({ papers, youtube: config.youtube, tokens: deps.youtubeTokens, log: deps.log }),
  };
}
