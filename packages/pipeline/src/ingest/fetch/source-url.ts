import { isArxivHost, parseArxivId, parseArxivPath } from "@lectern/contract/arxiv-id";
import { IngestError } from "../ingest-error.js";

export type RemoteSource =
  | { kind: "arxiv"; id: string; version: string | undefined }
  | { kind: "biorxiv"; doi: string; version: string | undefined };

const BIORXIV_HOSTS = new Set(["biorxiv.org", "www.biorxiv.org"]);
const BIORXIV_DOI = /^(10\.1101\/(?:\d{4}\.\d{2}\.\d{2}\.)?\d{6,})(v\d+)?$/;

/**
 * Reads an arXiv or bioRxiv address into an identifier. The user's URL itself is never fetched:
 * only the id leaves this function, and downloads go to the configured service addresses.
 */
export function parseRemoteSource(input: string): RemoteSource {
  const text = input.trim();
  const bareArxiv = parseArxivId(text.replace(/^arxiv:/i, ""));
  if (bareArxiv) return { kind: "arxiv", ...bareArxiv };
  const bareDoi = BIORXIV_DOI.exec(text.replace(/^doi:/i, ""));
  if (bareDoi?.[1]) return { kind: "biorxiv", doi: bareDoi[1], version: bareDoi[2] };

  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new IngestError("Please enter a valid arXiv or bioRxiv URL.", "bad_url");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new IngestError("Please enter an http or https address.", "bad_url");
  if (url.username || url.password) throw new IngestError("Addresses with a user name or password are not accepted.", "bad_url");
  const host = url.hostname.toLowerCase();
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    // A broken escape ("%E0%A4%A") is a mistyped address, not a server failure.
    throw new IngestError("Please enter a valid arXiv or bioRxiv URL.", "bad_url");
  }

  if (isArxivHost(host)) {
    const paper = parseArxivPath(path);
    if (!paper) throw new IngestError("This arXiv address does not name a paper (expected …/abs/<id>).", "bad_url");
    return { kind: "arxiv", id: paper.id, version: paper.version };
  }
  if (BIORXIV_HOSTS.has(host)) {
    const m = /^\/content\/(10\.1101\/[^/]+?)(?:\.full(?:\.pdf)?|\.abstract)?\/?$/.exec(path);
    const doi = m?.[1] ? BIORXIV_DOI.exec(m[1]) : null;
    if (!doi?.[1]) throw new IngestError("This bioRxiv address does not name a paper (expected …/content/10.1101/…).", "bad_url");
    return { kind: "biorxiv", doi: doi[1], version: doi[2] };
  }
  throw new IngestError("Only arxiv.org and biorxiv.org addresses are accepted.", "bad_url");
}
