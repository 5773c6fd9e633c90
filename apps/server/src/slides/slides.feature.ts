import type { Feature } from "../feature.js";
import { slidesJobHandler } from "./slides-job.js";
import { registerSlidesRoutes } from "./slides.routes.js";

/** The deck: typeset by a job, previewed and downloaded (PDF, LaTeX, PowerPoint). */
export const slidesFeature: Feature = {
  routes: registerSlidesRoutes,
  jobs: (deps) => ({ slides: slidesJobHandler(deps) }),
};
