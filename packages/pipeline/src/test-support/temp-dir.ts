// Test support: scratch folders under the system temp folder. The path is chosen when the suite
// is defined, so tests use it as a plain string; the folder itself exists only while the suite
// (or the test) runs, so a skipped suite leaves nothing behind.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

/** A new private folder name (as mkdtemp would make it: the prefix, then a random part). */
function reserve(prefix: string): string {
  return path.join(os.tmpdir(), `${prefix}${crypto.randomUUID()}`);
}

const make = (dir: string) => void fs.mkdirSync(dir, { mode: 0o700 });
const remove = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** A folder made before the first test of the enclosing suite (or file) and removed after the last. */
export function suiteTempDir(prefix: string): string {
  const dir = reserve(prefix);
  beforeAll(() => make(dir));
  afterAll(() => remove(dir));
  return dir;
}

/** A folder made empty before each test of the enclosing suite (or file) and removed after it. */
export function testTempDir(prefix: string): string {
  const dir = reserve(prefix);
  beforeEach(() => make(dir));
  afterEach(() => remove(dir));
  return dir;
}
