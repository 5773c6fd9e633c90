import { ERRORS } from "@lectern/contract";
import toast from "react-hot-toast";
import { isApiError } from "../api/api-error";
import { saveBlob } from "./save-blob";

export interface DownloadPlan {
  fetch: () => Promise<Blob>;
  /**
   * The name the file is saved under: a fixed name, or one chosen from the file that arrived (the
   * PowerPoint copy keeps the server's name when it has the server's shape: pptx-file-name.ts).
   */
  name: string | ((file: Blob) => string);
  /** The message shown when the file does not arrive. */
  failed: string;
}

/**
 * Fetches a file and hands it to the browser's download. A file that did not arrive says which
 * with the server's reason; one that arrived but could not be saved says 'Download failed';
 * a lost session says nothing (the client signs out).
 */
export async function downloadFile({ fetch, name, failed }: DownloadPlan): Promise<void> {
  let file: Blob;
  try {
    file = await fetch();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    const reason = isApiError(error) ? error.detail : undefined;
    toast.error(reason && reason !== failed ? `${failed}: ${reason}` : failed);
    return;
  }
  try {
    saveBlob(file, typeof name === "string" ? name : name(file));
  } catch {
    toast.error(ERRORS.download);
  }
}
