import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { jobsRepo } from "../db/jobs.repo.js";
import { houseFile, type HouseFile } from "../test/house-papers.js";
import { dropSchema } from "../test/databases.js";
import { DIST, freePort, offlineServerEnv, startNode, until, type LogLine, type NodeProcess } from "../test/processes.js";
import { redisAndPostgres } from "../test/reachable.js";
import { dropPrefix, randomPrefix } from "../test/redis-prefix.js";
import { sessionFor } from "../test/sessions.js";
import { randomSchema } from "../test/test-config.js";

// Scale-out as deployed: 2 API processes (dist/main.js, SERVE_RUNS_JOBS=false) behind no balancer
// and 3 worker processes (dist/worker.js), sharing only Postgres, Redis and the data directory.
// Two users' one-click jobs go to both API nodes at once; progress is followed on the node that
// did not take the job; a worker is SIGKILLed mid-job and the job still completes; the rest stop
// cleanly on SIGTERM. Runs the built server (npm test builds it first).
const services = await redisAndPostgres();
/** Six one-click jobs over the three house papers (each upload is a paper of its own). */
const PDFS: HouseFile[] = ["routing.pdf", "soil.pdf", "speaker.pdf", "routing.pdf", "soil.pdf", "speaker.pdf"];

interface JobView {
  id: string;
  paper_id: string;
  state: string;
  stage: string;
  percent: number;
  events_url: string;
}

/** Codecs and durations of an mp4 given as bytes. */
function probe(bytes: Buffer, dir: string): { duration: number; streams: { codec_name: string; duration: number }[] } {
  const file = path.join(dir, `probe-${crypto.randomBytes(4).toString("hex")}.mp4`);
  fs.writeFileSync(file, bytes);
  try {
    const info = JSON.parse(execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], { encoding: "utf8" })) as {
      format: { duration: string };
      streams: { codec_name: string; duration?: string }[];
    };
    return { duration: Number(info.format.duration), streams: info.streams.map((s) => ({ codec_name: s.codec_name, duration: Number(s.duration) })) };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe.skipIf("skip" in services)("scale-out: 2 API nodes and 3 workers on Postgres and Redis", () => {
  const env = "skip" in services ? { redisUrl: "", databaseUrl: "" } : services;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-scale-"));
  const schema = randomSchema();
  const prefix = randomPrefix();
  const shared: Record<string, string> = offlineServerEnv(dataDir, {
    DATABASE_URL: env.databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: prefix,
    // Every node must derive the same keys: signed URLs made by one are checked by another.
    SECRET_KEY: crypto.randomBytes(32).toString("hex"),
    // A dead worker's job moves on after seconds instead of 30 s (shorter locks get lost to event
    // loops starved by five processes and their encoders on a two-core machine).
    JOB_LOCK_MS: "5000",
    // One job per worker: with 3 workers on a small machine, the spread across them is visible.
    JOB_CONCURRENCY: "1",
    LOCAL_LOGIN: "true",
    RATE_LIMIT_GENERATION: "100000",
    RATE_LIMIT_SIGN_IN: "100000",
  });
  const apis: { node: NodeProcess; base: string }[] = [];
  const workers: NodeProcess[] = [];
  let me: Record<string, string> = {};
  let other: Record<string, string> = {};

  beforeAll(async () => {
    expect(fs.existsSync(path.join(DIST, "worker.js")), `${DIST}/worker.js is built by npm test (npm run build)`).toBe(true);
    // Migrate once before five processes start on the fresh schema, and make the second user.
    other = await sessionFor(dataDir, "second-user", { databaseUrl: env.databaseUrl, pgSchema: schema });
    for (const name of ["api-a", "api-b"]) {
      const port = await freePort();
      const node = startNode(name, "main.js", { ...shared, PORT: String(port), SERVE_RUNS_JOBS: "false", LOG_LEVEL: "warn" });
      apis.push({ node, base: `http://127.0.0.1:${port}` });
    }
    for (const name of ["worker-1", "worker-2", "worker-3"]) workers.push(startNode(name, "worker.js", { ...shared, LOG_LEVEL: "info" }));
    for (const { base } of apis) await until(`${base} to answer`, async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 30_000);
    for (const w of workers) await w.line((l) => l.msg === "worker ready: taking jobs", 30_000);
    const login = (await (await fetch(`${apis[0]?.base}/api/auth/local/login`, { method: "POST" })).json()) as { access_token: string };
    me = { authorization: `Bearer ${login.access_token}` };
  }, 60_000);

  afterAll(async () => {
    // LECTERN_SCALE_LOGS=file keeps the workers' log lines for a look after a failure.
    const keep = process.env.LECTERN_SCALE_LOGS;
    if (keep) fs.writeFileSync(keep, JSON.stringify(workers.map((w) => ({ name: w.name, lines: w.lines, stderr: w.stderr() })), null, 1));
    for (const p of [...apis.map((a) => a.node), ...workers]) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
    await Promise.all([...apis.map((a) => a.node.exited), ...workers.map((w) => w.exited)]);
    await dropSchema({ name: "postgres", databaseUrl: env.databaseUrl, pgSchema: schema });
    await dropPrefix(env.redisUrl, prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (i: number) => apis[i % 2]?.base ?? "";
  const oneClick = (base: string, auth: Record<string, string>, pdf: HouseFile) => {
    const form = new FormData();
    form.append("file", new Blob([houseFile(pdf)], { type: "application/pdf" }), pdf);
    return fetch(`${base}/api/papertovideo/upload_pdf_to_video`, { method: "POST", headers: auth, body: form });
  };
  const started = (jobId: string) => (l: LogLine) => l.msg === "job started" && l.jobId === jobId;
  const expectWholeVideo = async (base: string, auth: Record<string, string>, paperId: string) => {
    const res = await fetch(`${base}/api/papertovideo/${paperId}/download-video`, { headers: auth });
    expect(res.status).toBe(200);
    const info = probe(Buffer.from(await res.arrayBuffer()), dataDir);
    expect(info.streams.map((s) => s.codec_name)).toEqual(expect.arrayContaining(["h264", "aac"]));
    expect(info.duration).toBeGreaterThan(60);
    // Picture and sound run the whole length: nothing half-written was kept.
    for (const s of info.streams.filter((x) => x.codec_name === "h264" || x.codec_name === "aac")) expect(Math.abs(s.duration - info.duration)).toBeLessThan(0.5);
    const status = (await (await fetch(`${base}/api/media/${paperId}/status`, { headers: auth })).json()) as { video_path: string | null };
    expect(status.video_path).toMatch(/^video\/en\/.+\.mp4$/);
  };

  it("6 one-click jobs from two users, sent to both API nodes at once, all become whole videos; the other node streams one job's progress live", async () => {
    // Node A takes the second user's papers, node B mine: every job is followed elsewhere than where it was sent.
    const requests = PDFS.map((pdf, i) => oneClick(api(i), i % 2 === 0 ? other : me, pdf).then(async (res) => ({ i, status: res.status, body: (await res.json()) as { paper_id: string; job_id: string; video_url: string | null } })));

    // Follow one of the second user's jobs (sent to node A) on node B, from while it waits.
    const followed = await until(
      "an active job of the second user",
      async () => {
        const { jobs } = (await (await fetch(`${api(1)}/api/jobs?active=true`, { headers: other })).json()) as { jobs: JobView[] };
        // Rather one still waiting (seen from its start); one already running shows the rest.
        return jobs.find((j) => j.state === "queued") ?? jobs.find((j) => j.state === "running");
      },
      60_000,
      50,
    );
    const stream = await fetch(`${api(1)}${followed.events_url}`);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const states = [...(await stream.text()).matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] ?? "{}") as JobView);
    expect(states.length).toBeGreaterThan(2);
    expect(states.at(-1)).toMatchObject({ state: "succeeded", stage: "done", percent: 100 });
    const percents = states.map((s) => s.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(states.map((s) => s.stage)).toEqual(expect.arrayContaining(["slides", "audio", "video", "done"]));

    const answers = await Promise.all(requests);
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(a.body.video_url).toMatch(/\/stream-video\?exp=/);
    }
    // Each video, fetched from the node that did not make the request (the files are shared).
    for (const a of answers) await expectWholeVideo(api(a.i + 1), a.i % 2 === 0 ? other : me, a.body.paper_id);
    // Each job finished on one worker, and the work was spread over the workers. A job started on
    // a second worker only where the first lost its claim (a starved event loop missing the lock
    // renewal) and stopped without writing anything.
    for (const a of answers) {
      const id = a.body.job_id;
      expect(workers.filter((w) => w.lines.some((l) => l.msg === "job finished" && l.jobId === id))).toHaveLength(1);
      for (const w of workers.filter((x) => x.lines.some(started(id)))) {
        const finished = w.lines.some((l) => l.msg === "job finished" && l.jobId === id);
        if (!finished) expect(w.lines.some((l) => l.msg === "job stopped: another worker has taken it over" && l.jobId === id)).toBe(true);
      }
    }
    const runners = answers.flatMap((a) => workers.filter((w) => w.lines.some((l) => l.msg === "job finished" && l.jobId === a.body.job_id)).map((w) => w.name));
    expect(new Set(runners).size).toBeGreaterThanOrEqual(2);
  }, 240_000);

  it("a worker SIGKILLed mid-job: another worker picks the job up after its lock lapses and completes it, with a whole video", async () => {
    const request = oneClick(api(0), me, "routing.pdf");
    // Which worker took it: the first "job started" line of a job not seen before.
    const before = new Set(workers.flatMap((w) => w.lines.filter((l) => l.msg === "job started").map((l) => l.jobId)));
    const isNew = (l: LogLine) => l.msg === "job started" && !before.has(l.jobId);
    const first = await Promise.any(workers.map((w) => w.line(isNew, 60_000).then((l) => ({ w, jobId: String(l.jobId) }))));
    // Mid-job: past the script, into the audio or the video.
    await until(
      "the job to reach audio or video",
      async () => {
        const job = (await (await fetch(`${api(1)}/api/jobs/${first.jobId}`, { headers: me })).json()) as JobView;
        return job.stage === "audio" || job.stage === "video" ? job : undefined;
      },
      60_000,
      25,
    );
    first.w.child.kill("SIGKILL");
    expect(await first.w.exited).toMatchObject({ signal: "SIGKILL" });

    const survivors = workers.filter((w) => w !== first.w);
    const again = await Promise.any(survivors.map((w) => w.line(started(first.jobId), 60_000).then(() => w)));
    expect(again.name).not.toBe(first.w.name);
    const res = await request;
    const body = (await res.json()) as { paper_id: string; job_id: string; video_url: string | null };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.job_id).toBe(first.jobId);
    expect(body.video_url).toMatch(/\/stream-video\?exp=/);
    await expectWholeVideo(api(1), me, body.paper_id);

    // Two runs on record, and no scratch folder of the killed run is left in the workspace.
    const db = await openDatabase({ databaseUrl: env.databaseUrl, sqlitePath: path.join(dataDir, "unused.db"), pgSchema: schema });
    try {
      const row = await jobsRepo(db.db).byId(first.jobId);
      expect(row?.state).toBe("succeeded");
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await db.close();
    }
    const workspace = path.join(dataDir, "papers", body.paper_id);
    const scratch = fs.readdirSync(workspace, { recursive: true }).map(String).filter((p) => /(^|\/)\.(build|old|preview-old)-/.test(p));
    expect(scratch).toEqual([]);
  }, 180_000);

  it("SIGTERM: the API nodes and the remaining workers stop cleanly (exit 0)", async () => {
    const alive = [...apis.map((a) => a.node), ...workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null)];
    expect(alive).toHaveLength(4);
    for (const p of alive) p.child.kill("SIGTERM");
    const exits = await Promise.all(alive.map((p) => p.exited.then((e) => ({ name: p.name, ...e }))));
    for (const e of exits) expect(e, alive.find((p) => p.name === e.name)?.stderr()).toMatchObject({ code: 0 });
    for (const w of workers.filter((x) => alive.includes(x))) expect(w.lines.some((l) => l.msg === "worker stopped")).toBe(true);
  }, 60_000);
});

describe("npm run worker without Redis", () => {
  it("refuses to start, saying what it needs", async () => {
    expect(fs.existsSync(path.join(DIST, "worker.js")), `${DIST}/worker.js is built by npm test (npm run build)`).toBe(true);
    const worker = startNode("worker", "worker.js", { PATH: process.env.PATH ?? "", DATA_DIR: path.join(os.tmpdir(), "lectern-no-redis") });
    expect(await worker.exited).toMatchObject({ code: 1 });
    expect(worker.stderr()).toMatch(/needs REDIS_URL \(and DATABASE_URL\)/);
  });
});
