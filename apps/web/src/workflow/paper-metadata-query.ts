import { queryOptions } from "@tanstack/react-query";
import { getPaperMetadata } from "../api/endpoints";

/** One cache entry per paper, shared by the stored-paper check and the Step 2 form. */
export const paperMetadataKey = (paperId: string) => ["papers", paperId, "metadata"] as const;

/** Quiet: a 404 is the stored-paper rule's business, other failures are shown where the data is used. */
export const paperMetadataQuery = (paperId: string) =>
  queryOptions({ queryKey: paperMetadataKey(paperId), queryFn: () => getPaperMetadata(paperId, { quiet: true }) });
