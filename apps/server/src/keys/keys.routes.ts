import { ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { Authenticator } from "../auth/authenticate.js";
import { registerRoute } from "../http/route.js";
import type { KeysService } from "./keys.service.js";

export function registerKeysRoutes(app: FastifyInstance, auth: Authenticator, keys: KeysService): void {
  registerRoute(app, auth, ROUTES.keysSetup, async ({ user, body }) => ({ success: true as const, ...(await keys.setup(user.id, body)) }));
  registerRoute(app, auth, ROUTES.keysStatus, async ({ user }) => keys.status(user.id));
}
