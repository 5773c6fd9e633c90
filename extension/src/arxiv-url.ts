import { isArxivHost, parseArxivPath } from "@lectern/contract/arxiv-id";

/**
 * The canonical abstract address (https://arxiv.org/abs/<id>) of the paper an arXiv abstract
 * or PDF page shows, or null when the page is not one paper (listings, search, HTML pages,
 * other sites). A version in the address is kept: the user is reading that version.
 */
export function canonicalAbsUrl(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!isArxivHost(url.hostname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // The content script runs on abstract and PDF pages only.
  const paper = parseArxivPath(path);
  if (!paper || (paper.page !== "abs" && paper.page !== "pdf")) return null;
  return `https://arxiv.org/abs/${paper.id}${paper.version ?? ""}`;
}
