import { queryOptions } from "@tanstack/react-query";
import { getPaperMetadata, getVideoMetadata } from "../endpoints";

/** One cache entry per paper, shared by the stored-paper check and the Step 2 form. */
export const paperMetadataKey = (paperId: string) => ["papers", paperId, "metadata"] as const;
const videoMetadataKey = (paperId: string) => ["papertovideo", paperId, "metadata"] as const;

/** Quiet: a 404 is the stored-paper rule's business, other failures are shown where the data is used. */
export const paperMetadataQuery = (paperId: string) =>
  queryOptions({ queryKey: paperMetadataKey(paperId), queryFn: () => getPaperMetadata(paperId, { quiet: true }) });

/** The paper-to-video route's metadata, which the video page takes its title, authors and date from. */
export const videoMetadataQuery = (paperId: string) =>
  queryOptions({ queryKey: videoMetadataKey(paperId), queryFn: () => getVideoMetadata(paperId, { quiet: true }) });
