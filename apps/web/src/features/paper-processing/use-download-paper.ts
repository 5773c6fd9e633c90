import { ERRORS } from "@lectern/contract";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { isApiError } from "../../api/api-error";
import { downloadPaperPdf, downloadPaperSource } from "../../api/endpoints";
import { saveBlob } from "../../lib/save-blob";

const isLostSession = (error: unknown) => isApiError(error) && error.status === 401;

/** The PDF when there is one (uploaded or fetched), else the source the paper came from. */
async function fetchPaperFile(paperId: string): Promise<Blob> {
  try {
    return await downloadPaperPdf(paperId, { quiet: true });
  } catch (error) {
    // A LaTeX upload has no PDF (404); any other failure also deserves the second try.
    if (isLostSession(error)) throw error;
  }
  return downloadPaperSource(paperId, { quiet: true });
}

/** The server names the file (Content-Disposition); this is only for an answer without a name. */
function fileNameFor(file: Blob, paperId: string): string {
  if (file instanceof File && file.name) return file.name;
  return file.type === "application/pdf" ? `paper_${paperId}.pdf` : `paper_${paperId}_source`;
}

/**
 * Download Paper. Both files unavailable → ERRORS.downloadPaper; a file that arrived but
 * could not be handed to the browser → ERRORS.download. A lost session says nothing here
 * (the client signs out).
 */
export function useDownloadPaper(paperId: string) {
  return useMutation({
    mutationFn: async () => {
      let file: Blob;
      try {
        file = await fetchPaperFile(paperId);
      } catch (error) {
        if (!isLostSession(error)) toast.error(ERRORS.downloadPaper);
        return;
      }
      try {
        saveBlob(file, fileNameFor(file, paperId));
      } catch {
        toast.error(ERRORS.download);
      }
    },
  });
}
