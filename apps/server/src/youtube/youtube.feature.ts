import type { Feature } from "../feature.js";
import { youtubeJobHandler } from "./youtube-job.js";
import { registerYoutubeRoutes } from "./youtube.routes.js";

/** Publishing a video on the user's YouTube channel: Google's consent, then an upload job. */
export const youtubeFeature: Feature = {
  routes: registerYoutubeRoutes,
  jobs: ({ papers, config, youtubeTokens, log }) => ({ youtube: youtubeJobHandler({ papers, youtube: config.youtube, tokens: youtubeTokens, log }) }),
};
