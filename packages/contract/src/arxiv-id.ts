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

/**
 * WHATWG URL, a global of every runtime this module runs in (Node, browsers, the extension);
 * declared here with the parts read below, so the contract stays free of DOM and Node types.
 */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  pathname: string;
}
declare const URL: new (input: string) => ParsedUrl;

/** A paper on arXiv or bioRxiv, as named by what a user typed or pasted. */
export type PaperAddress = { kind: "arxiv"; id: string; version: string | undefined } | { kind: "biorxiv"; doi: string; version: string | undefined };

/** Why text names no paper: each reader of addresses words these its own way. */
export type PaperAddressProblem = "malformed" | "not_http" | "credentials" | "arxiv_not_paper" | "biorxiv_not_paper" | "other_host";

const BIORXIV_HOSTS: ReadonlySet<string> = new Set(["biorxiv.org", "www.biorxiv.org"]);
const BIORXIV_DOI = /^(10\.1101\/(?:\d{4}\.\d{2}\.\d{2}\.)?\d{6,})(v\d+)?$/;
const BIORXIV_PATH = /^\/content\/(10\.1101\/[^/]+?)(?:\.full(?:\.pdf)?|\.abstract)?\/?$/;

/**
 * Reads an arXiv or bioRxiv address, a bare arXiv id ("2310.01234v2", "arXiv:…") or a bioRxiv DOI
 * into the paper it names. The one reader of paper addresses: the server's import and the web
 * app's form check use it, so the form accepts exactly the links the server imports; the browser
 * extension reads its tab's arXiv address with the same isArxivHost and parseArxivPath.
 */
export function readPaperAddress(input: string): { ok: true; paper: PaperAddress } | { ok: false; problem: PaperAddressProblem } {
  const text = input.trim();
  const bareArxiv = parseArxivId(text.replace(/^arxiv:/i, ""));
  if (bareArxiv) return { ok: true, paper: { kind: "arxiv", ...bareArxiv } };
  const bareDoi = BIORXIV_DOI.exec(text.replace(/^doi:/i, ""));
  if (bareDoi?.[1]) return { ok: true, paper: { kind: "biorxiv", doi: bareDoi[1], version: bareDoi[2] } };

  let url: ParsedUrl;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, problem: "malformed" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, problem: "not_http" };
  if (url.username || url.password) return { ok: false, problem: "credentials" };
  const host = url.hostname.toLowerCase();
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    // A broken escape ("%E0%A4%A") is a mistyped address.
    return { ok: false, problem: "malformed" };
  }
  if (isArxivHost(host)) {
    const paper = parseArxivPath(path);
    return paper ? { ok: true, paper: { kind: "arxiv", id: paper.id, version: paper.version } } : { ok: false, problem: "arxiv_not_paper" };
  }
  if (BIORXIV_HOSTS.has(host)) {
    const m = BIORXIV_PATH.exec(path);
    const doi = m?.[1] ? BIORXIV_DOI.exec(m[1]) : null;
    return doi?.[1] ? { ok: true, paper: { kind: "biorxiv", doi: doi[1], version: doi[2] } } : { ok: false, problem: "biorxiv_not_paper" };
  }
  return { ok: false, problem: "other_host" };
}
