import type { Feature } from "../feature.js";
import { registerJobsRoutes } from "./jobs.routes.js";

/** Following a job: its state, the active ones, and its events as they happen. */
export const jobsFeature: Feature = { routes: registerJobsRoutes };
