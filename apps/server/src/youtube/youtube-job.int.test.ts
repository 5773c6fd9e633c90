import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { languageByName, type Job, type VideoManifest } from "@lectern/contract";
import { CAPTIONS_FILE, VIDEO_FILE, VIDEO_MANIFEST, videoDirOf } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openDatabase } from "../db/database.js";
import { houseFile } from "../test/house-papers.js";
import { startFakeGoogle, type FakeGoogle } from "../test/fake-google.js";
import { multipartBody } from "../test/multipart.js";
import { until } from "../test/processes.js";
import { sessionFor } from "../test/sessions.js";
import { tempDir, testConfig } from "../test/test-config.js";

/**
 * The YouTube upload runs as a background job: the upload call waits for it up to
 * YOUTUBE_UPLOAD_WAIT_MS (here 0, so every upload outlasts it), then answers with the job to
 * follow; the job reports its progress and ends with the video's address.
 */
describe("YouTube upload as a background job", () => {
  let google: FakeGoogle;
  let app: FastifyInstance;
  let me: Record<string, string>;
  let dataDir: string;

  const addPaperWithVideo = async () => {
    const body = await multipartBody({}, { name: "wireless-workload.pdf", data: houseFile("routing.pdf") });
    const id = (await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id as string;
    const dir = videoDirOf(path.join(dataDir, "papers", id), languageByName("English"));
    fs.mkdirSync(dir, { recursive: true });
    const made = path.join(tempDir("lectern-yt-job-"), "v.mp4");
    execFileSync("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=25", "-t", "2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", made]);
    fs.copyFileSync(made, path.join(dir, VIDEO_FILE));
    fs.writeFileSync(path.join(dir, CAPTIONS_FILE), "WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello.\n");
    const manifest: VideoManifest = { version: 1, language: "English", input_hash: "t", duration_s: 2, chapters: [], width: 320, height: 180, encode_ms: 1 };
    fs.writeFileSync(path.join(dir, VIDEO_MANIFEST), JSON.stringify(manifest));
    return id;
  };

  /** auth-url, Google's consent, then the callback's upload call. */
  const upload = async (paperId: string) => {
    const { url, state } = (await app.inject({ method: "GET", url: `/api/youtube_upload/auth-url?paper_id=${paperId}`, headers: me })).json() as { url: string; state: string };
    const back = new URL((await fetch(url, { redirect: "manual" })).headers.get("location") ?? "");
    return app.inject({ method: "POST", url: "/api/youtube_upload/google_upload", headers: me, payload: { code: back.searchParams.get("code") ?? "", paper_id: paperId, state } });
  };
  const job = async (id: string) => (await app.inject({ method: "GET", url: `/api/jobs/${id}`, headers: me })).json<Job>();
  const finished = (id: string) => until(`job ${id} to finish`, async () => {
    const j = await job(id);
    return j.state === "succeeded" || j.state === "failed" ? j : undefined;
  }, 30_000);

  beforeAll(async () => {
    google = await startFakeGoogle();
    const config = testConfig({ ...google.env, YOUTUBE_UPLOAD_WAIT_MS: "0", YOUTUBE_CHUNK_BYTES: String(256 * 1024) });
    dataDir = config.dataDir;
    app = await buildApp(config);
    me = await sessionFor(dataDir, "job-uploader");
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await google.stop();
  });

  it("answers with the running job when the upload outlasts the wait; the job ends with the video's address", async () => {
    const paperId = await addPaperWithVideo();
    // A 503 on the first chunk makes YouTube's side take a second or more (the upload backs off).
    google.failOnce({ chunk: 503 });
    const res = await upload(paperId);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ success: boolean; error?: string; job?: Job }>();
    expect(answer.success).toBe(false);
    expect(answer.error).toBeUndefined();
    expect(answer.job).toMatchObject({ kind: "youtube", paper_id: paperId });
    expect(["queued", "running"]).toContain(answer.job?.state);
    expect(answer.job?.events_url).toMatch(/^\/api\/jobs\/[a-z0-9]+\/events\?/);

    // What the video page looks for on load (a reload while the upload runs).
    const active = (await app.inject({ method: "GET", url: `/api/jobs?paper_id=${paperId}&active=true`, headers: me })).json<{ jobs: Job[] }>().jobs;
    expect(active.map((j) => [j.id, j.kind])).toContainEqual([answer.job?.id, "youtube"]);

    // Progress over the job API while it runs: the upload stage, between start and end.
    const midway = await until("upload progress", async () => {
      const j = await job(answer.job?.id ?? "");
      return j.stage === "youtube" && j.percent > 0 ? j : undefined;
    }, 30_000);
    expect(midway.message).toMatch(/YouTube/);

    const done = await finished(answer.job?.id ?? "");
    expect(done).toMatchObject({ state: "succeeded", percent: 100 });
    expect(done.video_url).toBe(`https://www.youtube.com/watch?v=${google.videos.at(-1)?.id}`);
    expect(google.videos).toHaveLength(1);
  });

  it("fails the job with YouTube's reason, in words", async () => {
    const paperId = await addPaperWithVideo();
    google.failOnce({ start: "quotaExceeded" });
    const answer = (await upload(paperId)).json<{ success: boolean; job?: Job }>();
    const done = await finished(answer.job?.id ?? "");
    expect(done.state).toBe("failed");
    expect(done.message).toMatch(/daily upload allowance/);
    expect(done.video_url).toBeUndefined();
  });

  it("never stores Google's access token in the clear (the job's payload holds it encrypted)", () => {
    // Google's access tokens start "ya29."; the database and its write-ahead log are searched.
    for (const name of ["lectern.db", "lectern.db-wal"]) {
      const file = path.join(dataDir, name);
      if (fs.existsSync(file)) expect(fs.readFileSync(file).includes(Buffer.from("ya29."))).toBe(false);
    }
  });

  it("keeps no token once an upload has ended, succeeded or failed (a finished job keeps no payload)", async () => {
    const handle = await openDatabase({ sqlitePath: path.join(dataDir, "lectern.db") });
    try {
      const rows = await handle.db.selectFrom("jobs").select(["state", "payload"]).where("kind", "=", "youtube").execute();
      expect(rows.map((r) => r.state).sort()).toEqual(["failed", "succeeded"]);
      for (const row of rows) expect(row.payload).toBe("{}");
    } finally {
      await handle.close();
    }
  });
});
