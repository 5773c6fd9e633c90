import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../config.js";

/** A fresh data dir under the OS temp dir; removed by the caller's cleanup. */
export function tempDir(prefix = "lectern-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A config as production would parse it, from an env-like record, with a fresh data dir. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    DATA_DIR: tempDir(),
    LOG_LEVEL: "silent",
    // Unreachable by construction: tests that need a provider start a fake one.
    GEMINI_BASE_URL: "http://127.0.0.1:9",
    OPENAI_BASE_URL: "http://127.0.0.1:9",
    SARVAM_BASE_URL: "http://127.0.0.1:9",
    WEB_DIST: path.join(os.tmpdir(), "lectern-no-web-dist"),
    // Tests call the expensive routes far faster than a person could (rate-limit tests set their own).
    RATE_LIMIT_GENERATION: "100000",
    RATE_LIMIT_SIGN_IN: "100000",
    ...env,
  });
}

export function randomSchema(): string {
  return `t_${crypto.randomBytes(6).toString("hex")}`;
}
