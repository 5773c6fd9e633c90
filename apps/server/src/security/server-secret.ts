import crypto from "node:crypto";
import fs from "node:fs";
import { dataPaths } from "@lectern/pipeline";

/**
 * The server secret: SECRET_KEY when set (needed when several API nodes share a database),
 * otherwise generated once and kept in DATA_DIR/secret.key with 0600 permissions.
 * Purpose-specific keys are derived from it with HKDF, so no two uses share a key.
 */
export function loadServerSecret(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, "utf8");
  const file = dataPaths(dataDir).secretKey;
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together cannot both write one.
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const stat = fs.statSync(file);
  if ((stat.mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const hex = fs.readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${file} is not a Lectern secret (64 hex characters expected)`);
  return Buffer.from(hex, "hex");
}

export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "lectern", purpose, 32));
}
