import { ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { registerRoute } from "../http/route.js";

export function registerKeysRoutes(app: FastifyInstance, { auth, keys }: Pick<RouteDeps, "auth" | "keys">): void {
  registerRoute(app, auth, ROUTES.keysSetup, async ({ user, body }) => ({ success: true as const, ...(await keys.setup(user.id, body)) }));
  registerRoute(app, auth, ROUTES.keysStatus, async ({ user }) => keys.status(user.id));
}
