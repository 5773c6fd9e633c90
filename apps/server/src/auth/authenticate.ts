import type { User } from "@lectern/contract";
import type { FastifyRequest } from "fastify";
import type { SessionsRepo } from "../db/sessions.repo.js";
import { unauthenticated } from "../http/errors.js";
import type { UrlSigner } from "../security/url-signer.js";
import { hashToken } from "../security/tokens.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook on routes that require a user. */
    user?: User;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1];
}

export function authenticator(sessions: SessionsRepo, signer: UrlSigner) {
  return {
    /**
     * The user the bearer token belongs to, or undefined; never refuses. For code that runs before
     * authentication and only wants to know who is calling (the rate limiter counts per user).
     */
    async findUser(request: FastifyRequest): Promise<User | undefined> {
      const token = bearerToken(request);
      return token ? sessions.userFor(hashToken(token)) : undefined;
    },

    /** The signed-in user, or 401. */
    async requireUser(request: FastifyRequest): Promise<User> {
      const token = bearerToken(request);
      if (!token) throw unauthenticated("Please sign in to continue.");
      const user = await sessions.userFor(hashToken(token));
      if (!user) throw unauthenticated();
      request.user = user;
      return user;
    },

    /**
     * Media routes accept a bearer token or a valid signature over the exact path and query. A
     * signed request has no user: handlers find the paper by id alone, which the signature vouches for.
     */
    async requireUserOrSignature(request: FastifyRequest): Promise<User | "signed"> {
      if (bearerToken(request)) return this.requireUser(request);
      if (signer.verify(new URL(request.url, "http://local"))) return "signed";
      throw unauthenticated("This media link has expired. Please reload the page.");
    },
  };
}
export type Authenticator = ReturnType<typeof authenticator>;
