import type { HandlerDeps } from "../feature.js";
import { paperOf } from "../jobs/job-paper.js";
import { AudioJob, VideoJob } from "../jobs/job-payloads.js";
import type { JobHandler } from "../jobs/job-types.js";
import { narrate } from "./narrate.js";
import { videoForLanguage } from "./video-stage.js";

/** Speaks the narration of one language with the voice the request chose. */
export function audioJobHandler({ papers, keys, config }: Pick<HandlerDeps, "papers" | "keys" | "config">): JobHandler {
  return async ({ job, signal, progress }) => {
    const p = AudioJob.parse(JSON.parse(job.payload));
    progress({ stage: "audio", percent: 2, message: `Preparing the ${p.language} narration` });
    const result = await narrate(papers.dirOf(paperOf(job)), job.user_id, { language: p.language, voice: p.voice, use: p.use, hinglishIterations: p.hinglish_iterations }, { keys, config }, signal, (f) =>
      progress({ percent: Math.round(5 + f * 94), message: `Speaking the ${p.language} narration` }),
    );
    return { audio_files: result.manifest.sections.map((s) => s.file), ...(result.hindiDebug ? { hindi_debug: result.hindiDebug } : {}) };
  };
}

/** Puts one language's slides and narration together into its video. */
export function videoJobHandler({ papers }: Pick<HandlerDeps, "papers">): JobHandler {
  return async ({ job, signal, progress }) => {
    const p = VideoJob.parse(JSON.parse(job.payload));
    progress({ stage: "video", percent: 2, message: "Putting the slides and the narration together" });
    return { video_path: await videoForLanguage(papers.dirOf(paperOf(job)), p.language, { signal, highlight: p.highlight ?? true, onProgress: (f) => progress({ percent: Math.round(5 + f * 94), message: "Encoding the video" }) }) };
  };
}
