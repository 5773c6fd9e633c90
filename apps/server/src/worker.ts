import { dataPaths, keepIngestWarm, loadMathSpeech, sandboxStatus, warmUpTagger } from "@lectern/pipeline";
import Fastify from "fastify";
import { loadConfig } from "./config.js";
import { keepDataPrivate } from "./security/private-data.js";
import { errorLogSerializer, LOG_REDACTION } from "./http/log-redaction.js";
import { openDatabase } from "./db/database.js";
import { jobWorkerFor } from "./jobs/job-system.js";
import { buildServices } from "./services.js";

// `npm run worker`: a process that runs background jobs taken from Redis (BullMQ), beside API
// nodes started with `npm run serve`, on this machine or another one. It needs what the API nodes
// use: DATABASE_URL (+ DATABASE_SCHEMA), REDIS_URL (+ REDIS_PREFIX), SECRET_KEY, and DATA_DIR on
// storage they share.
//
// SIGTERM or SIGINT: no new job is taken; running jobs finish, or after JOB_SHUTDOWN_GRACE_MS are
// handed back to the queue for another worker (a second signal hands them back at once). Then
// the connections close and the process exits 0. A worker killed outright (SIGKILL, power loss)
// loses its claim after JOB_LOCK_MS and another worker picks its jobs up.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.redis) {
    throw new Error("npm run worker needs REDIS_URL (and DATABASE_URL): it takes jobs from the Redis queue that API nodes fill. Without Redis, `npm run serve` runs jobs itself.");
  }
  // The server's own logger (pino JSON lines), built the way Fastify builds it for the API.
  const log = Fastify({ logger: { level: config.logLevel, serializers: { err: errorLogSerializer }, redact: LOG_REDACTION } }).log.child({ role: "worker" });
  keepDataPrivate(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: dataPaths(config.dataDir).sqlite,
    ...(config.databaseSchema ? { pgSchema: config.databaseSchema } : {}),
  });
  const worker = jobWorkerFor(config, buildServices(config, database.db, log), log);
  // The tool sandbox is probed, the bullet tagger warmed and the maths speech engine loaded once
  // per process: now, not inside the first paper's ingest and script.
  const sandbox = sandboxStatus();
  if (sandbox.kind === "none") log.warn({ reason: sandbox.reason }, "ghostscript, poppler and ffmpeg run WITHOUT a sandbox on uploaded files");
  warmUpTagger();
  keepIngestWarm(config.ingestLimits);
  loadMathSpeech().catch((err: unknown) => log.warn({ err }, "maths speech engine did not load; it will be tried again on the first paper"));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log.info({ signal }, "handing running jobs back now");
      worker.handBack();
      return;
    }
    stopping = true;
    log.info({ signal, graceMs: config.jobShutdownGraceMs }, "shutting down: finishing running jobs");
    worker
      .close()
      .then(() => database.close())
      .then(
        () => {
          log.info("worker stopped");
          process.exit(0);
        },
        (err: unknown) => {
          log.error({ err }, "worker did not stop cleanly");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await worker.ready();
  log.info({ pid: process.pid, concurrency: config.jobConcurrency, prefix: config.redis.prefix }, "worker ready: taking jobs");
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
