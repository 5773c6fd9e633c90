import type { SlidesPreviewResponse } from "@lectern/contract";
import { queryOptions } from "@tanstack/react-query";
import { getSlidesPreview } from "../endpoints";

/** The head of every slides entry: new data under it means the slides stage made something. */
export const SLIDES_KEY = ["slides"] as const;
export const slidesKey = (paperId: string) => [...SLIDES_KEY, paperId, "preview"] as const;

/**
 * The deck's preview images. A 404 under /slides/ is expected (no deck yet) and becomes an
 * empty list. Signed image URLs last an hour, so the list is refetched on each visit.
 */
export const slidesQuery = (paperId: string) =>
  queryOptions<SlidesPreviewResponse>({ queryKey: slidesKey(paperId), queryFn: () => getSlidesPreview(paperId, { quiet: true }), staleTime: 5 * 60_000 });
