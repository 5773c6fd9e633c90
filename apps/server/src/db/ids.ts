import crypto from "node:crypto";

/** Lower-case alphanumeric ids (they appear in URLs and file names). */
export function newId(bytes = 12): string {
  return crypto.randomBytes(bytes).toString("hex");
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
