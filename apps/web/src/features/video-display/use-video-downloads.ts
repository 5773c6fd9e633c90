import { downloadNames, ERRORS } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import { downloadOneClickSlides, downloadOneClickVideo } from "../../api/endpoints";
import { downloadFile } from "../../lib/download-file";

export type VideoDownload = "video" | "slides";

/** The file, its §9 name, and the §8 message when it does not arrive. */
function plan(paperId: string, target: VideoDownload): { fetch: () => Promise<Blob>; name: string; failed: string } {
  return target === "video"
    ? { fetch: () => downloadOneClickVideo(paperId, { quiet: true }), name: downloadNames.video(paperId), failed: ERRORS.downloadVideo }
    : { fetch: () => downloadOneClickSlides(paperId, { quiet: true }), name: downloadNames.slidesPdf(paperId), failed: ERRORS.downloadPdf };
}

/**
 * Download Video (presentation_{id}.mp4) and the slides, from the paper-to-video routes. A file
 * that did not arrive says which, with the server's reason; one that arrived but could not be
 * handed to the browser says 'Download failed'. A lost session says nothing (the client signs out).
 */
export function useVideoDownloads(paperId: string) {
  const mutation = useMutation({
    mutationFn: async (target: VideoDownload) => {
      await downloadFile(plan(paperId, target));
    },
  });
  return { download: mutation.mutate, busy: mutation.isPending ? mutation.variables : null };
}
