import { OneClickStarted } from "@lectern/contract";
import { sendForm, type UploadCallbacks } from "./upload";

// One click to Video: one call for every source. The server answers at once with the job that
// reads the paper and makes the video; the app follows that job by its id.

/** What One click sends: a paper file with its kind, or an arXiv link. */
export type OneClickSource = { file: File; source: "pdf" | "latex" } | { arxivUrl: string };

/** Multipart `source` + `file`, or `arxiv_url`, with upload progress for a file. */
export function startOneClick(what: OneClickSource, callbacks?: UploadCallbacks): Promise<OneClickStarted> {
  const form = new FormData();
  if ("file" in what) {
    form.append("source", what.source);
    form.append("file", what.file);
  } else form.append("arxiv_url", what.arxivUrl);
  return sendForm("oneClickStart", form, OneClickStarted, callbacks);
}
