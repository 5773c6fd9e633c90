import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

/** ffprobe's view of a file: format and streams. */
function probe(file: string): { format: { duration: string }; streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[] } {
  return JSON.parse(execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], { encoding: "utf8" }));
}

describe("media through the API (espeak-ng, ffmpeg)", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  let dataDir: string;
  let id = "";

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    app = await buildApp(config);
    me = await sessionFor(dataDir, "narrator");
    const body = await multipartBody({}, { name: "wireless-workload.pdf", data: houseFile("routing.pdf") });
    id = (await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload?: object) => app.inject({ method: "POST", url: `/api/media/${id}${url}`, headers: me, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Record<string, string> = me) => app.inject({ method: "GET", url, headers });

  it("asks for scripts first, and answers 404 for status before any media", async () => {
    const early = await post("/generate-audio", { selected_language: "English" });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toMatch(/Generate the scripts first/);
    expect((await get(`/api/media/${id}/status`)).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: `/api/scripts/${id}/generate`, headers: me })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: `/api/slides/${id}/generate`, headers: me })).statusCode).toBe(200);
    const noAudio = await post("/generate-video", { selected_language: "English" });
    expect(noAudio.statusCode).toBe(422);
    expect(noAudio.json().detail).toMatch(/Generate the English audio first/);
  }, 60_000);

  it("narrates English offline, one file per section, lists and serves them with Range", async () => {
    const res = await post("/generate-audio", { selected_language: "English", voice_selection: { English: "karun" } });
    expect(res.statusCode).toBe(200);
    const files = res.json().audio_files as string[];
    const first = files[0] ?? "";
    const sections = Object.keys((await get(`/api/scripts/${id}/sections`)).json().sections as object);
    expect(files).toHaveLength(sections.length);
    expect(files[0]).toMatch(/^00_[a-z0-9_]+\.wav$/);

    const status = (await get(`/api/media/${id}/status`)).json();
    expect(status).toMatchObject({ paper_id: id, audio_files: files, video_path: null, language: "English", languages: ["English"] });
    expect(status.audio_durations[first]).toBeGreaterThan(1);

    const whole = await get(`/api/media/${id}/download-audio/${first}`);
    expect(whole.headers["content-disposition"]).toContain(first);
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe("RIFF");

    // <audio> loads the signed URL without a token, and seeks with Range.
    const url = status.audio_urls[first] as string;
    const part = await get(url, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    expect((await get(url.replace(/sig=[^&]+/, "sig=forged"), {})).statusCode).toBe(401);
    // Names from users never become paths.
    expect((await get(`/api/media/${id}/download-audio/..%2Fpaper.json`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(`/api/media/${id}/download-audio/99_nothing.wav`)).statusCode).toBe(404);
  }, 120_000);

  it("makes a 1920×1080 H.264/AAC video that streams with Range, with captions", async () => {
    const res = await post("/generate-video", { selected_language: "English" });
    expect(res.statusCode).toBe(200);
    expect(res.json().video_path).toBe("video/en/presentation.mp4");

    const status = (await get(`/api/media/${id}/status`)).json();
    expect(status.video_path).toBe("video/en/presentation.mp4");
    const full = await get(`/api/media/${id}/download-video`);
    expect(full.headers["content-disposition"]).toContain(`presentation_${id}.mp4`);
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lectern-media-")), "v.mp4");
    fs.writeFileSync(tmp, full.rawPayload);
    const info = probe(tmp);
    const video = info.streams.find((s) => s.codec_type === "video");
    expect(video).toMatchObject({ codec_name: "h264", width: 1920, height: 1080, pix_fmt: "yuv420p" });
    expect(info.streams.some((s) => s.codec_type === "audio" && s.codec_name === "aac")).toBe(true);
    const narration = Object.values(status.audio_durations as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(Number(info.format.duration)).toBeGreaterThanOrEqual(narration);

    const size = full.rawPayload.length;
    const tail = await get(status.video_url as string, { range: `bytes=${size - 1000}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(full.rawPayload.subarray(size - 1000))).toBe(true);
    expect((await get(status.video_url as string, { range: `bytes=${size + 10}-` })).statusCode).toBe(416);

    const vtt = await get(status.captions_url as string, {});
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers["content-type"]).toContain("text/vtt");
    expect(vtt.body.startsWith("WEBVTT")).toBe(true);
  }, 180_000);

  it("explains what another language needs, and that Bhashini is not set up", async () => {
    const hindi = await post("/generate-audio", { selected_language: "Hindi" });
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().detail).toMatch(/Sarvam, Gemini or OpenAI/);
    expect(hindi.json().detail).toMatch(/kept/);
    const bhashini = await post("/generate-audio-bhashini", { selected_language: "Hindi" });
    // The operator's to fix, not the user's: 503 with what is missing, and nothing queued.
    expect(bhashini.statusCode).toBe(503);
    expect(bhashini.json()).toEqual({ code: "provider_unavailable", detail: expect.stringMatching(/Bhashini voices are not available on this server.*has not configured a Bhashini account/) });
    const other = await sessionFor(dataDir, "bhashini-intruder");
    expect((await app.inject({ method: "POST", url: `/api/media/${id}/generate-audio-bhashini`, headers: other, payload: { selected_language: "Hindi" } })).statusCode).toBe(404);
    // The English audio is still the newest, untouched.
    expect((await get(`/api/media/${id}/status`)).json().language).toBe("English");
  });

  it("refuses a second build of the same paper while one runs, and hides media from other users", async () => {
    const [a, b] = await Promise.all([post("/generate-audio", { selected_language: "English", voice_selection: { English: "vidya" } }), post("/generate-audio", { selected_language: "English" })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const other = await sessionFor(dataDir, "someone-else");
    for (const url of [`/api/media/${id}/status`, `/api/media/${id}/download-video`, `/api/media/${id}/download-audio/00_opening.wav`]) {
      expect({ url, status: (await get(url, other)).statusCode }).toEqual({ url, status: 404 });
    }
    expect((await app.inject({ method: "POST", url: `/api/media/${id}/generate-audio`, headers: other, payload: { selected_language: "English" } })).statusCode).toBe(404);
  }, 120_000);
});
