import type { Feature } from "../feature.js";
import { audioJobHandler, videoJobHandler } from "./media-jobs.js";
import { registerMediaRoutes } from "./media.routes.js";

/** Narration audio and video of each language: made by jobs, streamed and downloaded. */
export const mediaFeature: Feature = {
  routes: registerMediaRoutes,
  jobs: (deps) => ({ audio: audioJobHandler(deps), video: videoJobHandler(deps) }),
};
