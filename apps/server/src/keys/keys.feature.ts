import type { Feature } from "../feature.js";
import { registerKeysRoutes } from "./keys.routes.js";

/** The user's provider keys: saved after a check, and their state. */
export const keysFeature: Feature = { routes: registerKeysRoutes };
