import type { Feature } from "../feature.js";
import { registerExtensionRoutes } from "./extension.routes.js";

/** The arXiv browser extension, offered as a zip that opens this server. */
export const extensionFeature: Feature = { routes: registerExtensionRoutes };
