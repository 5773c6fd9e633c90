import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { houseFilePath } from "../test-support/house-papers/house-papers.js";

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(pkg, "bin/lectern.js");

// Run as a user runs it (the built JavaScript), with no provider keys: the offline defaults.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_API_KEY$|^BHASHINI_/.test(k)));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", timeout: 170_000, env });

describe("lectern make", () => {
  let root = "";
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cli-make-"));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("turns a paper into a video, showing each stage, and prints where the video is", () => {
    const out = path.join(root, "ws");
    const res = run("make", houseFilePath("routing.pdf"), "--out", out, "--lang", "english", "--voice", "karun");
    expect(res.status).toBe(0);
    // stderr is not a terminal here: one plain line per stage, in order.
    const stages = res.stderr.split("\n").filter(Boolean).map((l) => /^\[ *\d+%\] (\w+):/.exec(l)?.[1] ?? l);
    expect(stages).toEqual(expect.arrayContaining(["ingest", "script", "slides", "video", "done"]));
    // Audio runs beside the slides and shows up as its own line only if it outlasts them.
    const order = ["ingest", "script", "slides", "audio", "video", "done"];
    expect(stages.map((s) => order.indexOf(s))).toEqual([...stages.map((s) => order.indexOf(s))].sort((a, b) => a - b));
    expect(res.stderr).toMatch(/^\[ {2}0%\] ingest: /);
    expect(res.stderr).toMatch(/\[100%\] done: The video is ready\n$/);
    const video = /^video: +(.+)$/m.exec(res.stdout)?.[1];
    expect(video).toBe(path.join(out, "video", "en", "presentation.mp4"));
    expect(fs.statSync(video ?? "").size).toBeGreaterThan(100_000);
    expect(res.stdout).toMatch(/^duration: +\d+\.\d s, \d+ slides, \d+ sections, English$/m);
    expect(res.stdout).toMatch(/^stages: +ingest \d+\.\d s, script \d+\.\d s, slides \d+\.\d s, audio \d+\.\d s, video \d+\.\d s/m);
    expect(res.stdout).toMatch(/^total: +\d+\.\d s, \d+× realtime$/m);
    expect(JSON.parse(fs.readFileSync(path.join(out, "audio", "en", "manifest.json"), "utf8")).voice).toBe("karun");
  }, 180_000);

  it("keeps everything on a second run into the same directory", () => {
    const res = run("make", houseFilePath("routing.pdf"), "--out", path.join(root, "ws"), "--lang", "en", "--voice", "karun");
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/ingest \d+\.\d s \(kept\), script \d+\.\d s \(kept\), slides \d+\.\d s \(kept\), audio \d+\.\d s \(kept\), video \d+\.\d s \(kept\)/);
    expect(res.stdout).toMatch(/the video was already up to date/);
  }, 60_000);

  it("refuses a directory that holds another paper or anything else, and bad options", () => {
    const other = run("make", houseFilePath("soil.pdf"), "--out", path.join(root, "ws"));
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/holds another paper/);

    const busy = path.join(root, "busy");
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, "notes.txt"), "mine");
    const clash = run("make", houseFilePath("soil.pdf"), "--out", busy);
    expect(clash.status).toBe(2);
    expect(clash.stderr).toMatch(/not empty/);

    for (const args of [["--lang", "klingon"], ["--voice", "robot"], []]) {
      const bad = run("make", houseFilePath("soil.pdf"), ...(args.length ? ["--out", path.join(root, "bad"), ...args] : []));
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/Usage: lectern/);
    }
    expect(fs.existsSync(path.join(root, "bad"))).toBe(false);
  });
});
