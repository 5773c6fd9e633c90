import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The Redis connection behind the rate-limit counters. Rate limits are a guard, not a gate: while
 * Redis is away every command fails at once (no offline queue, a short command timeout), the
 * limiter lets the request through (skipOnError), and the client keeps reconnecting in the
 * background. One warning per outage says limits are not enforced; one line says when they are again.
 */
function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    // connect() is called by openRateLimitRedis, so start-up can wait for it (bounded).
    lazyConnect: true,
    // Without this a command waits for the reconnect, and so would the request it guards.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Keep trying for as long as the process lives, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let down = false;
  // Also what keeps ioredis from reporting an "unhandled error event" on each reconnect attempt.
  client.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, "Redis for rate limits is unreachable: requests are let through without rate limits until it is back");
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("Redis for rate limits is reachable again: rate limits are enforced");
  });
  return client;
}

/** Connects, waiting at most the connect timeout: a Redis that is down delays start-up, never stops it. */
export async function openRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = rateLimitRedis(url, log);
  // A failure is already logged by the error listener; the client reconnects on its own.
  await client.connect().catch(() => undefined);
  return client;
}

/** Closes the connection and stops reconnecting, so nothing keeps the process alive after close. */
export async function closeRateLimitRedis(client: Redis): Promise<void> {
  if (client.status === "ready") await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
