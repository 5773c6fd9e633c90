import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AudioManifest, VideoManifest } from "@lectern/contract";
import { afterAll, describe, expect, it } from "vitest";
import { mediaLanguages } from "./media-state.js";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-media-state-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const audio = (language: AudioManifest["language"], code: string): AudioManifest => ({
  version: 1, language, code, voice: "vidya", provider: "espeak", sample_rate: 22050, input_hash: "h", total_s: 2,
  sections: [{ key: "intro", file: "01_intro.wav", duration_s: 2, sentences: [] }],
});
const video = (language: VideoManifest["language"]): VideoManifest => ({ version: 1, language, input_hash: "h", duration_s: 2, chapters: [], width: 1920, height: 1080, encode_ms: 1 });

function put(file: string, content: string, mtimeS: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.utimesSync(file, mtimeS, mtimeS);
}

describe("mediaLanguages", () => {
  it("lists the languages with finished audio or video, newest first, and ignores everything half-made or foreign", async () => {
    const ws = path.join(root, "paper");
    // English audio (oldest); Hindi audio and video (the video newest); Tamil video folder without its mp4.
    put(path.join(ws, "audio", "en", "manifest.json"), JSON.stringify(audio("English", "en")), 1_000);
    put(path.join(ws, "audio", "hi", "manifest.json"), JSON.stringify(audio("Hindi", "hi")), 2_000);
    put(path.join(ws, "video", "hi", "presentation.mp4"), "mp4", 3_000);
    put(path.join(ws, "video", "hi", "video.json"), JSON.stringify(video("Hindi")), 3_000);
    put(path.join(ws, "video", "ta", "video.json"), JSON.stringify(video("Tamil")), 4_000);
    // A build in progress, a folder for no language, and a manifest that does not parse.
    fs.mkdirSync(path.join(ws, "audio", ".build-bn-1"), { recursive: true });
    put(path.join(ws, "audio", "xx", "manifest.json"), JSON.stringify(audio("English", "xx")), 5_000);
    put(path.join(ws, "audio", "te", "manifest.json"), "{ not json", 6_000);

    const found = await mediaLanguages(ws);
    expect(found.map((m) => [m.language, Boolean(m.audio), Boolean(m.video), m.updatedMs])).toEqual([
      ["Hindi", true, true, 3_000_000],
      ["English", true, false, 1_000_000],
    ]);
  });

  it("answers an empty list for a workspace with no media folders yet", async () => {
    const ws = path.join(root, "empty");
    fs.mkdirSync(ws, { recursive: true });
    expect(await mediaLanguages(ws)).toEqual([]);
  });
});
