import type { LanguageName } from "@lectern/contract";
import { queryOptions } from "@tanstack/react-query";
import { getMediaStatus } from "../endpoints";

/** The head of every media entry: new data under it means the audio or video stage made something. */
export const MEDIA_KEY = ["media"] as const;
/** Every media cache entry of a paper starts with this, so one invalidation reaches them all. */
export const mediaKey = (paperId: string) => [...MEDIA_KEY, paperId] as const;
export const mediaStatusKey = (paperId: string, language: LanguageName) => [...mediaKey(paperId), "status", language] as const;
const latestMediaStatusKey = (paperId: string) => [...mediaKey(paperId), "status", "latest"] as const;

/** The signed stream URLs in a media status expire after a while, hence a short stale time. */
const MEDIA_STALE_MS = 60_000;

/**
 * What exists for one narration language (shared by Step 5's status lines and Step 6). A paper
 * with nothing yet answers "no audio, no video" (404 is expected there).
 */
export const mediaStatusQuery = (paperId: string, language: LanguageName) =>
  queryOptions({
    queryKey: mediaStatusKey(paperId, language),
    queryFn: () => getMediaStatus(paperId, language, { quiet: true }),
    staleTime: MEDIA_STALE_MS,
  });

/**
 * What exists in the language made most recently (no `language` asked): the video page's view,
 * since one click makes its video in the default language without the workflow's choice.
 */
export const latestMediaStatusQuery = (paperId: string) =>
  queryOptions({
    queryKey: latestMediaStatusKey(paperId),
    queryFn: () => getMediaStatus(paperId, undefined, { quiet: true }),
    staleTime: MEDIA_STALE_MS,
  });
