import { VALIDATION } from "@lectern/contract";
import { readPaperAddress } from "@lectern/contract/arxiv-id";

export type PaperAction = "process" | "oneClick";

/**
 * Process takes arXiv or bioRxiv links, One click only arXiv. The link is read by the same reader
 * as the server's import and the extension, so a link this accepts is one the server can import.
 */
export function arxivUrlProblem(url: string, action: PaperAction): string | null {
  if (url.trim() === "") return VALIDATION.arxivUrlEmpty;
  const read = readPaperAddress(url);
  if (action === "oneClick") return read.ok && read.paper.kind === "arxiv" ? null : VALIDATION.arxivInvalid;
  return read.ok ? null : VALIDATION.arxivOrBiorxivInvalid;
}
