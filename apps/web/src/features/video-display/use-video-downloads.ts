import { downloadNames, ERRORS, type LanguageName } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadOneClickSlides, downloadOneClickVideo, downloadSlidesPptx } from "../../api/endpoints";
import { downloadFile, type DownloadPlan } from "../../lib/download-file";
import { pptxFileName } from "../../lib/pptx-file-name";

export type VideoDownload = "video" | "slides" | "pptx";

/** The file in the language the page shows, its fixed name, and the message when it does not arrive. */
function plan(paperId: string, language: LanguageName | undefined, target: VideoDownload): DownloadPlan {
  switch (target) {
    case "video":
      return { fetch: () => downloadOneClickVideo(paperId, language, { quiet: true }), name: downloadNames.video(paperId), failed: ERRORS.downloadVideo };
    case "slides":
      return { fetch: () => downloadOneClickSlides(paperId, language, { quiet: true }), name: downloadNames.slidesPdf(paperId), failed: ERRORS.downloadPdf };
    case "pptx":
      // The deck of the video's narration language, as the video shows it.
      return { fetch: () => downloadSlidesPptx(paperId, language, { quiet: true }), name: pptxFileName(paperId), failed: ERRORS.downloadPptx };
  }
}

/**
 * Download Video (presentation_{id}.mp4), the slides, and the slides as PowerPoint. A file that
 * did not arrive says which, with the server's reason; one that arrived but could not be handed
 * to the browser says 'Download failed'. A lost session says nothing (the client signs out).
 */
export function useVideoDownloads(paperId: string, language: LanguageName | undefined) {
  const mutation = useMutation({
    mutationFn: async (target: VideoDownload) => {
      await downloadFile(plan(paperId, language, target));
    },
  });
  return { download: mutation.mutate, busy: mutation.isPending ? mutation.variables : null };
}
