import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import type { Identity } from "../db/users.repo.js";

const GoogleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

export type VerifyResult = { ok: true; identity: Identity } | { ok: false; reason: string };
export type GoogleVerifier = (idToken: string) => Promise<VerifyResult>;

/**
 * Verifies a Google ID token: RS256 signature against Google's JWKS (fetched and cached by jose),
 * issuer, audience = our client id, expiry. Returns a user-facing reason on failure.
 */
export function googleVerifier(opts: { clientId: string; jwksUrl: string; issuers: string[] }): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return async (idToken) => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        issuer: opts.issuers,
        audience: opts.clientId,
        algorithms: ["RS256"],
        clockTolerance: 30,
      }));
    } catch (err) {
      return { ok: false, reason: reasonFor(err) };
    }
    const claims = GoogleClaims.safeParse(payload);
    if (!claims.success) return { ok: false, reason: "The Google token lacks the account details we need." };
    if (claims.data.email_verified === false) return { ok: false, reason: "Your Google e-mail address is not verified." };
    const { sub, email, name, picture } = claims.data;
    return { ok: true, identity: { provider: "google", subject: sub, email, name: name ?? email, picture: picture ?? null } };
  };
}

function reasonFor(err: unknown): string {
  if (err instanceof joseErrors.JWTExpired) return "Your Google sign-in has expired. Please sign in again.";
  if (err instanceof joseErrors.JWTClaimValidationFailed) return "This Google sign-in was not issued for Lectern.";
  if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JOSEError && err.code === "ERR_JWKS_INVALID") {
    return "Google's signing keys could not be fetched. Please try again.";
  }
  if (err instanceof joseErrors.JWSSignatureVerificationFailed || err instanceof joseErrors.JWKSNoMatchingKey) {
    return "The Google sign-in could not be verified.";
  }
  if (err instanceof TypeError || (err instanceof Error && /fetch|network|ECONN/i.test(err.message))) {
    return "Google's signing keys could not be fetched. Please try again.";
  }
  return "The Google sign-in could not be verified.";
}
