import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { IngestError } from "../ingest-error.js";
import { UnreachableError } from "./unreachable.js";

export interface SafeGetOptions {
  /** Host names we may talk to (exact, lower-case); redirects elsewhere are refused. */
  allowedHosts: ReadonlySet<string>;
  /**
   * Origins ("host:port", see originKey) the operator configured explicitly (e.g. a mirror or a
   * test server on 127.0.0.1): only these may resolve to private or loopback addresses. Host and
   * port both: another service on the same loopback host is not the configured mirror.
   */
  trustedOrigins?: ReadonlySet<string>;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
}

export interface SafeResponse {
  status: number;
  url: string;
  contentType: string;
  body: Buffer;
}

/** True for addresses a user-controlled fetch must never reach (loopback, private, link-local ...). */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() !== "unicast";
}

/** A DNS lookup that refuses private answers, checked at connect time (no rebinding window). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowPrivate && isPrivateAddress(a.address));
      if (bad || list.length === 0) {
        return callback(Object.assign(new Error(`refused address for ${hostname}`), { code: "EPRIVATE" }), "", 4);
      }
      const wantsAll = typeof options === "object" && options !== null && (options as dns.LookupOptions).all === true;
      if (wantsAll) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, "");

/** "host:port" with the scheme's default port filled in ("[::1]:8080" for IPv6). */
export function originKey(url: URL): string {
  const host = hostOf(url);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${host.includes(":") ? `[${host}]` : host}:${port}`;
}

const isTrusted = (url: URL, opts: SafeGetOptions) => opts.trustedOrigins?.has(originKey(url)) ?? false;

function checkUrl(raw: string, opts: SafeGetOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new IngestError("The address is not a valid URL.", "bad_url");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new IngestError("Only http and https addresses are allowed.", "bad_url");
  if (url.username || url.password) throw new IngestError("Addresses with a user name or password are not allowed.", "bad_url");
  const host = hostOf(url);
  if (!opts.allowedHosts.has(host)) throw new IngestError(`Fetching from ${host} is not allowed.`, "bad_url");
  if (isTrusted(url, opts)) return url;
  // A configured mirror's host on another port (a redirect to a neighbouring local service).
  const origin = originKey(url);
  const hostPart = origin.slice(0, origin.lastIndexOf(":"));
  if ([...(opts.trustedOrigins ?? [])].some((o) => o.slice(0, o.lastIndexOf(":")) === hostPart)) {
    throw new IngestError(`Fetching from ${origin} is not allowed: only the configured port of that host is.`, "bad_url");
  }
  if (ipaddr.isValid(host)) throw new IngestError("Addresses given as IP numbers are not allowed.", "bad_url");
  return url;
}

function getOnce(url: URL, opts: SafeGetOptions, deadline: number): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  const allowPrivate = isTrusted(url, opts);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new IngestError("The download took too long and was stopped.", "fetch_failed"));
    const req = client.get(
      url,
      { lookup: guardedLookup(allowPrivate), headers: { "user-agent": "Lectern/0.1 (paper-to-video)", accept: "*/*", ...opts.headers }, timeout: remaining },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType: "", body: Buffer.alloc(0) });
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          return reject(new IngestError(`The paper is larger than ${Math.round(opts.maxBytes / 1048576)} MB and was not downloaded.`, "too_large"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new IngestError(`The paper is larger than ${Math.round(opts.maxBytes / 1048576)} MB and was not downloaded.`, "too_large"));
          } else chunks.push(c);
        });
        res.on("end", () => resolve({ status, contentType: String(res.headers["content-type"] ?? ""), body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new IngestError("The download took too long and was stopped.", "fetch_failed")), remaining);
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", () => req.destroy(new IngestError("The download took too long and was stopped.", "fetch_failed")));
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err instanceof IngestError) return reject(err);
      if (err.code === "EPRIVATE") return reject(new IngestError("That address points to a private network and was refused.", "bad_url"));
      reject(new UnreachableError(hostOf(url), err.code));
    });
  });
}

/**
 * GET with every guard a user-influenced download needs: allow-listed hosts only, no IP literals
 * or credentials in URLs, private addresses refused at connect time, redirects followed by hand
 * and re-checked, a byte cap while streaming and one deadline for the whole exchange.
 */
export async function safeGet(raw: string, opts: SafeGetOptions): Promise<SafeResponse> {
  const deadline = Date.now() + opts.timeoutMs;
  let url = checkUrl(raw, opts);
  for (let hop = 0; ; hop += 1) {
    const res = await getOnce(url, opts, deadline);
    if (res.location === undefined) return { status: res.status, url: url.toString(), contentType: res.contentType, body: res.body };
    if (hop >= (opts.maxRedirects ?? 5)) throw new IngestError("Too many redirects while downloading the paper.", "fetch_failed");
    url = checkUrl(new URL(res.location, url).toString(), opts);
  }
}
