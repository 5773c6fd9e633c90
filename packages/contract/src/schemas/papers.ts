import { z } from "zod";
import { PaperId } from "./common.js";

/** Authors are one comma-separated string, as the metadata form edits them. */
export const PaperMetadata = z.object({
  title: z.string(),
  authors: z.string(),
  date: z.string(),
  arxiv_id: z.string().nullable().optional(),
});
export type PaperMetadata = z.infer<typeof PaperMetadata>;

/** Editable fields only; the arXiv id is read-only. Title must not be blank. */
export const MetadataUpdate = z.object({
  title: z.string().trim().min(1, "Title is required").max(500),
  authors: z.string().trim().max(4000),
  date: z.string().trim().max(100),
});
export type MetadataUpdate = z.infer<typeof MetadataUpdate>;

export const MetadataUpdateResponse = z.object({ success: z.literal(true), metadata: PaperMetadata });

export const PaperProcessed = z.object({
  paper_id: PaperId,
  metadata: PaperMetadata,
  image_files: z.array(z.string()),
});
export type PaperProcessed = z.infer<typeof PaperProcessed>;

export const ScrapeArxivRequest = z.object({ arxiv_url: z.string().trim().min(1).max(2048) });
