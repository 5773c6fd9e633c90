import type { Feature } from "../feature.js";
import { scriptJobHandler } from "./script-job.js";
import { registerScriptsRoutes } from "./scripts.routes.js";

/** The narration script: written by a job, read and edited by section. */
export const scriptsFeature: Feature = {
  routes: registerScriptsRoutes,
  jobs: (deps) => ({ script: scriptJobHandler(deps) }),
};
