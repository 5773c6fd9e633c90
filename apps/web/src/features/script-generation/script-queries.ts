import type { KeyStatusResponse } from "@lectern/contract";
import { queryOptions } from "@tanstack/react-query";
import { getAvailableImages, getKeyStatus } from "../../api/endpoints";

export const imagesKey = (paperId: string) => ["images", paperId, "available"] as const;
/** The same entry Step 1 fills, so the key status is asked for once. */
const KEY_STATUS_KEY = ["keys", "status"] as const;

/**
 * The picker's images. Their signed URLs are short-lived, so the list is fetched again on each
 * visit rather than kept for the session. Failures are shown in the picker, not toasted.
 */
export const imagesQuery = (paperId: string) =>
  queryOptions({ queryKey: imagesKey(paperId), queryFn: () => getAvailableImages(paperId, { quiet: true }), staleTime: 60_000 });

/** Which writers the user can choose; a failure just leaves the offline writer. */
export const keyStatusQuery = () =>
  queryOptions<KeyStatusResponse>({ queryKey: KEY_STATUS_KEY, queryFn: () => getKeyStatus({ quiet: true }) });
