import type { SlidesPreviewResponse } from "@lectern/contract";
import { queryOptions } from "@tanstack/react-query";
import { getSlidesPreview } from "../../api/endpoints";

export const slidesKey = (paperId: string) => ["slides", paperId, "preview"] as const;

/**
 * The deck's preview images. A 404 under /slides/ is expected (no deck yet) and becomes an
 * empty list. Signed image URLs last an hour, so the list is refetched on each visit.
 */
export const slidesQuery = (paperId: string) =>
  queryOptions<SlidesPreviewResponse>({ queryKey: slidesKey(paperId), queryFn: () => getSlidesPreview(paperId, { quiet: true }), staleTime: 5 * 60_000 });
