import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordSyncs } from "../test-support/sync-recorder.js";
import { testTempDir } from "../test-support/temp-dir.js";
import { installAudioDir } from "./install-audio.js";

const root = testTempDir("lectern-install-audio-");
// recordSyncs spies on fs: each test starts with the real one.
afterEach(() => vi.restoreAllMocks());

describe("installAudioDir", () => {
  it("replaces the old set, flushing the new files before the swap and the audio folder after it", async () => {
    const finalDir = path.join(root, "en");
    const buildDir = path.join(root, ".build-en-1");
    await fs.mkdir(finalDir);
    await fs.writeFile(path.join(finalDir, "01-old.wav"), "old");
    await fs.mkdir(buildDir);
    await fs.writeFile(path.join(buildDir, "01-intro.wav"), "new");
    await fs.writeFile(path.join(buildDir, "manifest.json"), "{}");
    const events = await recordSyncs();
    await installAudioDir(buildDir, finalDir);

    expect((await fs.readdir(finalDir)).sort()).toEqual(["01-intro.wav", "manifest.json"]);
    expect(await fs.readdir(root)).toEqual(["en"]);
    const swap = events.indexOf(`rename ${finalDir}`);
    expect(events.slice(0, swap).filter((e) => e.startsWith("sync")).sort()).toEqual([`sync ${buildDir}`, `sync ${buildDir}/01-intro.wav`, `sync ${buildDir}/manifest.json`]);
    expect(events.slice(swap + 1)).toEqual([`sync ${root}`]);
  });
});
