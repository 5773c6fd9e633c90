import { ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { Authenticator } from "../auth/authenticate.js";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { youtubeStatesRepo } from "../db/youtube-states.repo.js";
import { registerRoute } from "../http/route.js";
import type { JobQueue } from "../jobs/job-queue.js";
import type { PapersService } from "../papers/papers.service.js";
import type { KeyCipher } from "../security/key-cipher.js";
import type { UrlSigner } from "../security/url-signer.js";
import { requireState } from "./callback-state.js";
import { oauthStates } from "./oauth-state.js";
import { youtubeUploads } from "./youtube-upload.js";

export interface YoutubeRoutesDeps {
  auth: Authenticator;
  papers: PapersService;
  db: Db;
  config: Config;
  /** The upload runs as a job of this queue; its token is encrypted with `tokens`. */
  jobs: JobQueue;
  tokens: KeyCipher;
  signer: UrlSigner;
}

/** GET /youtube_upload/auth-url and POST /youtube_upload/google_upload (see youtube-upload.ts). */
export function registerYoutubeRoutes(app: FastifyInstance, { auth, papers, db, config, jobs, tokens, signer }: YoutubeRoutesDeps): void {
  const uploads = youtubeUploads({ youtube: config.youtube, publicUrl: config.publicUrl, papers, states: oauthStates(youtubeStatesRepo(db)), jobs, tokens, signer });

  registerRoute(app, auth, ROUTES.youtubeAuthUrl, async ({ user, query, request }) =>
    uploads.authUrl(user.id, query.paper_id, query.language, `${request.protocol}://${request.host}`),
  );
  registerRoute(app, auth, ROUTES.youtubeUpload, async ({ user, body, request }) => uploads.upload(user.id, requireState(body), request.log));
}
