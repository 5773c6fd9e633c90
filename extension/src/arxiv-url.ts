// Hosts that serve arXiv's abstract and PDF pages (the content script runs on the first two).
const ARXIV_HOSTS = new Set(["arxiv.org", "www.arxiv.org", "export.arxiv.org"]);
// New-style 2310.01234 (4 or 5 digits after the dot) or old-style hep-th/9901001, math.GT/0309136;
// the same rule as the server's ingest, so every link made here is one Lectern can import.
const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/;
const PAPER_PATH = /^\/(?:abs|pdf)\/(.+?)(?:\.pdf)?\/?$/;

/**
 * The canonical abstract address (https://arxiv.org/abs/<id>) of the paper an arXiv abstract
 * or PDF page shows, or null when the page is not one paper (listings, search, other sites).
 * A version in the address is kept: the user is reading that version.
 */
export function canonicalAbsUrl(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!ARXIV_HOSTS.has(url.hostname.toLowerCase())) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const id = PAPER_PATH.exec(path)?.[1];
  if (!id || !ARXIV_ID.test(id)) return null;
  return `https://arxiv.org/abs/${id}`;
}
