import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import { API_PREFIX, ROUTES, type RouteName, type User } from "@lectern/contract";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { rateLimited } from "./errors.js";
import { closeRateLimitRedis, openRateLimitRedis } from "./rate-limit-redis.js";

/** The budgets. Each is one counter per caller per minute, shared by every route it lists. */
export type LimitName = "generation" | "signIn";

/** Which routes spend which budget: the one place to look. A route not listed is not limited. */
export const RATE_LIMITED_ROUTES: Readonly<Record<LimitName, readonly RouteName[]>> = {
  // Work that costs this server CPU (typesetting, speech, ffmpeg, unpacking), outbound downloads,
  // or provider calls: one user must not be able to crowd out everyone else.
  generation: [
    "uploadZip",
    "uploadPdf",
    "scrapeArxiv",
    "oneClickPdf",
    "oneClickLatex",
    "oneClickArxiv",
    "oneClickStart",
    "generateScripts",
    "bulletPoints",
    "generateSlides",
    "generateAudio",
    "generateAudioBhashini",
    "generateVideo",
    "youtubeUpload",
  ],
  // Before sign-in there is no user: counted per client address (guessing, session flooding).
  signIn: ["googleLogin", "localLogin"],
};

export interface RateLimitSettings {
  /** Requests per caller per minute, per budget; 0 turns that budget off. */
  perMinute: Record<LimitName, number>;
  /** Counters in Redis, shared by every API node using the same URL and prefix; else in this process. */
  redis: { url: string; prefix: string } | undefined;
}

const WINDOW_MS = 60_000;

/** The client's address; IPv6 grouped by /64, as one host usually holds a whole /64. */
const clientKey = (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`;

/**
 * Per-user counting. The limiter runs in onRequest, before the route authenticates, so it looks
 * the session up itself (one indexed query, only on these routes). No token, or one that is not a
 * session, counts against the client's address: such calls are refused with 401 anyway.
 */
function callerKey(findUser: (request: FastifyRequest) => Promise<User | undefined>) {
  return async (request: FastifyRequest): Promise<string> => {
    const user = await findUser(request).catch((err: unknown) => {
      // The route's own authentication meets the same failure and answers for it.
      request.log.warn({ err }, "rate limit: session lookup failed, counting by address");
      return undefined;
    });
    return user ? `user:${user.id}` : clientKey(request);
  };
}

/**
 * Rate limits on the routes of RATE_LIMITED_ROUTES (@fastify/rate-limit, global: false). Call it
 * before the routes are registered: an onRoute hook adds the budget's check to each listed route.
 * Over budget: 429 {detail, code: "rate_limited"} with Retry-After, before the body is read.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  findUser: (request: FastifyRequest) => Promise<User | undefined>,
): Promise<void> {
  const active = (Object.keys(RATE_LIMITED_ROUTES) as LimitName[]).filter((name) => settings.perMinute[name] > 0);
  if (active.length === 0) return;

  // Several deployments (or test runs) may share one Redis: the prefix keeps their counters apart.
  const shared = settings.redis
    ? { redis: await openRateLimitRedis(settings.redis.url, app.log), nameSpace: `${settings.redis.prefix}:rate-limit:` }
    : undefined;
  if (shared) app.addHook("onClose", async () => closeRateLimitRedis(shared.redis));
  await app.register(rateLimit, {
    global: false,
    ...shared,
    // Redis unreachable: let the request through (logged once per outage by the client). Refusing
    // every generation and sign-in because a guard's store is down would be the bigger harm.
    skipOnError: true,
    timeWindow: WINDOW_MS,
    errorResponseBuilder: (_request, context) => rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  // One limiter per budget, shared by its routes. Limiters made by app.rateLimit() have no route in
  // their store key (the plugin writes "undefinedundefined-" there), so the budget's name leads it.
  const limiters = new Map<string, onRequestHookHandler>();
  for (const name of active) {
    const keyOf = name === "signIn" ? clientKey : callerKey(findUser);
    const limiter = app.rateLimit({
      max: settings.perMinute[name],
      keyGenerator: async (request) => `${name}:${await keyOf(request)}`,
      onExceeded: (request) => request.log.warn({ rateLimit: name }, "rate limit reached"),
    });
    for (const route of RATE_LIMITED_ROUTES[name]) {
      const def = ROUTES[route];
      limiters.set(`${def.method} ${API_PREFIX}${def.path}`, limiter);
    }
  }

  app.addHook("onRoute", (route) => {
    if (typeof route.method !== "string") return;
    const limiter = limiters.get(`${route.method} ${route.url}`);
    if (!limiter) return;
    const others = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // First, so nothing else runs for a refused call.
    route.onRequest = [limiter, ...others];
  });
}
