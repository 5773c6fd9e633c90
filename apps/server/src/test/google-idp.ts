import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { sendJson, startFakeServer } from "./fake-server.js";

export const TEST_CLIENT_ID = "test-client.apps.googleusercontent.com";

/** A stand-in for Google's sign-in: an RS256 key pair whose public half is served as a JWKS. */
export async function startFakeGoogleIdp() {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  const server = await startFakeServer((req, res) => {
    if (req.url === "/oauth2/v3/certs") return sendJson(res, 200, { keys: [jwk] });
    return sendJson(res, 404, {});
  });

  async function sign(claims: Record<string, unknown>, opts: { key?: Parameters<SignJWT["sign"]>[0]; kid?: string; expiresIn?: string | number } = {}) {
    return new SignJWT({ email: "ada@example.org", email_verified: true, name: "Ada Lovelace", picture: "https://lh3.googleusercontent.com/a/x", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: opts.kid ?? "test-key-1" })
      .setIssuer(typeof claims.iss === "string" ? claims.iss : "https://accounts.google.com")
      .setAudience(typeof claims.aud === "string" ? claims.aud : TEST_CLIENT_ID)
      .setSubject(typeof claims.sub === "string" ? claims.sub : "google-sub-123")
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? "1h")
      .sign(opts.key ?? privateKey);
  }

  return { jwksUrl: `${server.url}/oauth2/v3/certs`, sign, requests: server.requests, close: server.close };
}
