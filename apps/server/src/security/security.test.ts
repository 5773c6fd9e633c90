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
  const params = (url: string) => {
    const u = new URL(url, "http://x");
    return { path: u.pathname, exp: Number(u.searchParams.get("exp")), sig: u.searchParams.get("sig") ?? undefined };
  };

  it("accepts its own signature for the same path until it expires", () => {
    const { url } = signer.sign("/api/images/abc12345/fig_01.png", 60);
    const p = params(url);
    expect(signer.verify(p.path, p.exp, p.sig)).toBe(true);
    now += 61_000;
    expect(signer.verify(p.path, p.exp, p.sig)).toBe(false);
  });

  it("refuses a tampered signature, a moved path, a changed expiry and a missing signature", () => {
    const { url } = signer.sign("/api/images/abc12345/fig_01.png", 600);
    const p = params(url);
    // Change the last character to a different one (a fixed replacement would be a no-op 1 time in 64).
    const sig = p.sig ?? "";
    const tampered = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(tampered).not.toBe(sig);
    expect(signer.verify(p.path, p.exp, tampered)).toBe(false);
    expect(signer.verify("/api/images/otherpaper1/fig_01.png", p.exp, p.sig)).toBe(false);
    expect(signer.verify(p.path, p.exp + 1000, p.sig)).toBe(false);
    expect(signer.verify(p.path, p.exp, undefined)).toBe(false);
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
