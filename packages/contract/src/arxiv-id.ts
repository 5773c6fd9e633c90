// arXiv identifiers and paper addresses, read the same way by the server's ingest and by the
// browser extension, so every link the extension makes is one the server can import.
// Pure and dependency-free: the extension bundles this module alone (the "./arxiv-id" export).

/** Hosts that serve arXiv's abstract, PDF and source pages. */
export const ARXIV_HOSTS: ReadonlySet<string> = new Set(["arxiv.org", "www.arxiv.org", "export.arxiv.org"]);

// New-style 2310.01234 (4 or 5 digits after the dot) or old-style hep-th/9901001, math.GT/0309136.
const ARXIV_ID = /^((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?\/\d{7}))(v\d+)?$/;
const PAPER_PATH = /^\/(abs|pdf|html|e-print|format)\/(.+?)(?:\.pdf)?\/?$/;

export interface ArxivId {
  /** The id without its version: 2310.01234, hep-th/9901001. */
  id: string;
  /** "v2", or undefined for the latest version. */
  version: string | undefined;
}

/** Which arXiv page an address shows. */
export type ArxivPage = "abs" | "pdf" | "html" | "e-print" | "format";

export interface ArxivPaperPath extends ArxivId {
  page: ArxivPage;
}

export function isArxivHost(hostname: string): boolean {
  return ARXIV_HOSTS.has(hostname.toLowerCase());
}

/** Reads a bare id with an optional version ("2310.01234v2"), or null. */
export function parseArxivId(text: string): ArxivId | null {
  const m = ARXIV_ID.exec(text);
  return m?.[1] ? { id: m[1], version: m[2] } : null;
}

/**
 * Reads the path of an arXiv address (already percent-decoded: decoding can fail, and each
 * caller answers that its own way) into the page kind and paper id, or null when the path
 * does not name one paper (listings, search, "/abs/../..").
 */
export function parseArxivPath(decodedPath: string): ArxivPaperPath | null {
  const m = PAPER_PATH.exec(decodedPath);
  if (!m?.[1] || !m[2]) return null;
  const id = parseArxivId(m[2]);
  return id ? { page: m[1] as ArxivPage, ...id } : null;
}
