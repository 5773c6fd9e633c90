import { ERROR_CODES, ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import type { Authenticator } from "./authenticate.js";
import { bearerToken } from "./authenticate.js";
import { LOCAL_IDENTITY, type AuthService } from "./auth.service.js";
import type { GoogleVerifier } from "./google-verifier.js";

export interface AuthRoutesDeps {
  auth: Authenticator;
  service: AuthService;
  /** undefined when GOOGLE_CLIENT_ID is not configured. */
  google: { clientId: string; verify: GoogleVerifier } | undefined;
  localLogin: boolean;
  /** Whether the operator set up YouTube upload (client id and secret), and the privacy uploads get. */
  youtube: { configured: boolean; privacy: "private" | "unlisted" | "public" };
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const { auth, service, google, localLogin, youtube } = deps;

  registerRoute(app, auth, ROUTES.authConfig, async () => ({
    google_client_id: google?.clientId ?? null,
    local_login: localLogin,
    youtube_upload: youtube.configured,
    youtube_privacy: youtube.privacy,
  }));

  registerRoute(app, auth, ROUTES.googleLogin, async ({ body }) => {
    if (!google) {
      throw new AppError(400, ERROR_CODES.googleNotConfigured, "Google sign-in is not configured on this server.");
    }
    const result = await google.verify(body.token);
    if (!result.ok) throw new AppError(401, ERROR_CODES.invalidGoogleToken, result.reason);
    return service.signIn(result.identity);
  });

  registerRoute(app, auth, ROUTES.localLogin, async () => {
    if (!localLogin) {
      throw new AppError(403, ERROR_CODES.localLoginDisabled, "Local sign-in is not offered on this server. Sign in with Google.");
    }
    return service.signIn(LOCAL_IDENTITY);
  });

  // Logout reads nothing from its body, so any body is accepted and ignored: a client that sends
  // a JSON content type with no body (or anything else) must still end its session. The body is
  // read within the usual size limit and dropped, in a scope of its own so no other route's parsing
  // changes.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));
    registerRoute(scope, auth, ROUTES.logout, async ({ request }) => {
      const token = bearerToken(request);
      if (token) await service.signOut(token);
      return { success: true as const };
    });
  });

  registerRoute(app, auth, ROUTES.me, async ({ user }) => ({ user }));
  registerRoute(app, auth, ROUTES.verify, async ({ user }) => ({ valid: true as const, user }));
}
