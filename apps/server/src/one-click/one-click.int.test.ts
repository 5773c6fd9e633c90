import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile, type HouseFile } from "../test/house-papers.js";
import { startFakeArchives } from "../test/fake-archives.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

interface JobView {
  id: string;
  paper_id: string | null;
  state: string;
  stage: string;
  percent: number;
  message: string;
  events_url: string;
}

/** Duration, codecs and size of an mp4 given as bytes. */
function probeBytes(bytes: Buffer): { duration: number; codecs: string[]; width: number } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lectern-oneclick-")), "v.mp4");
  fs.writeFileSync(file, bytes);
  const info = JSON.parse(execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], { encoding: "utf8" })) as {
    format: { duration: string };
    streams: { codec_name: string; width?: number }[];
  };
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return { duration: Number(info.format.duration), codecs: info.streams.map((s) => s.codec_name), width: info.streams.find((s) => s.width)?.width ?? 0 };
}

describe("one click to video, as background jobs", () => {
  let app: FastifyInstance;
  let archives: Awaited<ReturnType<typeof startFakeArchives>>;
  let me: Record<string, string>;
  let other: Record<string, string>;
  let dataDir: string;
  let base: string | undefined;
  /** The app on a real port, for event streams (opened once). */
  const listening = async () => (base ??= await app.listen({ port: 0, host: "127.0.0.1" }));

  beforeAll(async () => {
    archives = await startFakeArchives();
    const config = testConfig(archives.env);
    app = await buildApp(config);
    dataDir = config.dataDir;
    me = await sessionFor(config.dataDir, "one-clicker");
    other = await sessionFor(config.dataDir, "someone-else");
  });
  afterAll(async () => {
    await app.close();
    await archives.close();
  });

  const upload = async (route: string, name: HouseFile) => {
    const body = await multipartBody({}, { name, data: houseFile(name) });
    return app.inject({ method: "POST", url: `/api/papertovideo/${route}`, headers: { ...me, ...body.headers }, payload: body.payload });
  };

  it("a PDF becomes a playable video in one request, with its job, metadata, slides and a seekable stream", async () => {
    const res = await upload("upload_pdf_to_video", "routing.pdf");
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.metadata.title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");
    expect(answer.video_url).toMatch(/\/api\/papertovideo\/[a-z0-9]+\/stream-video\?exp=/);
    const id = answer.paper_id as string;

    const video = await app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-video`, headers: me });
    expect(video.headers["content-disposition"]).toContain(`presentation_${id}.mp4`);
    const probe = probeBytes(video.rawPayload);
    expect(probe.codecs).toEqual(expect.arrayContaining(["h264", "aac"]));
    expect(probe.width).toBe(1920);
    expect(probe.duration).toBeGreaterThan(60);

    const ranged = await app.inject({ method: "GET", url: answer.video_url, headers: { range: "bytes=100-199" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(video.rawPayload.subarray(100, 200))).toBe(true);
    const slides = await app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-slides`, headers: me });
    expect(slides.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await app.inject({ method: "GET", url: `/api/papertovideo/${id}/metadata`, headers: me })).json()).toMatchObject({ title: "Sparse Attention Routing for Low-Latency Speech Recognition" });

    // The work was a job: finished, at 100 %, visible to its owner only.
    const jobs = (await app.inject({ method: "GET", url: `/api/jobs?paper_id=${id}`, headers: me })).json().jobs as JobView[];
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: answer.job_id, state: "succeeded", stage: "done", percent: 100 });
    expect((await app.inject({ method: "GET", url: `/api/jobs/${answer.job_id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/jobs?paper_id=${id}`, headers: other })).json().jobs).toEqual([]);
    expect((await app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-video`, headers: other })).statusCode).toBe(404);

    // Its event stream, for a finished job, is the final state and then the end.
    const events = await app.inject({ method: "GET", url: jobs[0]?.events_url ?? "" });
    expect(events.headers["content-type"]).toContain("text/event-stream");
    expect(events.body).toMatch(/^event: job\ndata: \{.*"state":"succeeded"/);
  }, 240_000);

  it("a LaTeX project becomes a playable video too", async () => {
    const res = await upload("upload_latex_to_video", "speaker.zip");
    expect(res.statusCode).toBe(200);
    const id = res.json().paper_id as string;
    const video = await app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-video`, headers: me });
    expect(probeBytes(video.rawPayload).codecs).toEqual(expect.arrayContaining(["h264", "aac"]));
  }, 240_000);

  it("an arXiv link answers once ingested; the video follows in the background, watched live", async () => {
    const body = await multipartBody({ arxiv_url: "https://arxiv.org/abs/0704.0001" });
    const res = await app.inject({ method: "POST", url: "/api/papertovideo/upload_arxiv_to_video", headers: { ...me, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const { paper_id: id, job_id: jobId } = res.json() as { paper_id: string; job_id: string };
    expect(res.json().metadata.title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");

    const job = (await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: me })).json() as JobView;
    expect(["queued", "running"]).toContain(job.state);
    // Follow the live stream to the end: progress only rises, and it ends succeeded.
    const stream = await fetch(`${await listening()}${job.events_url}`);
    const text = await stream.text();
    const states = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] ?? "{}") as JobView);
    expect(states.length).toBeGreaterThan(2);
    expect(states.at(-1)?.state).toBe("succeeded");
    const percents = states.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(states.map((s) => s.stage)).toEqual(expect.arrayContaining(["slides", "audio", "video", "done"]));
    expect((await app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-video`, headers: me })).statusCode).toBe(200);
  }, 240_000);

  it("refuses bioRxiv for one click, and a second job on a paper that is busy", async () => {
    const body = await multipartBody({ arxiv_url: "https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1" });
    const res = await app.inject({ method: "POST", url: "/api/papertovideo/upload_arxiv_to_video", headers: { ...me, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("Please enter a valid arXiv URL");

    const arxiv = await multipartBody({ arxiv_url: "0704.0001" });
    const started = await app.inject({ method: "POST", url: "/api/papertovideo/upload_arxiv_to_video", headers: { ...me, ...arxiv.headers }, payload: arxiv.payload });
    const id = started.json().paper_id as string;
    const scripts = await app.inject({ method: "POST", url: `/api/scripts/${id}/generate`, headers: me });
    expect(scripts.statusCode).toBe(409);
    expect(scripts.json().code).toBe("busy");
    // Let it finish before the app closes.
    const jobId = started.json().job_id as string;
    for (let i = 0; i < 240; i += 1) {
      const state = (await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: me })).json().state as string;
      if (state === "succeeded" || state === "failed") break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 240_000);

  it("the start route answers with a job id before ingest finishes; the job's progress starts with ingest and ends with its paper and a video", async () => {
    const starter = await sessionFor(dataDir, "starter");
    const release = archives.hold();
    let held = true;
    try {
      const body = await multipartBody({ arxiv_url: "https://arxiv.org/abs/0704.0001" });
      const res = await app.inject({ method: "POST", url: "/api/papertovideo/start", headers: { ...starter, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(202);
      const jobId = (res.json() as { job_id: string }).job_id;
      expect(Object.keys(res.json() as object)).toEqual(["job_id"]);

      // arXiv is still holding its answer: the job is reading, and no paper exists yet.
      const early = (await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: starter })).json() as JobView;
      expect(early).toMatchObject({ id: jobId, paper_id: null });
      expect(["queued", "running"]).toContain(early.state);
      expect(["queued", "ingest"]).toContain(early.stage);
      expect((await app.inject({ method: "GET", url: "/api/papers", headers: starter })).json().papers).toEqual([]);

      const stream = await fetch(`${await listening()}${early.events_url}`);
      release();
      held = false;
      const states = [...(await stream.text()).matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] ?? "{}") as JobView);
      const working = states.filter((s) => s.stage !== "queued");
      expect(working[0]).toMatchObject({ stage: "ingest", paper_id: null });
      const percents = states.map((s) => s.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(states.map((s) => s.stage)).toEqual(expect.arrayContaining(["ingest", "script", "slides", "audio", "video", "done"]));
      // The paper is named once it is made, and from then on.
      const named = states.findIndex((s) => s.paper_id !== null);
      expect(named).toBeGreaterThan(0);
      expect(states.slice(named).every((s) => s.paper_id === states[named]?.paper_id)).toBe(true);
      const last = states.at(-1);
      expect(last).toMatchObject({ state: "succeeded", stage: "done", percent: 100 });
      const id = last?.paper_id ?? "";
      expect((await app.inject({ method: "GET", url: `/api/papertovideo/${id}/metadata`, headers: starter })).json()).toMatchObject({ title: "Sparse Attention Routing for Low-Latency Speech Recognition" });
      const video = await app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-video`, headers: starter });
      expect(probeBytes(video.rawPayload).codecs).toEqual(expect.arrayContaining(["h264", "aac"]));
      // Another user cannot follow it.
      expect((await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: other })).statusCode).toBe(404);
    } finally {
      if (held) release();
    }
  }, 240_000);

  it("a file the reader refuses fails the job with the reader's message and leaves no paper; the published route answers it as before", async () => {
    const refuser = await sessionFor(dataDir, "refuser");
    const notPdf = { name: "notes.pdf", data: Buffer.from("These are notes, not a PDF.\n".repeat(20)), type: "application/pdf" };
    const papersBefore = fs.existsSync(path.join(dataDir, "papers")) ? fs.readdirSync(path.join(dataDir, "papers")).length : 0;

    const body = await multipartBody({ source: "pdf" }, notPdf);
    const res = await app.inject({ method: "POST", url: "/api/papertovideo/start", headers: { ...refuser, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(202);
    const jobId = (res.json() as { job_id: string }).job_id;
    let job: JobView | undefined;
    for (let i = 0; i < 120 && job?.state !== "failed"; i += 1) {
      job = (await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: refuser })).json() as JobView;
      if (job.state !== "failed") await new Promise((r) => setTimeout(r, 250));
    }
    expect(job).toMatchObject({ state: "failed", stage: "ingest", paper_id: null, message: "This file is not a PDF. Choose LaTeX Source if it is a zip." });
    expect((await app.inject({ method: "GET", url: "/api/papers", headers: refuser })).json().papers).toEqual([]);
    const papersAfter = fs.existsSync(path.join(dataDir, "papers")) ? fs.readdirSync(path.join(dataDir, "papers")).length : 0;
    expect(papersAfter).toBe(papersBefore);
    expect(fs.readdirSync(path.join(dataDir, "tmp")).filter((n) => n.endsWith(".oneclick"))).toEqual([]);

    const published = await multipartBody({}, notPdf);
    const answer = await app.inject({ method: "POST", url: "/api/papertovideo/upload_pdf_to_video", headers: { ...refuser, ...published.headers }, payload: published.payload });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toBe("This file is not a PDF. Choose LaTeX Source if it is a zip.");

    // A start without a kind for its file, or with both a file and a link, is refused at once.
    const noKind = await multipartBody({}, notPdf);
    const refused = await app.inject({ method: "POST", url: "/api/papertovideo/start", headers: { ...refuser, ...noKind.headers }, payload: noKind.payload });
    expect(refused.statusCode).toBe(422);
    const both = await multipartBody({ source: "pdf", arxiv_url: "https://arxiv.org/abs/0704.0001" }, notPdf);
    expect((await app.inject({ method: "POST", url: "/api/papertovideo/start", headers: { ...refuser, ...both.headers }, payload: both.payload })).statusCode).toBe(422);
    const biorxiv = await multipartBody({ arxiv_url: "https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1" });
    const notArxiv = await app.inject({ method: "POST", url: "/api/papertovideo/start", headers: { ...refuser, ...biorxiv.headers }, payload: biorxiv.payload });
    expect(notArxiv.json().detail).toBe("Please enter a valid arXiv URL");
  }, 120_000);
});
