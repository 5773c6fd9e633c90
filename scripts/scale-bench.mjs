#!/usr/bin/env node
// Scale benchmark (`npm run bench:scale`, or BENCH_ONLY=scale npm run bench): the scale-out
// deployment on this machine: 2 API nodes (SERVE_RUNS_JOBS=false) and N worker processes for
// N = 1, 2, 3 (BENCH_WORKERS="1,2,3"), against the local Postgres and Redis (DATABASE_URL,
// REDIS_URL; the CI defaults otherwise), each N in a fresh schema, Redis prefix and data dir.
//
// Per N: one warm-up job (its paper is what the status requests read), then
//   1. throughput: K one-click PDF jobs (the corpus PDFs; BENCH_JOBS, default 6) from two users,
//      sent to both nodes at once; wall time from the first request to the last video;
//   2. API latency while the workers are busy: the same K jobs again, and meanwhile autocannon
//      (200 connections, BENCH_LOAD_S seconds each, default 10, spread over both nodes) on
//      GET /api/media/{id}/status, then GET /api/auth/verify: p50/p95/p99 and requests/s (and
//      once, for the first N, the same load with no job running: the API's own cost).
// The load generator runs on the same CPUs as everything else: the latencies are those of a
// machine that is also encoding video and generating load. Workers run JOB_CONCURRENCY jobs each
// (BENCH_JOB_CONCURRENCY, default 1, so N is the number of jobs in flight). Needs a build.
// Prints a table and writes .bench/scale-<time>.json.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/server/dist");
const corpus = path.resolve(root, "../shared/corpus");
const databaseUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const workerCounts = (process.env.BENCH_WORKERS ?? "1,2,3").split(",").map(Number);
const jobsPerRun = Number(process.env.BENCH_JOBS ?? 6);
const loadSeconds = Number(process.env.BENCH_LOAD_S ?? 10);
const jobConcurrency = process.env.BENCH_JOB_CONCURRENCY ?? "1";
const CONNECTIONS = 200;
const PDFS = ["wireless-workload.pdf", "hpv-hedgehog.pdf", "neutral-metacommunity.pdf", "bell-belle.pdf", "graphics-programs.pdf", "eeg-speaker-suppression.pdf"];

for (const f of [path.join(dist, "main.js"), path.join(dist, "worker.js")]) {
  if (!fs.existsSync(f)) {
    console.error(`${f} is missing: run npm run build first`);
    process.exit(1);
  }
}
if (!fs.existsSync(corpus)) {
  console.error(`corpus not found at ${corpus}`);
  process.exit(1);
}

const { openDatabase } = await import(path.join(dist, "db/database.js"));
const { usersRepo } = await import(path.join(dist, "db/users.repo.js"));
const { sessionsRepo } = await import(path.join(dist, "db/sessions.repo.js"));
const { hashToken, newSessionToken } = await import(path.join(dist, "security/tokens.js"));
const { Redis } = await import("ioredis");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function start(script, env) {
  const child = spawn(process.execPath, [path.join(dist, script)], { env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (err += c));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, out: () => out, err: () => err };
}

async function until(what, probe, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A second signed-in user, made directly in the database (as a verified Google login would). */
async function sessionFor(schema, subject) {
  const handle = await openDatabase({ databaseUrl, sqlitePath: "/nonexistent", pgSchema: schema });
  try {
    const user = await usersRepo(handle.db).upsert({ provider: "google", subject, email: `${subject}@x.org`, name: subject, picture: null });
    const token = newSessionToken();
    await sessionsRepo(handle.db).create(user.id, hashToken(token), new Date(Date.now() + 3600_000));
    return { authorization: `Bearer ${token}` };
  } finally {
    await handle.close();
  }
}

async function cleanUp(schema, prefix, dataDir) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
  const redis = new Redis(redisUrl);
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== "0");
  redis.disconnect();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function oneClick(base, auth, pdf) {
  const form = new FormData();
  form.append("file", new Blob([fs.readFileSync(path.join(corpus, pdf))], { type: "application/pdf" }), pdf);
  return fetch(`${base}/api/papertovideo/upload_pdf_to_video`, { method: "POST", headers: auth, body: form }).then(async (res) => {
    const body = await res.json();
    if (res.status !== 200 || !body.video_url) throw new Error(`one click ${pdf}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  });
}

/** K jobs from two users, alternating API nodes; resolves with the wall time in seconds. */
async function batch(bases, users) {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: jobsPerRun }, (_, i) => oneClick(bases[i % 2], users[i % 2], PDFS[i % PDFS.length])));
  return (performance.now() - t0) / 1000;
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** autocannon on both nodes at once (half the connections each); exact percentiles over every response. */
async function load(bases, pathOf, headers) {
  const times = [];
  const statuses = {};
  const results = await Promise.all(
    bases.map(
      (base) =>
        new Promise((resolve, reject) => {
          const instance = autocannon({ url: `${base}${pathOf}`, connections: CONNECTIONS / bases.length, duration: loadSeconds, headers }, (err, result) => (err ? reject(err) : resolve(result)));
          instance.on("response", (_client, statusCode, _bytes, responseTime) => {
            times.push(responseTime);
            statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
          });
        }),
    ),
  );
  times.sort((a, b) => a - b);
  const total = results.reduce((s, r) => s + r.requests.total, 0);
  return {
    path: pathOf,
    connections: CONNECTIONS,
    seconds: loadSeconds,
    requests: total,
    rps: Math.round(total / loadSeconds),
    p50: Math.round(pct(times, 50)),
    p95: Math.round(pct(times, 95)),
    p99: Math.round(pct(times, 99)),
    max: Math.round(times.at(-1) ?? NaN),
    errors: results.reduce((s, r) => s + r.errors + r.timeouts, 0),
    statuses,
  };
}

async function runWith(workerCount, { baseline }) {
  const schema = `bench_${crypto.randomBytes(5).toString("hex")}`;
  const prefix = `lectern-bench-${crypto.randomBytes(5).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-scale-bench-"));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SECRET_KEY: crypto.randomBytes(32).toString("hex"),
    JOB_CONCURRENCY: jobConcurrency,
    LOCAL_LOGIN: "true",
    LOG_LEVEL: "warn",
    GEMINI_BASE_URL: "http://127.0.0.1:9",
    OPENAI_BASE_URL: "http://127.0.0.1:9",
    SARVAM_BASE_URL: "http://127.0.0.1:9",
    WEB_DIST: path.join(dataDir, "no-web"),
    // The load is one user hammering two reads; the limits guard other routes, but stay out of the way.
    RATE_LIMIT_GENERATION: "0",
    RATE_LIMIT_SIGN_IN: "0",
  };
  const procs = [];
  try {
    // Migrate once, and make the second user, before the processes start on the fresh schema.
    const other = await sessionFor(schema, "bench-second-user");
    const bases = [];
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      procs.push(start("main.js", { ...env, PORT: String(port), SERVE_RUNS_JOBS: "false" }));
      bases.push(`http://127.0.0.1:${port}`);
    }
    for (let i = 0; i < workerCount; i += 1) procs.push(start("worker.js", { ...env, LOG_LEVEL: "info" }));
    for (const base of bases) await until(base, async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 30_000);
    for (const p of procs.slice(2)) await until("a worker", async () => (p.out().includes("worker ready") ? true : undefined), 30_000);
    const login = await (await fetch(`${bases[0]}/api/auth/local/login`, { method: "POST" })).json();
    const me = { authorization: `Bearer ${login.access_token}` };
    const users = [me, other];

    // Warm-up: every worker's first job loads the pipeline; its paper serves the status reads.
    const warm = await Promise.all(Array.from({ length: workerCount }, (_, i) => oneClick(bases[i % 2], me, PDFS[i % PDFS.length])));
    const paperId = warm[0].paper_id;
    // The same load on an idle machine, once: what the API costs by itself.
    const idle = baseline ? { status: await load(bases, `/api/media/${paperId}/status`, me), verify: await load(bases, "/api/auth/verify", me) } : undefined;

    const idleS = await batch(bases, users);
    const busy = batch(bases, users);
    await sleep(1000);
    const status = await load(bases, `/api/media/${paperId}/status`, me);
    const verify = await load(bases, "/api/auth/verify", me);
    const busyS = await busy;
    return {
      workers: workerCount,
      jobConcurrency: Number(jobConcurrency),
      jobs: jobsPerRun,
      wallS: Number(idleS.toFixed(1)),
      videosPerMin: Number(((jobsPerRun / idleS) * 60).toFixed(2)),
      underLoad: { wallS: Number(busyS.toFixed(1)), videosPerMin: Number(((jobsPerRun / busyS) * 60).toFixed(2)) },
      status,
      verify,
      ...(idle ? { idleApi: idle } : {}),
    };
  } finally {
    for (const p of procs) p.child.kill("SIGTERM");
    const exits = await Promise.all(procs.map((p) => p.exited));
    const unclean = exits.filter((e) => e.code !== 0);
    if (unclean.length) console.warn(`  ${unclean.length} process(es) did not exit 0 on SIGTERM: ${JSON.stringify(unclean)}`);
    await cleanUp(schema, prefix, dataDir);
  }
}

const loadBefore = os.loadavg();
console.log(
  `\nScale-out: 2 API nodes + N workers (JOB_CONCURRENCY=${jobConcurrency}), ${jobsPerRun} one-click PDF jobs from 2 users per batch; autocannon ${CONNECTIONS} connections × ${loadSeconds} s per endpoint while a batch runs (${process.version}, ${os.availableParallelism()} CPUs)\n`,
);
console.log(["workers", "wall s", "videos/min", "busy wall s", "busy v/min", "endpoint".padEnd(26), "req/s", "p50 ms", "p95 ms", "p99 ms", "errors"].join("  "));
const rows = [];
for (const [i, n] of workerCounts.entries()) {
  const row = await runWith(n, { baseline: i === 0 });
  rows.push(row);
  if (row.idleApi) {
    for (const r of [row.idleApi.status, row.idleApi.verify]) {
      console.log([" idle API (no job running)".padEnd(52), (r === row.idleApi.status ? "GET /api/media/{id}/status" : "GET /api/auth/verify").padEnd(26), String(r.rps).padStart(5), String(r.p50).padStart(6), String(r.p95).padStart(6), String(r.p99).padStart(6), String(r.errors).padStart(6)].join("  "));
    }
  }
  for (const [i, r] of [row.status, row.verify].entries()) {
    const head = i === 0 ? [String(n).padStart(7), String(row.wallS).padStart(6), String(row.videosPerMin).padStart(10), String(row.underLoad.wallS).padStart(11), String(row.underLoad.videosPerMin).padStart(10)] : [" ".repeat(7), " ".repeat(6), " ".repeat(10), " ".repeat(11), " ".repeat(10)];
    const endpoint = i === 0 ? "GET /api/media/{id}/status" : "GET /api/auth/verify";
    console.log([...head, endpoint.padEnd(26), String(r.rps).padStart(5), String(r.p50).padStart(6), String(r.p95).padStart(6), String(r.p99).padStart(6), String(r.errors).padStart(6)].join("  "));
  }
}
const out = path.join(root, ".bench", `scale-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ when: new Date().toISOString(), node: process.version, cpus: os.availableParallelism(), load: { before: loadBefore, after: os.loadavg() }, connections: CONNECTIONS, loadSeconds, rows }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(root, out)}`);
