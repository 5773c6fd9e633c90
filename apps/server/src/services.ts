import { MAX_UPLOAD_BYTES } from "@lectern/contract";
import { dataPaths, keyChecker, sweepLeftovers } from "@lectern/pipeline";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import { jobsRepo } from "./db/jobs.repo.js";
import { keysRepo } from "./db/keys.repo.js";
import { papersRepo } from "./db/papers.repo.js";
import { featureJobHandlers } from "./features.js";
import type { JobRow } from "./db/jobs.repo.js";
import { keysService } from "./keys/keys.service.js";
import { papersService } from "./papers/papers.service.js";
import { keyCipher } from "./security/key-cipher.js";
import { deriveKey, loadServerSecret } from "./security/server-secret.js";
import { urlSigner } from "./security/url-signer.js";

/**
 * What both the API (app.ts) and a worker process (worker.ts) build from the configuration and
 * the database: the same keys, papers and job handlers, so a job runs the same wherever it runs.
 * Every node derives its keys from SECRET_KEY, so signed URLs and stored API keys agree.
 */
export function buildServices(config: Config, db: Db, log?: FastifyBaseLogger) {
  const secret = loadServerSecret(config.secretKey, config.dataDir);
  const keys = keysService(
    keysRepo(db),
    keyCipher(deriveKey(secret, "api-keys")),
    keyChecker({
      geminiBaseUrl: config.providers.geminiBaseUrl,
      openaiBaseUrl: config.providers.openaiBaseUrl,
      sarvamBaseUrl: config.providers.sarvamBaseUrl,
      timeoutMs: config.providers.keyCheckTimeoutMs,
    }),
  );
  const youtubeTokens = keyCipher(deriveKey(secret, "youtube-tokens"));
  const papers = papersRepo(db);
  const paperService = papersService(papers, config.dataDir, { ...config.remote, maxBytes: MAX_UPLOAD_BYTES }, config.ingestLimits);
  return {
    secret,
    signer: urlSigner(deriveKey(secret, "media-urls")),
    keys,
    papers,
    paperService,
    jobsTable: jobsRepo(db),
    youtubeTokens,
    handlers: featureJobHandlers({ papers: paperService, keys, config, youtubeTokens, log }),
    /** Removes the scratch folders an interrupted job left in its paper's workspace (one still reading its paper has none). */
    beforeResume: async (job: JobRow) => void (job.paper_id === null ? undefined : await sweepLeftovers(paperService.dirOf(job.paper_id))),
    tmpDir: dataPaths(config.dataDir).tmp,
  };
}
export type Services = ReturnType<typeof buildServices>;
