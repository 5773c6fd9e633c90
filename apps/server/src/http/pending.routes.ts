import { ERROR_CODES, ROUTES, type RouteDef } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { Authenticator } from "../auth/authenticate.js";
import { AppError } from "./errors.js";
import { registerRoute } from "./route.js";

const STAGE_NAME: Record<RouteDef["stage"], string> = {
  foundation: "This feature",
  ingest: "Paper processing",
  scripts: "Script generation",
  slides: "Slide creation",
  media: "Audio and video generation",
  oneclick: "One click to video",
  jobs: "Background jobs",
  youtube: "YouTube upload",
};

/**
 * Every contract route whose capability has not been built yet still exists, enforces its
 * authentication and validation, and then says plainly that it is not available (501), so a
 * client never mistakes a missing feature for a missing paper.
 */
export function registerPendingRoutes(app: FastifyInstance, auth: Authenticator, implemented: ReadonlySet<RouteDef["stage"]>): void {
  for (const def of Object.values(ROUTES) as RouteDef[]) {
    if (implemented.has(def.stage)) continue;
    registerRoute(app, auth, def, async () => {
      throw new AppError(501, ERROR_CODES.notImplemented, `${STAGE_NAME[def.stage]} is not available in this version of Lectern yet.`);
    });
  }
}
