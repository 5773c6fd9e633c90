import { downloadNames, ERRORS } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { isApiError } from "../../api/api-error";
import { downloadSlidesBundle, downloadSlidesLatex, downloadSlidesPdf, downloadSlidesPptx } from "../../api/endpoints";
import { pptxFileName } from "../../lib/pptx-file-name";
import { saveBlob } from "../../lib/save-blob";

export type SlideDownload = "pdf" | "latex" | "bundle" | "pptx";

const DOWNLOADS: Record<SlideDownload, { fetch: (id: string) => Promise<Blob>; name: (id: string, file: Blob) => string; failure: string }> = {
  pdf: { fetch: (id) => downloadSlidesPdf(id, { quiet: true }), name: downloadNames.slidesPdf, failure: ERRORS.downloadPdf },
  latex: { fetch: (id) => downloadSlidesLatex(id, { quiet: true }), name: downloadNames.slidesTex, failure: ERRORS.downloadLatex },
  // The .tex alone names figures it cannot carry; the zip compiles as it is.
  bundle: { fetch: (id) => downloadSlidesBundle(id, { quiet: true }), name: (id) => `slides_${id}_latex.zip`, failure: ERRORS.downloadLatex },
  // Step 4 shows the source deck, so the source deck's PowerPoint copy.
  pptx: { fetch: (id) => downloadSlidesPptx(id, undefined, { quiet: true }), name: (id, file) => pptxFileName(id)(file), failure: ERRORS.downloadPptx },
};

/** Download PDF / LaTeX / LaTeX with figures / PowerPoint, under their fixed names, with their failure messages. */
export function useSlideDownload(paperId: string | null) {
  return useMutation({
    mutationFn: async (which: SlideDownload) => {
      if (!paperId) return;
      const download = DOWNLOADS[which];
      try {
        const file = await download.fetch(paperId);
        saveBlob(file, download.name(paperId, file));
      } catch (error) {
        // A lost session signs the user out; there is nothing to add here.
        if (!(isApiError(error) && error.status === 401)) toast.error(download.failure);
      }
    },
  });
}
