import { ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { Authenticator } from "../auth/authenticate.js";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { youtubeStatesRepo } from "../db/youtube-states.repo.js";
import { registerRoute } from "../http/route.js";
import type { PapersService } from "../papers/papers.service.js";
import { oauthStates } from "./oauth-state.js";
import { youtubeUploads } from "./youtube-upload.js";

export interface YoutubeRoutesDeps {
  auth: Authenticator;
  papers: PapersService;
  db: Db;
  config: Config;
}

/** GET /youtube_upload/auth-url and POST /youtube_upload/google_upload (see youtube-upload.ts). */
export function registerYoutubeRoutes(app: FastifyInstance, { auth, papers, db, config }: YoutubeRoutesDeps): void {
  const uploads = youtubeUploads({ youtube: config.youtube, publicUrl: config.publicUrl, papers, states: oauthStates(youtubeStatesRepo(db)) });

  registerRoute(app, auth, ROUTES.youtubeAuthUrl, async ({ user, query, request }) =>
    uploads.authUrl(user.id, query.paper_id, query.language, `${request.protocol}://${request.host}`),
  );
  registerRoute(app, auth, ROUTES.youtubeUpload, async ({ user, body, request }) => uploads.upload(user.id, body, request.log));
}
