import fs from "node:fs/promises";
import path from "node:path";
import type { VideoManifest } from "@lectern/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordSyncs } from "../test-support/sync-recorder.js";
import { testTempDir } from "../test-support/temp-dir.js";
import { installVideo } from "./install-video.js";

const root = testTempDir("lectern-install-video-");
// recordSyncs spies on fs: each test starts with the real one.
afterEach(() => vi.restoreAllMocks());

const manifest: VideoManifest = { version: 1, language: "English", input_hash: "h", duration_s: 1, chapters: [], width: 1280, height: 720, encode_ms: 1 };

describe("installVideo", () => {
  it("flushes the video and captions before their renames and the folder before the manifest", async () => {
    const buildDir = path.join(root, ".build-1");
    const target = path.join(root, "en");
    await fs.mkdir(buildDir);
    await fs.writeFile(path.join(buildDir, "presentation.mp4"), "mp4");
    await fs.writeFile(path.join(buildDir, "captions.vtt"), "vtt");
    const events = await recordSyncs();
    await installVideo(buildDir, target, manifest);

    expect(JSON.parse(await fs.readFile(path.join(target, "video.json"), "utf8"))).toEqual(manifest);
    expect((await fs.readdir(target)).sort()).toEqual(["captions.vtt", "presentation.mp4", "video.json"]);
    const firstRename = events.findIndex((e) => e.startsWith("rename "));
    expect(events.slice(0, firstRename)).toEqual([`sync ${root}`, `sync ${buildDir}/presentation.mp4`, `sync ${buildDir}/captions.vtt`]);
    const manifestRenamed = events.indexOf(`rename ${target}/video.json`);
    expect(events.slice(firstRename, manifestRenamed)).toEqual([
      `rename ${target}/presentation.mp4`,
      `rename ${target}/captions.vtt`,
      `sync ${target}`,
      expect.stringMatching(/^sync .*\/\.video\.json\.[0-9a-f]+\.tmp$/),
    ]);
    expect(events.slice(manifestRenamed + 1)).toEqual([`sync ${target}`]);
  });
});
