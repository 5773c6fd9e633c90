import ipaddr from "ipaddr.js";
import { originKey, type SafeGetOptions } from "./safe-http.js";

/** Where papers are fetched from. Configurable so tests (and mirrors) can stand in. */
export interface RemoteEndpoints {
  arxivApiBase: string;
  arxivBase: string;
  biorxivApiBase: string;
  biorxivBase: string;
  maxBytes: number;
  timeoutMs: number;
}

export const DEFAULT_REMOTE_ENDPOINTS: RemoteEndpoints = {
  arxivApiBase: "https://export.arxiv.org",
  arxivBase: "https://arxiv.org",
  biorxivApiBase: "https://api.biorxiv.org",
  biorxivBase: "https://www.biorxiv.org",
  maxBytes: 50 * 1024 * 1024,
  timeoutMs: 60_000,
};

const KNOWN_HOSTS = ["arxiv.org", "export.arxiv.org", "www.arxiv.org", "api.biorxiv.org", "www.biorxiv.org", "biorxiv.org"];

/**
 * The fetch guard for these endpoints: their hosts (and the services' own hosts, for redirects)
 * are allowed; a configured base whose host is an IP literal or localhost is the operator's
 * explicit choice (a mirror, a test server) and is the only kind allowed to resolve to a private
 * address, at its configured port only.
 */
export function guardFor(ep: RemoteEndpoints): SafeGetOptions {
  const bases = [ep.arxivApiBase, ep.arxivBase, ep.biorxivApiBase, ep.biorxivBase].map((b) => new URL(b));
  const hostOf = (u: URL) => u.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const trusted = bases.filter((u) => hostOf(u) === "localhost" || ipaddr.isValid(hostOf(u)));
  return {
    allowedHosts: new Set([...KNOWN_HOSTS, ...bases.map(hostOf)]),
    trustedOrigins: new Set(trusted.map(originKey)),
    maxBytes: ep.maxBytes,
    timeoutMs: ep.timeoutMs,
  };
}
