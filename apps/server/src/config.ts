import os from "node:os";
import path from "node:path";
import { INGEST_LIMITS, PROVIDER_DEFAULTS, type IngestLimits } from "@lectern/pipeline";
import { z } from "zod";

// The whole configuration, parsed once from the environment. The two entry points (main.ts for
// API nodes, worker.ts for workers) call loadConfig(process.env); tests call it on a test
// environment through testConfig() (test/test-config.ts).

const boolString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.string().url().default("https://www.googleapis.com/oauth2/v3/certs"),
  LOCAL_LOGIN: boolString.optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 30),
  // Provider defaults come from the pipeline, so the server and the CLI cannot drift apart.
  GEMINI_BASE_URL: z.string().url().default(PROVIDER_DEFAULTS.gemini.baseUrl),
  GEMINI_MODEL: z.string().min(1).default(PROVIDER_DEFAULTS.gemini.model),
  OPENAI_BASE_URL: z.string().url().default(PROVIDER_DEFAULTS.openai.baseUrl),
  OPENAI_MODEL: z.string().min(1).default(PROVIDER_DEFAULTS.openai.model),
  SARVAM_BASE_URL: z.string().url().default(PROVIDER_DEFAULTS.sarvam.baseUrl),
  OPENAI_SPEECH_MODEL: z.string().min(1).default(PROVIDER_DEFAULTS.openai.speechModel),
  OPENAI_VOICE_FEMALE: z.string().min(1).default(PROVIDER_DEFAULTS.openai.voices.female),
  OPENAI_VOICE_MALE: z.string().min(1).default(PROVIDER_DEFAULTS.openai.voices.male),
  BHASHINI_CONFIG_URL: z.string().url().default(PROVIDER_DEFAULTS.bhashini.configUrl),
  BHASHINI_USER_ID: z.string().min(1).optional(),
  BHASHINI_API_KEY: z.string().min(1).optional(),
  BHASHINI_PIPELINE_ID: z.string().min(1).optional(),
  ARXIV_API_BASE: z.string().url().default("https://export.arxiv.org"),
  ARXIV_BASE: z.string().url().default("https://arxiv.org"),
  BIORXIV_API_BASE: z.string().url().default("https://api.biorxiv.org"),
  BIORXIV_BASE: z.string().url().default("https://www.biorxiv.org"),
  FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  KEY_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: boolString.default(false),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, "DATABASE_SCHEMA must be a lower-case SQL name (a-z, 0-9, _)")
    .optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((u) => /^rediss?:\/\//.test(u), "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]+$/, "REDIS_PREFIX may use letters, digits, _ . -").default("lectern"),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  INGEST_CPU_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  INGEST_WALL_SECONDS: z.coerce.number().int().min(5).max(7200).default(180),
  JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  JOB_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(25_000),
  SERVE_RUNS_JOBS: boolString.optional(),
  PUBLIC_URL: z.string().url().optional(),
  YOUTUBE_CLIENT_ID: z.string().min(1).optional(),
  YOUTUBE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_AUTH_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
  YOUTUBE_API_BASE: z.string().url().default("https://www.googleapis.com"),
  YOUTUBE_PRIVACY: z.enum(["private", "unlisted", "public"]).default("unlisted"),
  YOUTUBE_CAPTIONS: boolString.default(true),
  /** Under the upload route's client timeout (300 s), with room for the answer to arrive. */
  YOUTUBE_UPLOAD_WAIT_MS: z.coerce.number().int().min(0).max(290_000).default(290_000),
  YOUTUBE_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .refine((n) => n % 262144 === 0, "YOUTUBE_CHUNK_BYTES must be a multiple of 262144 (256 KiB)")
    .default(8 * 1024 * 1024),
  EXTENSION_DIST: z.string().optional(),
  RATE_LIMIT_GENERATION: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(0).default(30),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(330_000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  localLogin: boolean;
  sessionTtlMs: number;
  providers: {
    geminiBaseUrl: string;
    geminiModel: string;
    openaiBaseUrl: string;
    openaiModel: string;
    sarvamBaseUrl: string;
    keyCheckTimeoutMs: number;
    openaiSpeechModel: string;
    openaiVoices: { female: string; male: string };
    /** Operator-configured Indian-language speech service; undefined when not set up. */
    bhashini: { configUrl: string; userId: string; ulcaApiKey: string; pipelineId: string } | undefined;
  };
  remote: { arxivApiBase: string; arxivBase: string; biorxivApiBase: string; biorxivBase: string; timeoutMs: number };
  webDist: string | undefined;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  /** Background jobs run at once in this process. */
  jobConcurrency: number;
  /** Postgres schema holding the app's tables (DATABASE_SCHEMA): several deployments in one database. */
  databaseSchema: string | undefined;
  /**
   * REDIS_URL set: jobs go through BullMQ on this Redis and run in worker processes (`npm run
   * worker`). The prefix keeps deployments (and test runs) that share one Redis apart.
   */
  redis: { url: string; prefix: string } | undefined;
  /** Tries per job before it fails; only failures on our side (status >= 500) are tried again. */
  jobAttempts: number;
  /** What reading one upload may cost: the reading process's CPU seconds, and wall time with downloads. */
  ingestLimits: IngestLimits;
  /** How long a worker's claim on a job lasts unrenewed: a dead worker's job moves on after it. */
  jobLockMs: number;
  /** On SIGTERM a worker finishes its jobs for this long, then hands the rest back to the queue. */
  jobShutdownGraceMs: number;
  /** The API process runs jobs itself: always without Redis; with Redis only when asked. */
  serveRunsJobs: boolean;
  /**
   * The origin users reach Lectern at (behind a proxy, say). Used for the YouTube redirect URI and
   * the browser extension's default; when unset, the origin of the request is used.
   */
  publicUrl: string | undefined;
  youtube: {
    /** Both set: upload to YouTube is offered. The client id falls back to GOOGLE_CLIENT_ID. */
    clientId: string | undefined;
    clientSecret: string | undefined;
    authUrl: string;
    tokenUrl: string;
    /** Root of the YouTube Data API (uploads go to {apiBase}/upload/youtube/v3/...). */
    apiBase: string;
    privacy: "private" | "unlisted" | "public";
    /** Add the language's captions after the upload (costs 400 quota units). */
    captions: boolean;
    /** Resumable-upload chunk size, a multiple of 256 KiB. */
    chunkBytes: number;
    /**
     * How long the upload request waits for its background job before answering with the job
     * to follow; under the route's client timeout. Tests shorten it.
     */
    uploadWaitMs: number;
  };
  /** Built browser extension (extension/dist); the server zips it for the landing page. */
  extensionDist: string | undefined;
  /**
   * Requests per minute (http/rate-limit.ts), 0 = off: generation per user across the generation,
   * one-click and upload routes; sign-in per client address.
   */
  rateLimits: { generation: number; signIn: number };
  /**
   * How long a client may take to send a whole request (headers and body); a client that stalls
   * is answered 408 and cut off. Answers may take longer (a one-click request waits for its job).
   */
  requestTimeoutMs: number;
}

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, so `FOO= npm start` does what people expect.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.REDIS_URL && !e.DATABASE_URL) {
    throw new Error("Invalid configuration:\n  REDIS_URL: needs DATABASE_URL (Postgres) as well: API nodes and workers on several machines cannot share a SQLite file");
  }
  if (e.SERVE_RUNS_JOBS === false && !e.REDIS_URL) {
    throw new Error("Invalid configuration:\n  SERVE_RUNS_JOBS: false needs REDIS_URL: without a shared queue, nothing else would run the jobs");
  }
  // Local sign-in is the offline default: offered when Google is not configured and only this
  // machine can reach the server, or when the operator asks for it explicitly.
  const localLogin = e.LOCAL_LOGIN ?? (!e.GOOGLE_CLIENT_ID && isLoopback(e.HOST));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuers: GOOGLE_ISSUERS },
    localLogin,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    providers: {
      geminiBaseUrl: e.GEMINI_BASE_URL.replace(/\/+$/, ""),
      geminiModel: e.GEMINI_MODEL,
      openaiBaseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ""),
      openaiModel: e.OPENAI_MODEL,
      sarvamBaseUrl: e.SARVAM_BASE_URL.replace(/\/+$/, ""),
      keyCheckTimeoutMs: e.KEY_CHECK_TIMEOUT_MS,
      openaiSpeechModel: e.OPENAI_SPEECH_MODEL,
      openaiVoices: { female: e.OPENAI_VOICE_FEMALE, male: e.OPENAI_VOICE_MALE },
      bhashini:
        e.BHASHINI_USER_ID && e.BHASHINI_API_KEY && e.BHASHINI_PIPELINE_ID
          ? { configUrl: e.BHASHINI_CONFIG_URL, userId: e.BHASHINI_USER_ID, ulcaApiKey: e.BHASHINI_API_KEY, pipelineId: e.BHASHINI_PIPELINE_ID }
          : undefined,
    },
    remote: {
      arxivApiBase: e.ARXIV_API_BASE.replace(/\/+$/, ""),
      arxivBase: e.ARXIV_BASE.replace(/\/+$/, ""),
      biorxivApiBase: e.BIORXIV_API_BASE.replace(/\/+$/, ""),
      biorxivBase: e.BIORXIV_BASE.replace(/\/+$/, ""),
      timeoutMs: e.FETCH_TIMEOUT_MS,
    },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // External programs are limited by the tool semaphore (one per CPU) anyway; this bounds how
    // many papers are in flight, so one user's long job cannot hold every slot for long.
    jobConcurrency: e.JOB_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
    databaseSchema: e.DATABASE_SCHEMA,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    jobAttempts: e.JOB_ATTEMPTS,
    ingestLimits: { ...INGEST_LIMITS, cpuSeconds: e.INGEST_CPU_SECONDS, wallMs: e.INGEST_WALL_SECONDS * 1000 },
    jobLockMs: e.JOB_LOCK_MS,
    jobShutdownGraceMs: e.JOB_SHUTDOWN_GRACE_MS,
    // API nodes behind a load balancer only enqueue; workers run the jobs.
    serveRunsJobs: e.SERVE_RUNS_JOBS ?? !e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    youtube: {
      clientId: e.YOUTUBE_CLIENT_ID ?? e.GOOGLE_CLIENT_ID,
      clientSecret: e.YOUTUBE_CLIENT_SECRET,
      authUrl: e.GOOGLE_OAUTH_AUTH_URL,
      tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
      apiBase: e.YOUTUBE_API_BASE.replace(/\/+$/, ""),
      privacy: e.YOUTUBE_PRIVACY,
      captions: e.YOUTUBE_CAPTIONS,
      chunkBytes: e.YOUTUBE_CHUNK_BYTES,
      uploadWaitMs: e.YOUTUBE_UPLOAD_WAIT_MS,
    },
    extensionDist: e.EXTENSION_DIST ? path.resolve(e.EXTENSION_DIST) : undefined,
    rateLimits: { generation: e.RATE_LIMIT_GENERATION, signIn: e.RATE_LIMIT_SIGN_IN },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
  };
}
