import fs from "node:fs";
import { StageError, type PaperReader } from "@lectern/pipeline";
import { toAppError } from "../http/to-app-error.js";
import type { OneClickSource } from "../jobs/job-payloads.js";
import type { PapersService } from "../papers/papers.service.js";
import type { PaperInput } from "../papers/papers.service.js";
import { removeStagedUpload, stagedUploadPath } from "./staged-upload.js";

export interface OneClickReadDeps {
  papers: PapersService;
  tmpDir: string;
}

interface Make {
  userId: string;
  paperId: string;
  source: OneClickSource;
  /** Records the paper on the job's row (JobContext.madePaper). */
  madePaper: (paperId: string) => Promise<void>;
}

const UPLOAD_GONE = "The uploaded file is no longer on the server. Please upload it again.";

/**
 * One click's ingest stage, inside its job: reads the staged upload or the arXiv link into the
 * paper's workspace with the papers service (the isolated reader and its limits; on failure no
 * paper is left and the ingest error's message is the job's), then names the paper on the job.
 * A run resumed after the paper was made does not read it again.
 */
export function readOneClickPaper(deps: OneClickReadDeps, make: Make): PaperReader {
  return async (onStep, signal) => {
    if (await deps.papers.has(make.paperId, make.userId)) {
      await make.madePaper(make.paperId);
      return false;
    }
    const staged = stagedUploadPath(deps.tmpDir, make.paperId);
    let input: PaperInput;
    if (make.source.kind === "remote") input = { kind: "remote", url: make.source.url };
    else {
      if (!fs.existsSync(staged)) throw new StageError(UPLOAD_GONE, "ingest");
      input = { kind: make.source.kind, file: staged };
    }
    try {
      await deps.papers.create(make.userId, input, { id: make.paperId, onStep, signal });
    } catch (err) {
      // The user's error ends the job, and the upload with it; a failure on our side (5xx) may be
      // tried again by the queue, which needs the upload (a day-old one is swept anyway).
      if ((toAppError(err)?.statusCode ?? 500) < 500) await removeStagedUpload(deps.tmpDir, make.paperId);
      throw err;
    }
    await make.madePaper(make.paperId);
    // The workspace keeps the source byte for byte now.
    await removeStagedUpload(deps.tmpDir, make.paperId);
    return true;
  };
}
