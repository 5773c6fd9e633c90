import type { PaperMetadata } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { paperMetadataQuery, videoMetadataQuery } from "../../api/queries/metadata";

/** What the video page says about the paper: title, authors and date, and its arXiv id for sharing. */
export interface PaperFacts {
  metadata: PaperMetadata | null;
  loading: boolean;
  error: string | null;
}

/**
 * Title, authors and date from the paper-to-video metadata call; the paper's own metadata
 * (shared with the stored-paper check) adds the arXiv id and stands in when the first fails.
 */
export function usePaperFacts(paperId: string): PaperFacts {
  const video = useQuery(videoMetadataQuery(paperId));
  const paper = useQuery(paperMetadataQuery(paperId));
  const metadata = video.data ? { ...video.data, arxiv_id: paper.data?.arxiv_id ?? null } : (paper.data ?? null);
  const loading = metadata === null && (video.isPending || paper.isPending);
  const error = metadata === null && !loading && video.isError ? video.error.message : null;
  return { metadata, loading, error };
}
