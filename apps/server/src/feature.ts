import type { JobKind } from "@lectern/contract";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Authenticator } from "./auth/authenticate.js";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import type { JobsRepo } from "./db/jobs.repo.js";
import type { PapersRepo } from "./db/papers.repo.js";
import type { SessionsRepo } from "./db/sessions.repo.js";
import type { UsersRepo } from "./db/users.repo.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { JobHandler } from "./jobs/job-types.js";
import type { KeysService } from "./keys/keys.service.js";
import type { PapersService } from "./papers/papers.service.js";
import type { KeyCipher } from "./security/key-cipher.js";
import type { UrlSigner } from "./security/url-signer.js";

/**
 * What route modules may use, built once by app.ts. Every route module registers as
 * `registerXRoutes(app, deps)` and takes the part of this it needs (a Pick).
 */
export interface RouteDeps {
  auth: Authenticator;
  config: Config;
  db: Db;
  papers: PapersService;
  repo: PapersRepo;
  keys: KeysService;
  signer: UrlSigner;
  jobs: JobQueue;
  jobsTable: JobsRepo;
  sessions: SessionsRepo;
  users: UsersRepo;
  /** Access tokens of YouTube uploads, encrypted into their job's payload. */
  tokens: KeyCipher;
  /** DATA_DIR/tmp: uploads in flight. */
  tmpDir: string;
}

/** What job handlers may use, built once per process (API node or worker: services.ts). */
export interface HandlerDeps {
  papers: PapersService;
  keys: KeysService;
  config: Config;
  /** Access tokens of YouTube uploads, encrypted in their job's payload. */
  youtubeTokens: KeyCipher;
  /** The process's logger, for what a job reports besides its progress (optional in tests). */
  log?: FastifyBaseLogger | undefined;
}

/**
 * One feature of the server: its routes, and the kinds of job it runs. Each feature folder has one
 * (`<folder>/<folder>.feature.ts`); features.ts lists them, and app.ts and services.ts know the
 * features only through this shape, so the job queue never imports a feature.
 */
export interface Feature {
  routes(app: FastifyInstance, deps: RouteDeps): void;
  jobs?(deps: HandlerDeps): Partial<Record<JobKind, JobHandler>>;
}
