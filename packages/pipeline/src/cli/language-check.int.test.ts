import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(pkg, "bin/lectern.js");

// The built CLI, with no provider keys unless a test gives one.
const bare = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_API_KEY$|^BHASHINI_/.test(k)));
const run = (env: NodeJS.ProcessEnv, ...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", timeout: 60_000, env });
const NEEDS = /^lectern: Narration in (Hindi|Tamil) needs translation, which needs a Sarvam, Gemini or OpenAI key: set SARVAM_API_KEY, GEMINI_API_KEY or OPENAI_API_KEY\./;

describe("lectern: languages the keys cannot narrate are refused before any work", () => {
  it("make refuses Hindi without a translating key, and makes nothing", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-lang-")), "ws");
    const res = run(bare, "make", "paper.pdf", "--out", out, "--lang", "hi");
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(NEEDS);
    expect(fs.existsSync(out)).toBe(false);
  });

  it("audio refuses Tamil without a key, and goes on to the work with one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cli-lang-"));
    const refused = run(bare, "audio", dir, "--lang", "ta");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(NEEDS);
    // With a key the check passes; this empty workspace then fails for its own reason.
    const tried = run({ ...bare, GEMINI_API_KEY: "test-key" }, "audio", dir, "--lang", "ta");
    expect(tried.stderr).not.toMatch(/needs translation/);
    expect(tried.stderr).toMatch(/script/);
  });
});
