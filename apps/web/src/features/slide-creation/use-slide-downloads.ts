import { downloadNames, ERRORS } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { isApiError } from "../../api/api-error";
import { downloadSlidesBundle, downloadSlidesLatex, downloadSlidesPdf } from "../../api/endpoints";
import { saveBlob } from "../../lib/save-blob";

export type SlideDownload = "pdf" | "latex" | "bundle";

const DOWNLOADS: Record<SlideDownload, { fetch: (id: string) => Promise<Blob>; name: (id: string) => string; failure: string }> = {
  pdf: { fetch: (id) => downloadSlidesPdf(id, { quiet: true }), name: downloadNames.slidesPdf, failure: ERRORS.downloadPdf },
  latex: { fetch: (id) => downloadSlidesLatex(id, { quiet: true }), name: downloadNames.slidesTex, failure: ERRORS.downloadLatex },
  // The .tex alone names figures it cannot carry; the zip compiles as it is.
  bundle: { fetch: (id) => downloadSlidesBundle(id, { quiet: true }), name: (id) => `slides_${id}_latex.zip`, failure: ERRORS.downloadLatex },
};

/** Download PDF / LaTeX / LaTeX with figures, under the §9 names, with the §8 failure messages. */
export function useSlideDownload(paperId: string | null) {
  return useMutation({
    mutationFn: async (which: SlideDownload) => {
      if (!paperId) return;
      const download = DOWNLOADS[which];
      try {
        saveBlob(await download.fetch(paperId), download.name(paperId));
      } catch (error) {
        // A lost session signs the user out; there is nothing to add here.
        if (!(isApiError(error) && error.status === 401)) toast.error(download.failure);
      }
    },
  });
}
