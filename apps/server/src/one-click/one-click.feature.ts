import type { Feature } from "../feature.js";
import { OneClickJob } from "../jobs/job-payloads.js";
import { oneClickHandler } from "./one-click-job.js";
import { registerOneClickRoutes } from "./one-click.routes.js";

/** One click: a paper (upload or link) to its video in one job, and that video's downloads. */
export const oneClickFeature: Feature = {
  routes: registerOneClickRoutes,
  jobs: (deps) => ({ oneclick: oneClickHandler(deps, OneClickJob) }),
};
