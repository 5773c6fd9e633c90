import type { LanguageName } from "@lectern/contract";
import { queryOptions } from "@tanstack/react-query";
import { getMediaStatus } from "../api/endpoints";

/** Every media cache entry of a paper starts with this, so one invalidation reaches them all. */
export const mediaKey = (paperId: string) => ["media", paperId] as const;
export const mediaStatusKey = (paperId: string, language: LanguageName) => [...mediaKey(paperId), "status", language] as const;

/**
 * What exists for one narration language (shared by Step 5's status lines and Step 6). A paper
 * with nothing yet answers "no audio, no video" (404 is expected there). The answer carries
 * signed stream URLs that expire after a while, hence a short stale time.
 */
export const mediaStatusQuery = (paperId: string, language: LanguageName) =>
  queryOptions({
    queryKey: mediaStatusKey(paperId, language),
    queryFn: () => getMediaStatus(paperId, language, { quiet: true }),
    staleTime: 60_000,
  });

/**
 * What exists in the language made most recently (no `language` asked): the video page's view,
 * since one click makes its video in the default language without the workflow's choice.
 */
export const latestMediaStatusQuery = (paperId: string) =>
  queryOptions({
    queryKey: [...mediaKey(paperId), "status", "latest"] as const,
    queryFn: () => getMediaStatus(paperId, undefined, { quiet: true }),
    staleTime: 60_000,
  });
