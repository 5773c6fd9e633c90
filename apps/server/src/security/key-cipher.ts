import crypto from "node:crypto";

const VERSION = "v1";

/**
 * AES-256-GCM for API keys at rest. The additional authenticated data binds a ciphertext to its
 * owner and provider, so a row copied to another user or provider fails to decrypt.
 */
export function keyCipher(key: Buffer) {
  if (key.length !== 32) throw new Error("AES-256 needs a 32-byte key");
  return {
    encrypt(plaintext: string, context: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(".");
    },
    decrypt(ciphertext: string, context: string): string {
      const [version, iv, tag, body] = ciphertext.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("unknown ciphertext format");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
export type KeyCipher = ReturnType<typeof keyCipher>;
