import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../test/test-config.js";
import { keyCipher } from "./key-cipher.js";
import { deriveKey, loadServerSecret } from "./server-secret.js";
import { hashToken, newSessionToken } from "./tokens.js";
import { urlSigner } from "./url-signer.js";

describe("server secret", () => {
  it("is generated once with 0600 permissions and reused on the next start", () => {
    const dir = tempDir();
    const first = loadServerSecret(undefined, dir);
    const second = loadServerSecret(undefined, dir);
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBe(32);
    expect(fs.statSync(path.join(dir, "secret.key")).mode & 0o777).toBe(0o600);
  });

  it("uses SECRET_KEY when given and writes no file", () => {
    const dir = tempDir();
    loadServerSecret("x".repeat(40), dir);
    expect(fs.existsSync(path.join(dir, "secret.key"))).toBe(false);
  });

  it("derives different keys for different purposes", () => {
    const s = crypto.randomBytes(32);
    expect(deriveKey(s, "api-keys").equals(deriveKey(s, "media-urls"))).toBe(false);
  });
});

describe("key cipher (AES-256-GCM)", () => {
  const cipher = keyCipher(crypto.randomBytes(32));

  it("round-trips and never contains the plaintext", () => {
    const ct = cipher.encrypt("AIzaSyDUMMY-secret-key", "u1:gemini");
    expect(ct).not.toContain("AIzaSyDUMMY");
    expect(cipher.decrypt(ct, "u1:gemini")).toBe("AIzaSyDUMMY-secret-key");
  });

  it("uses a fresh IV each time", () => {
    expect(cipher.encrypt("same", "c")).not.toBe(cipher.encrypt("same", "c"));
  });

  it("refuses a ciphertext moved to another user or provider, or tampered with", () => {
    const ct = cipher.encrypt("secret", "u1:gemini");
    expect(() => cipher.decrypt(ct, "u2:gemini")).toThrow();
    expect(() => cipher.decrypt(ct, "u1:openai")).toThrow();
    const parts = ct.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString("base64url");
    expect(() => cipher.decrypt(parts.join("."), "u1:gemini")).toThrow();
  });

  it("refuses a key from another server secret", () => {
    const ct = cipher.encrypt("secret", "c");
    expect(() => keyCipher(crypto.randomBytes(32)).decrypt(ct, "c")).toThrow();
  });
});

describe("signed media URLs", () => {
  let now = 1_800_000_000_000;
  const signer = urlSigner(crypto.randomBytes(32), () => now);
  const url = (u: string) => new URL(u, "http://x");
  /** The same URL with one query parameter set to another value (or removed, for null). */
  const withParam = (u: string, key: string, value: string | null) => {
    const parsed = url(u);
    if (value === null) parsed.searchParams.delete(key);
    else parsed.searchParams.set(key, value);
    return parsed;
  };

  it("accepts its own signature for the same path until it expires", () => {
    const signed = signer.sign("/api/images/abc12345/fig_01.png", 60).url;
    expect(signer.verify(url(signed))).toBe(true);
    now += 61_000;
    expect(signer.verify(url(signed))).toBe(false);
  });

  it("refuses a tampered signature, a moved path, a changed expiry and a missing signature", () => {
    const signed = signer.sign("/api/images/abc12345/fig_01.png", 600).url;
    // Change the last character to a different one (a fixed replacement would be a no-op 1 time in 64).
    const sig = url(signed).searchParams.get("sig") ?? "";
    const tampered = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(tampered).not.toBe(sig);
    expect(signer.verify(withParam(signed, "sig", tampered))).toBe(false);
    expect(signer.verify(url(signed.replace("abc12345", "otherpaper1")))).toBe(false);
    expect(signer.verify(withParam(signed, "exp", String(Number(url(signed).searchParams.get("exp")) + 1000)))).toBe(false);
    expect(signer.verify(withParam(signed, "sig", null))).toBe(false);
    expect(signer.verify(withParam(signed, "exp", null))).toBe(false);
  });

  it("covers the query: another language, an added or dropped parameter, or a second signature is refused", () => {
    const signed = signer.sign("/api/media/abc12345/stream-video", 600, { language: "Hindi" }).url;
    expect(url(signed).searchParams.get("language")).toBe("Hindi");
    expect(signer.verify(url(signed))).toBe(true);
    // The order of the parameters does not matter; their values do.
    const reordered = url(signed);
    reordered.search = `?sig=${reordered.searchParams.get("sig")}&exp=${reordered.searchParams.get("exp")}&language=Hindi`;
    expect(signer.verify(reordered)).toBe(true);
    expect(signer.verify(withParam(signed, "language", "Tamil"))).toBe(false);
    expect(signer.verify(withParam(signed, "language", null))).toBe(false);
    expect(signer.verify(withParam(signed, "download", "1"))).toBe(false);
    expect(signer.verify(url(`${signed}&sig=AAAA`))).toBe(false);
    // A path-only signature does not stretch to a query either.
    const plain = signer.sign("/api/media/abc12345/stream-video", 600).url;
    expect(signer.verify(url(`${plain}&language=Tamil`))).toBe(false);
  });
});

describe("session tokens", () => {
  it("are long random strings whose hash is stable and not the token", () => {
    const a = newSessionToken();
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(a).not.toBe(newSessionToken());
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });
});
