import crypto from "node:crypto";

/** Opaque bearer tokens: 256 random bits; only their sha256 is stored. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}
