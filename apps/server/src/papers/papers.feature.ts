import type { Feature } from "../feature.js";
import { registerImagesRoutes } from "./images.routes.js";
import { registerLibraryRoutes } from "./library.routes.js";
import { registerPapersRoutes } from "./papers.routes.js";

/** Reading a paper (upload or link), its figures, and the user's library of papers. */
export const papersFeature: Feature = {
  routes(app, deps) {
    registerPapersRoutes(app, deps);
    registerImagesRoutes(app, deps);
    registerLibraryRoutes(app, deps);
  },
};
