import crypto from "node:crypto";

/**
 * Short-lived signed URLs for media that <img>/<video> load directly (they cannot send a bearer
 * token). The signature covers the exact path, so it cannot be moved to another paper or file.
 */
export function urlSigner(key: Buffer, now: () => number = Date.now) {
  const mac = (pathname: string, exp: number) =>
    crypto.createHmac("sha256", key).update(`${pathname}\n${exp}`).digest("base64url");
  return {
    sign(pathname: string, ttlSeconds = 3600): { url: string; expiresAt: Date } {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      const sep = pathname.includes("?") ? "&" : "?";
      return { url: `${pathname}${sep}exp=${exp}&sig=${mac(pathname, exp)}`, expiresAt: new Date(exp * 1000) };
    },
    verify(pathname: string, exp: number | undefined, sig: string | undefined): boolean {
      if (exp === undefined || sig === undefined || !Number.isInteger(exp)) return false;
      if (exp * 1000 < now()) return false;
      const expected = Buffer.from(mac(pathname, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
export type UrlSigner = ReturnType<typeof urlSigner>;
