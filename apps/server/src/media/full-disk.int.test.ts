import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { artifactProblem, scratchLeft } from "../test/artifacts.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { testConfig } from "../test/test-config.js";
import { freeBytes, mountTmpfs, tmpfsUnavailable, unmount } from "../test/tmpfs.js";

// The paper's video folder is a 64 MB tmpfs: the first video fits, then the disk is filled to
// the last few KB and a new video is asked for. ffmpeg meets a real ENOSPC from the kernel.
const whyNot = tmpfsUnavailable();
if (whyNot) console.warn(`[tests] full-disk test skipped: ${whyNot}`);

const sha = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

describe.skipIf(whyNot !== undefined)("a full disk while the video is encoded", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  let id = "";
  let videoRoot = "";
  let mounted = false;

  beforeAll(async () => {
    const config = testConfig();
    app = await buildApp(config);
    const token = (await app.inject({ method: "POST", url: "/api/auth/local/login" })).json().access_token as string;
    me = { authorization: `Bearer ${token}` };
    const body = await multipartBody({}, { name: "paper.pdf", data: houseFile("routing.pdf") });
    id = (await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id;
    for (const url of [`/api/scripts/${id}/generate`, `/api/slides/${id}/generate`]) expect((await app.inject({ method: "POST", url, headers: me })).statusCode).toBe(200);
    const audio = await app.inject({ method: "POST", url: `/api/media/${id}/generate-audio`, headers: me, payload: { selected_language: "English" } });
    expect(audio.statusCode).toBe(200);
    videoRoot = path.join(config.dataDir, "papers", id, "video");
    fs.mkdirSync(videoRoot, { recursive: true });
    mountTmpfs(videoRoot, 64 * 1024 * 1024);
    mounted = true;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    if (mounted) unmount(videoRoot);
  });

  const generate = () => app.inject({ method: "POST", url: `/api/media/${id}/generate-video`, headers: me, payload: { selected_language: "English" } });

  it("keeps the previous video playable, says the disk is full, and works again once there is room", async () => {
    expect((await generate()).statusCode).toBe(200);
    const mp4 = path.join(videoRoot, "en", "presentation.mp4");
    const first = sha(mp4);
    const firstManifest = fs.readFileSync(path.join(videoRoot, "en", "video.json"), "utf8");

    // New narration for one section, so the next video has something new to encode.
    const sections = (await app.inject({ method: "GET", url: `/api/scripts/${id}/sections`, headers: me })).json() as { order: string[]; sections: Record<string, { bullet_points: string[] }> };
    const key = sections.order[0] ?? "";
    const edit = { [key]: { script: "A new opening sentence, so that the narration and the video change.", bullet_points: sections.sections[key]?.bullet_points ?? [] } };
    expect((await app.inject({ method: "PUT", url: `/api/scripts/${id}/sections`, headers: me, payload: { sections: edit } })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/media/${id}/generate-audio`, headers: me, payload: { selected_language: "English" } })).statusCode).toBe(200);

    // Fill the disk to the last 64 KB.
    const filler = path.join(videoRoot, "filler.bin");
    fs.writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(videoRoot) - 64 * 1024)));
    expect(freeBytes(videoRoot)).toBeLessThan(128 * 1024);

    const full = await generate();
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ code: "disk_full" });
    expect(full.json().detail).toMatch(/disk is full.*previous video.*kept/i);
    expect(full.json().detail.match(/kept/g)).toHaveLength(1);
    // The job says the same to anyone following it.
    const jobs = (await app.inject({ method: "GET", url: `/api/jobs?paper_id=${id}`, headers: me })).json() as { jobs: { kind: string; state: string; message: string }[] };
    expect(jobs.jobs.find((j) => j.kind === "video" && j.state === "failed")?.message).toMatch(/disk is full/);

    // The previous video is untouched, whole and still served; no build folder is left behind.
    expect(sha(mp4)).toBe(first);
    expect(artifactProblem(mp4)).toBeUndefined();
    expect(fs.readFileSync(path.join(videoRoot, "en", "video.json"), "utf8")).toBe(firstManifest);
    expect(scratchLeft(videoRoot)).toEqual([]);
    const status = (await app.inject({ method: "GET", url: `/api/media/${id}/status`, headers: me })).json() as { video_url: string };
    const served = await app.inject({ method: "GET", url: status.video_url });
    expect(served.statusCode).toBe(200);
    expect(crypto.createHash("sha256").update(served.rawPayload).digest("hex")).toBe(first);

    // Space again: the same request now makes the new video.
    fs.rmSync(filler);
    expect((await generate()).statusCode).toBe(200);
    expect(sha(mp4)).not.toBe(first);
    expect(artifactProblem(mp4)).toBeUndefined();
  }, 180_000);
});
