import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, ROUTES } from "@lectern/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { dataPaths, sandboxStatus } from "@lectern/pipeline";
import { authenticator } from "./auth/authenticate.js";
import type { Config } from "./config.js";
import { openDatabase, type DatabaseHandle } from "./db/database.js";
import { registerFeatureRoutes } from "./features.js";
import { sessionsRepo } from "./db/sessions.repo.js";
import { usersRepo } from "./db/users.repo.js";
import { installErrorHandler } from "./http/error-handler.js";
import { errorLogSerializer, LOG_REDACTION, requestLogSerializer } from "./http/log-redaction.js";
import { registerRateLimits } from "./http/rate-limit.js";
import { registerRoute } from "./http/route.js";
import { contentSecurityPolicy } from "./http/security-headers.js";
import { registerSpa } from "./http/spa.js";
import { sweepInterruptedUploads } from "./papers/interrupted-uploads.js";
import { jobSystemFor } from "./jobs/job-system.js";
import { buildServices } from "./services.js";

const VERSION = "0.1.0";

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Postgres schema for this app's tables (tests isolate themselves). */
  pgSchema?: string;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, "../../web/dist");
}

/** The one factory used by main.ts and by every test. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const pgSchema = options.pgSchema ?? config.databaseSchema;
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: dataPaths(config.dataDir).sqlite,
    ...(pgSchema ? { pgSchema } : {}),
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer, err: errorLogSerializer },
      redact: LOG_REDACTION,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that stalls while sending (slow headers, a body that stops) is answered 408 and
    // cut off. Node only looks for such connections every connectionsCheckingInterval (30 s by
    // default), so the check runs often enough for the limit to hold to within a quarter of it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))),
    },
  });
  // Running jobs are stopped (embedded: left for the next start; a worker here: finished or
  // handed back) before the database closes.
  let stopJobs: () => Promise<void> = async () => {};
  app.addHook("onClose", async () => {
    await stopJobs();
    await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    // Google's sign-in popup must be able to talk back to the opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
  });
  installErrorHandler(app);
  // Files are streamed to disk by the upload routes, never buffered: see papers/upload.ts.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  // Shared with worker processes (worker.ts): the same keys, papers and job handlers.
  const services = buildServices(config, database.db, app.log);
  const { signer, keys, papers, paperService } = services;
  const sessions = sessionsRepo(database.db);
  const users = usersRepo(database.db);
  const auth = authenticator(sessions, signer);
  // Before any route: it attaches to the expensive routes as they are registered.
  await registerRateLimits(app, { perMinute: config.rateLimits, redis: config.redis }, (request) => auth.findUser(request));

  // Long work runs as background jobs: state in the database; run in this process (resumed after
  // a restart), or with REDIS_URL by worker processes through BullMQ (jobs/job-system.ts).
  const jobSystem = jobSystemFor(config, database.db, services, app.log);
  const jobs = jobSystem.queue;
  stopJobs = () => jobSystem.stop();
  // Every feature registers its routes the same way, from the same dependencies (features.ts).
  registerFeatureRoutes(app, { auth, config, db: database.db, papers: paperService, repo: papers, keys, signer, jobs, jobsTable: services.jobsTable, sessions, users, tokens: services.youtubeTokens, tmpDir: services.tmpDir });
  const sandbox = sandboxStatus();
  if (sandbox.kind === "none") app.log.warn({ reason: sandbox.reason }, "ghostscript, poppler and ffmpeg run WITHOUT a sandbox on uploaded files");
  registerRoute(app, auth, ROUTES.health, async () => ({ status: "ok" as const, version: VERSION, database: database.kind, tool_sandbox: sandbox.kind }));
  await registerSpa(app, config.webDist ?? defaultWebDist());
  await jobs.start();

  // Ended sessions are dead weight; sweep them now and then, never blocking start-up. Work a crash
  // cut short (an upload's temp file, an unlisted workspace, a paper folder whose removal failed,
  // an atomic write's temp file) is swept at start and every hour while the server runs, once old.
  const sweep = () => void sessions.purgeEnded().catch((err: unknown) => app.log.warn({ err }, "session sweep failed"));
  const sweepInterrupted = () =>
    void sweepInterruptedUploads(config.dataDir, papers).then(
      (removed) => removed.length > 0 && app.log.info({ removed }, "removed what interrupted work left"),
      (err: unknown) => app.log.warn({ err }, "sweep of interrupted work failed"),
    );
  app.addHook("onReady", async () => sweepInterrupted());
  const timer = setInterval(sweep, 6 * 3600_000);
  const hourly = setInterval(sweepInterrupted, 3600_000);
  timer.unref();
  hourly.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    clearInterval(hourly);
  });
  app.addHook("onReady", async () => sweep());

  return app;
}
