import crypto from "node:crypto";

/** The query parameters the signature itself travels in. */
const SIGNATURE_PARAMS = new Set(["exp", "sig"]);

/**
 * Every query parameter but the signature's own, in one order: a URL's meaning depends on them
 * (`?language=` picks which language's file is served), so the signature covers them too.
 */
function canonicalQuery(params: Iterable<[string, string]>): string {
  const kept = [...params].filter(([k]) => !SIGNATURE_PARAMS.has(k));
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(kept).toString();
}

/**
 * Short-lived signed URLs for media that <img>/<video> load directly (they cannot send a bearer
 * token). The signature covers the exact path and every other query parameter, so it cannot be
 * moved to another paper, file or language, nor outlive its expiry.
 */
export function urlSigner(key: Buffer, now: () => number = Date.now) {
  const mac = (pathname: string, query: string, exp: number) =>
    crypto
      .createHmac("sha256", key)
      // A path alone is signed as before query binding existed, so links already handed out stay valid.
      .update(query ? `${pathname}?${query}\n${exp}` : `${pathname}\n${exp}`)
      .digest("base64url");
  return {
    /** `pathname` with `query`, valid for `ttlSeconds`. */
    sign(pathname: string, ttlSeconds = 3600, query: Record<string, string> = {}): { url: string; expiresAt: Date } {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      const q = canonicalQuery(Object.entries(query));
      return { url: `${pathname}?${q ? `${q}&` : ""}exp=${exp}&sig=${mac(pathname, q, exp)}`, expiresAt: new Date(exp * 1000) };
    },
    /** Whether `url` (path and query as requested) carries a valid, unexpired signature. */
    verify(url: URL): boolean {
      const exp = Number(url.searchParams.get("exp") ?? Number.NaN);
      const sig = url.searchParams.get("sig");
      // One of each: a second exp or sig could otherwise differ from the one checked.
      if (url.searchParams.getAll("exp").length !== 1 || url.searchParams.getAll("sig").length !== 1) return false;
      if (!Number.isInteger(exp) || sig === null || exp * 1000 < now()) return false;
      const expected = Buffer.from(mac(url.pathname, canonicalQuery(url.searchParams), exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
export type UrlSigner = ReturnType<typeof urlSigner>;
