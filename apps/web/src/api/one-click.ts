import { PaperId, PaperMetadata } from "@lectern/contract";
import { z } from "zod";
import { callAs, type CallFlags } from "./client";
import { uploadFile, type OneClickUploadRoute, type UploadCallbacks } from "./upload";

// One click to Video. The contract's answers always carry a paper id, but an answer without one
// must still be understood ('Video generation request submitted...'), so these calls
// read the answer leniently: every field may be missing, and the screen decides what that means.

export const OneClickAnswer = z.object({
  paper_id: PaperId.nullish(),
  metadata: PaperMetadata.nullish(),
  image_files: z.array(z.string()).nullish(),
  /** Signed stream URL when the video is ready; null while the job continues in the background. */
  video_url: z.string().nullish(),
  job_id: z.string().nullish(),
});
export type OneClickAnswer = z.infer<typeof OneClickAnswer>;

/** PDF or LaTeX zip, sent as multipart `file` with upload progress (300 s of silence at most). */
export const oneClickUpload = (route: OneClickUploadRoute, file: File, callbacks?: UploadCallbacks) => uploadFile(route, file, OneClickAnswer, callbacks);

/** An arXiv link, sent as the multipart field `arxiv_url`; the server answers once it has read the paper. */
export function oneClickArxiv(arxivUrl: string, flags?: CallFlags) {
  const form = new FormData();
  form.append("arxiv_url", arxivUrl);
  return callAs("oneClickArxiv", OneClickAnswer, { form, ...flags });
}
