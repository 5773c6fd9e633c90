import { VALIDATION } from "@lectern/contract";

export type PaperAction = "process" | "oneClick";

/**
 * Process takes arXiv or bioRxiv links, One click only arXiv. The rule is "contains the
 * host"; the server parses the link properly and answers with its own detail when it cannot.
 */
export function arxivUrlProblem(url: string, action: PaperAction): string | null {
  const text = url.trim().toLowerCase();
  if (text === "") return VALIDATION.arxivUrlEmpty;
  if (action === "oneClick") return text.includes("arxiv.org") ? null : VALIDATION.arxivInvalid;
  return text.includes("arxiv.org") || text.includes("biorxiv.org") ? null : VALIDATION.arxivOrBiorxivInvalid;
}
