import path from "node:path";
import { buildDeck } from "@lectern/pipeline";
import type { HandlerDeps } from "../feature.js";
import { paperOf } from "../jobs/job-paper.js";
import { SlidesJob } from "../jobs/job-payloads.js";
import type { JobHandler } from "../jobs/job-types.js";

/** Typesets the paper's deck; the deck builder skips the work when nothing on the slides changed. */
export function slidesJobHandler({ papers }: Pick<HandlerDeps, "papers">): JobHandler {
  return async ({ job, signal, progress }) => {
    SlidesJob.parse(JSON.parse(job.payload));
    progress({ stage: "slides", percent: 5, message: "Typesetting the slides" });
    const deck = await buildDeck(papers.dirOf(paperOf(job)), { signal });
    return { slides: deck.previews.map((p) => path.basename(p)), engine: deck.engine };
  };
}
