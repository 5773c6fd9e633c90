import type { Feature, RouteDeps } from "../feature.js";
import { oauthSettings } from "../youtube/google-oauth.js";
import { registerAuthRoutes } from "./auth.routes.js";
import { authService } from "./auth.service.js";
import { googleVerifier } from "./google-verifier.js";

/** Sign-in (Google, or local when allowed), sessions, and what the sign-in screen needs to know. */
export const authFeature: Feature = {
  routes(app, { auth, config, users, sessions }: RouteDeps) {
    const clientId = config.google.clientId;
    registerAuthRoutes(app, {
      auth,
      service: authService(users, sessions, config.sessionTtlMs),
      google: clientId ? { clientId, verify: googleVerifier({ clientId, jwksUrl: config.google.jwksUrl, issuers: config.google.issuers }) } : undefined,
      localLogin: config.localLogin,
      youtube: { configured: oauthSettings(config.youtube) !== undefined, privacy: config.youtube.privacy },
    });
  },
};
