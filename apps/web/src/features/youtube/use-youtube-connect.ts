import { ERRORS, type LanguageName } from "@lectern/contract";
import { useState } from "react";
import { getYoutubeAuthUrl } from "../../api/endpoints";
import { isApiError } from "../../api/api-error";
import { showFailure, type Failure } from "../../components/failure-toast";
import { leaveApp } from "../../lib/leave-app";
import { rememberUpload } from "./upload-session";

export interface UploadTarget {
  paperId: string;
  /** Which language's video; absent: the one made most recently. */
  language?: LanguageName | undefined;
}

/**
 * A failed upload: 'Upload failed: ' and the server's reason when it gave one; 'Google
 * login/upload failed' (with what the client knows) when no answer came. Null when signed out:
 * the client handles that.
 */
export function uploadFailure(error: unknown): Failure | null {
  if (isApiError(error) && error.status === 401) return null;
  if (isApiError(error) && error.detail) return { title: `${ERRORS.uploadFailedPrefix}${error.detail}` };
  return { title: ERRORS.googleUpload, reason: error instanceof Error ? error.message : undefined };
}

/**
 * Video-platform upload: asks the server for Google's consent URL (its one-use state bound to
 * this user, paper and language), remembers the upload in this tab, and leaves for Google.
 */
export function useYoutubeConnect() {
  const [starting, setStarting] = useState(false);
  const start = async ({ paperId, language }: UploadTarget) => {
    setStarting(true);
    try {
      const { url, state } = await getYoutubeAuthUrl(paperId, language, { quiet: true });
      // The server made it, but a page must never be sent to a javascript: or data: address.
      if (!/^https?:\/\//i.test(url)) throw new Error("The server sent an unusable sign-in address.");
      rememberUpload({ paper_id: paperId, state, language });
      leaveApp(url);
      // Still "starting" while the browser leaves for Google.
    } catch (error) {
      setStarting(false);
      showFailure(uploadFailure(error));
    }
  };
  return { start, starting };
}
