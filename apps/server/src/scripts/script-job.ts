import { generateScript } from "@lectern/pipeline";
import type { HandlerDeps } from "../feature.js";
import { paperOf } from "../jobs/job-paper.js";
import { ScriptJob } from "../jobs/job-payloads.js";
import type { JobHandler } from "../jobs/job-types.js";
import { chooseWriter } from "./writer-choice.js";

/** Writes the paper's narration script with the writer the request chose (or the local one). */
export function scriptJobHandler({ papers, keys, config }: Pick<HandlerDeps, "papers" | "keys" | "config">): JobHandler {
  return async ({ job, signal, progress }) => {
    const p = ScriptJob.parse(JSON.parse(job.payload));
    progress({ stage: "script", percent: 5, message: p.writer === "local" ? "Writing the narration offline" : "Asking the language model for the narration" });
    const chosen = await chooseWriter(job.user_id, p.writer, keys, config);
    const doc = await generateScript(papers.dirOf(paperOf(job)), { writer: chosen.writer, model: chosen.model, write: chosen.write, length: p.length, signal });
    return { writer: doc.writer, model: doc.model, sections: doc.order.length };
  };
}
