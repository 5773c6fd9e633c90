import type { KeyStatusResponse, SectionsResponse } from "@lectern/contract";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { getAvailableImages, getKeyStatus, getSections } from "../../api/endpoints";

export const sectionsKey = (paperId: string) => ["scripts", paperId, "sections"] as const;
export const imagesKey = (paperId: string) => ["images", paperId, "available"] as const;
/** The same entry Step 1 fills, so the key status is asked for once. */
const KEY_STATUS_KEY = ["keys", "status"] as const;

/** §4: loading existing scripts failing is silent (quiet); a paper without scripts is empty (404). */
export const sectionsQuery = (paperId: string) =>
  queryOptions({ queryKey: sectionsKey(paperId), queryFn: () => getSections(paperId, { quiet: true }) });

/**
 * The picker's images. Their signed URLs are short-lived, so the list is fetched again on each
 * visit rather than kept for the session. Failures are shown in the picker, not toasted.
 */
export const imagesQuery = (paperId: string) =>
  queryOptions({ queryKey: imagesKey(paperId), queryFn: () => getAvailableImages(paperId, { quiet: true }), staleTime: 60_000 });

/** Which writers the user can choose; a failure just leaves the offline writer. */
export const keyStatusQuery = () =>
  queryOptions<KeyStatusResponse>({ queryKey: KEY_STATUS_KEY, queryFn: () => getKeyStatus({ quiet: true }) });

/** Writes a fresh sections answer (save, generation) into the cache the screen reads. */
export function storeSections(queryClient: QueryClient, paperId: string, sections: SectionsResponse): void {
  queryClient.setQueryData(sectionsKey(paperId), sections);
}
