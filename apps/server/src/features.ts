import type { FastifyInstance } from "fastify";
import { authFeature } from "./auth/auth.feature.js";
import { extensionFeature } from "./extension/extension.feature.js";
import type { Feature, HandlerDeps, RouteDeps } from "./feature.js";
import { allJobHandlers } from "./jobs/job-handlers.js";
import { jobsFeature } from "./jobs/jobs.feature.js";
import { keysFeature } from "./keys/keys.feature.js";
import { mediaFeature } from "./media/media.feature.js";
import { oneClickFeature } from "./one-click/one-click.feature.js";
import { papersFeature } from "./papers/papers.feature.js";
import { scriptsFeature } from "./scripts/scripts.feature.js";
import { slidesFeature } from "./slides/slides.feature.js";
import { youtubeFeature } from "./youtube/youtube.feature.js";

/** Every feature of the server, in the order their routes are registered. Adding one is one line here. */
const FEATURES: readonly Feature[] = [authFeature, keysFeature, papersFeature, jobsFeature, scriptsFeature, slidesFeature, mediaFeature, oneClickFeature, youtubeFeature, extensionFeature];

/** Registers every feature's routes (app.ts). */
export function registerFeatureRoutes(app: FastifyInstance, deps: RouteDeps): void {
  for (const feature of FEATURES) feature.routes(app, deps);
}

/** Every job kind's handler, from the features that run them (services.ts: API nodes and workers). */
export function featureJobHandlers(deps: HandlerDeps) {
  return allJobHandlers(FEATURES.map((feature) => feature.jobs?.(deps) ?? {}));
}
