import fs from "node:fs/promises";
import { PaperDocument } from "@lectern/contract";
import { z } from "zod";
import { workspacePaths } from "./paths.js";

const SourceManifestSchema = z.object({
  kind: z.enum(["zip", "pdf", "arxiv", "biorxiv"]),
  pdf: z.string().nullable(),
  source: z.string().nullable(),
  remote_id: z.string().nullable(),
});
export type SourceManifestFile = z.infer<typeof SourceManifestSchema>;

/** paper.json read back through its schema: a file is a boundary too. */
export async function readPaperDocument(workspaceDir: string): Promise<PaperDocument> {
  const raw = await fs.readFile(workspacePaths(workspaceDir).paperJson, "utf8");
  return PaperDocument.parse(JSON.parse(raw));
}

export async function readSourceManifest(workspaceDir: string): Promise<SourceManifestFile> {
  const raw = await fs.readFile(workspacePaths(workspaceDir).sourceManifest, "utf8");
  return SourceManifestSchema.parse(JSON.parse(raw));
}
