import { ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { youtubeStatesRepo } from "../db/youtube-states.repo.js";
import { registerRoute } from "../http/route.js";
import { requireState } from "./callback-state.js";
import { oauthStates } from "./oauth-state.js";
import { youtubeUploads } from "./youtube-upload.js";


/** GET /youtube_upload/auth-url and POST /youtube_upload/google_upload (see youtube-upload.ts). */
export function registerYoutubeRoutes(app: FastifyInstance, { auth, papers, db, config, jobs, tokens, signer }: Pick<RouteDeps, "auth" | "papers" | "db" | "config" | "jobs" | "tokens" | "signer">): void {
  const uploads = youtubeUploads({ youtube: config.youtube, publicUrl: config.publicUrl, papers, states: oauthStates(youtubeStatesRepo(db)), jobs, tokens, signer });

  registerRoute(app, auth, ROUTES.youtubeAuthUrl, async ({ user, query, request }) =>
    uploads.authUrl(user.id, query.paper_id, query.language, `${request.protocol}://${request.host}`),
  );
  registerRoute(app, auth, ROUTES.youtubeUpload, async ({ user, body, request }) => uploads.upload(user.id, requireState(body), request.log));
}
