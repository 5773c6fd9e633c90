import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AudioManifest } from "@lectern/contract";
import { afterAll, describe, expect, it } from "vitest";
import { makeWorkspace } from "../../test-support/speech/workspace-fixture.js";

// The built CLI with no provider keys, so narration is offline.
const bin = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.."), "bin/lectern.js");
const bare = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_API_KEY$|^BHASHINI_/.test(k)));
const root = fs.mkdtempSync(path.join(os.tmpdir(), "cli-offline-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("lectern audio offline", () => {
  it("narrates English with flite and says so in the manifest", async () => {
    const dir = await makeWorkspace(path.join(root, "ws"), [{ key: "opening", title: "Opening", script: "Welcome to this talk. Sparse attention reads long documents." }]);
    const res = spawnSync(process.execPath, [bin, "audio", dir, "--lang", "en", "--voice", "vidya"], { encoding: "utf8", timeout: 60_000, env: bare });
    expect(res.stderr).not.toMatch(/error/i);
    expect(res.status).toBe(0);
    const manifest = AudioManifest.parse(JSON.parse(fs.readFileSync(path.join(dir, "audio/en/manifest.json"), "utf8")));
    expect(manifest).toMatchObject({ provider: "flite", voice: "vidya", language: "English" });
    expect(manifest.sections[0]?.sentences).toHaveLength(2);
  });
});
