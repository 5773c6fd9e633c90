import type { SectionsResponse } from "@lectern/contract";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { getSections } from "../endpoints";

/** The head of every script entry: new data under it means the script stage made something. */
export const SCRIPTS_KEY = ["scripts"] as const;
/** A paper's script sections: written by Step 3, read by Step 3 and Step 4 (one cache entry). */
export const sectionsKey = (paperId: string) => [...SCRIPTS_KEY, paperId, "sections"] as const;

/** Loading existing scripts failing is silent (quiet); a paper without scripts is empty (404). */
export const sectionsQuery = (paperId: string) =>
  queryOptions({ queryKey: sectionsKey(paperId), queryFn: () => getSections(paperId, { quiet: true }) });

/** Writes a fresh sections answer (save, generation) into the cache the screens read. */
export function storeSections(queryClient: QueryClient, paperId: string, sections: SectionsResponse): void {
  queryClient.setQueryData(sectionsKey(paperId), sections);
}
