import { downloadNames, ERRORS, type LanguageName } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadAudio, downloadSlidesPdf, downloadSlidesPptx, downloadVideo } from "../../api/endpoints";
import { downloadFile, type DownloadPlan } from "../../lib/download-file";
import { pptxFileName } from "../../lib/pptx-file-name";

export type DownloadTarget = { kind: "video" } | { kind: "slides" } | { kind: "pptx" } | { kind: "audio"; file: string };

/** The file and its name (fixed names; an audio file keeps its own), and the message if it fails. */
function plan(paperId: string, language: LanguageName, target: DownloadTarget): DownloadPlan {
  switch (target.kind) {
    case "video":
      return { fetch: () => downloadVideo(paperId, language, { quiet: true }), name: downloadNames.video(paperId), failed: ERRORS.downloadVideo };
    case "slides":
      return { fetch: () => downloadSlidesPdf(paperId, { quiet: true }), name: downloadNames.slidesPdf(paperId), failed: ERRORS.downloadPdf };
    case "pptx":
      // The deck of the narration language shown, as the video uses it.
      return { fetch: () => downloadSlidesPptx(paperId, language, { quiet: true }), name: pptxFileName(paperId), failed: ERRORS.downloadPptx };
    case "audio":
      return { fetch: () => downloadAudio(paperId, target.file, language, { quiet: true }), name: target.file, failed: ERRORS.download };
  }
}

export const targetId = (target: DownloadTarget) => (target.kind === "audio" ? `audio:${target.file}` : target.kind);

/**
 * Step 6 downloads. A file that did not arrive says which; one that arrived but could not be
 * handed to the browser says 'Download failed'. A lost session says nothing (the client signs out).
 */
export function useDownloads(paperId: string, language: LanguageName) {
  const mutation = useMutation({
    mutationFn: async (target: DownloadTarget) => {
      await downloadFile(plan(paperId, language, target));
    },
  });
  const busyId = mutation.isPending ? targetId(mutation.variables) : null;
  return { download: mutation.mutate, busyId };
}
