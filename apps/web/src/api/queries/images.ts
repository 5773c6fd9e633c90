import { queryOptions } from "@tanstack/react-query";
import { getAvailableImages } from "../endpoints";

const imagesKey = (paperId: string) => ["images", paperId, "available"] as const;

/**
 * The picker's images. Their signed URLs are short-lived, so the list is fetched again on each
 * visit rather than kept for the session. Failures are shown in the picker, not toasted.
 */
export const imagesQuery = (paperId: string) =>
  queryOptions({ queryKey: imagesKey(paperId), queryFn: () => getAvailableImages(paperId, { quiet: true }), staleTime: 60_000 });
