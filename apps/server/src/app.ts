import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, ROUTES, type RouteDef } from "@lectern/contract";
import { keyChecker, sweepLeftovers } from "@lectern/pipeline";
import Fastify, { type FastifyInstance } from "fastify";
import { authenticator } from "./auth/authenticate.js";
import { registerAuthRoutes } from "./auth/auth.routes.js";
import { authService } from "./auth/auth.service.js";
import { googleVerifier } from "./auth/google-verifier.js";
import type { Config } from "./config.js";
import { openDatabase, type DatabaseHandle } from "./db/database.js";
import { keysRepo } from "./db/keys.repo.js";
import { papersRepo } from "./db/papers.repo.js";
import { sessionsRepo } from "./db/sessions.repo.js";
import { usersRepo } from "./db/users.repo.js";
import { installErrorHandler } from "./http/error-handler.js";
import { requestLogSerializer } from "./http/log-redaction.js";
import { registerPendingRoutes } from "./http/pending.routes.js";
import { registerRoute } from "./http/route.js";
import { contentSecurityPolicy } from "./http/security-headers.js";
import { registerSpa } from "./http/spa.js";
import { registerKeysRoutes } from "./keys/keys.routes.js";
import { keysService } from "./keys/keys.service.js";
import { registerImagesRoutes } from "./papers/images.routes.js";
import { registerPapersRoutes } from "./papers/papers.routes.js";
import { papersService } from "./papers/papers.service.js";
import { registerScriptsRoutes } from "./scripts/scripts.routes.js";
import { jobsRepo } from "./db/jobs.repo.js";
import { jobHandlers } from "./jobs/job-handlers.js";
import { embeddedJobQueue } from "./jobs/job-queue.js";
import { registerJobsRoutes } from "./jobs/jobs.routes.js";
import { registerMediaRoutes } from "./media/media.routes.js";
import { registerPaperToVideoRoutes } from "./papertovideo/papertovideo.routes.js";
import { registerSlidesRoutes } from "./slides/slides.routes.js";
import { keyCipher } from "./security/key-cipher.js";
import { deriveKey, loadServerSecret } from "./security/server-secret.js";
import { urlSigner } from "./security/url-signer.js";

const VERSION = "0.1.0";
/** Capabilities built so far; the other contract routes answer 501 until their issue lands. */
export const IMPLEMENTED_STAGES: ReadonlySet<RouteDef["stage"]> = new Set(["foundation", "ingest", "scripts", "slides", "media", "oneclick", "jobs"]);

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
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, "lectern.db"),
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: 330_000,
  });
  // Running jobs are interrupted (and left for the next start) before the database closes.
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

  const secret = loadServerSecret(config.secretKey, config.dataDir);
  const sessions = sessionsRepo(database.db);
  const users = usersRepo(database.db);
  const signer = urlSigner(deriveKey(secret, "media-urls"));
  const auth = authenticator(sessions, signer);
  const keys = keysService(
    keysRepo(database.db),
    keyCipher(deriveKey(secret, "api-keys")),
    keyChecker({
      geminiBaseUrl: config.providers.geminiBaseUrl,
      openaiBaseUrl: config.providers.openaiBaseUrl,
      sarvamBaseUrl: config.providers.sarvamBaseUrl,
      timeoutMs: config.providers.keyCheckTimeoutMs,
    }),
  );

  const clientId = config.google.clientId;
  registerAuthRoutes(app, {
    auth,
    service: authService(users, sessions, config.sessionTtlMs),
    google: clientId ? { clientId, verify: googleVerifier({ clientId, jwksUrl: config.google.jwksUrl, issuers: config.google.issuers }) } : undefined,
    localLogin: config.localLogin,
  });
  registerKeysRoutes(app, auth, keys);
  const papers = papersRepo(database.db);
  const paperService = papersService(papers, config.dataDir, { ...config.remote, maxBytes: MAX_UPLOAD_BYTES });
  registerPapersRoutes(app, auth, paperService, path.join(config.dataDir, "tmp"));
  registerImagesRoutes(app, auth, paperService, papers, signer);
  // Long work runs as background jobs: state in the database, resumed after a restart.
  const jobsTable = jobsRepo(database.db);
  const jobs = embeddedJobQueue(jobsTable, jobHandlers({ papers: paperService, keys, config }), {
    concurrency: config.jobConcurrency,
    log: app.log,
    beforeResume: async (job) => void (await sweepLeftovers(paperService.dirOf(job.paper_id))),
  });
  stopJobs = () => jobs.stop();
  registerJobsRoutes(app, auth, jobsTable, jobs, signer);
  registerScriptsRoutes(app, auth, paperService, keys, config, jobs);
  registerSlidesRoutes(app, auth, paperService, papers, signer, jobs);
  registerMediaRoutes(app, { auth, papers: paperService, repo: papers, signer, jobs });
  registerPaperToVideoRoutes(app, { auth, papers: paperService, repo: papers, signer, jobs, tmpDir: path.join(config.dataDir, "tmp") });
  registerRoute(app, auth, ROUTES.health, async () => ({ status: "ok" as const, version: VERSION, database: database.kind }));
  registerPendingRoutes(app, auth, IMPLEMENTED_STAGES);
  await registerSpa(app, config.webDist ?? defaultWebDist());
  await jobs.start();

  // Ended sessions are dead weight; sweep them now and then, never blocking start-up.
  const sweep = () => void sessions.purgeEnded().catch((err: unknown) => app.log.warn({ err }, "session sweep failed"));
  const timer = setInterval(sweep, 6 * 3600_000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
  app.addHook("onReady", async () => sweep());

  return app;
}
