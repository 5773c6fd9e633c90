import type { FastifyBaseLogger } from "fastify";
import { Redis, type RedisOptions } from "ioredis";

export interface RedisSettings {
  url: string;
  /** Leads every key, so deployments (and test runs) sharing one Redis stay apart. */
  prefix: string;
}

/** The BullMQ queue every kind of job goes through (its keys are `<prefix>:jobs:*`). */
export const JOBS_QUEUE = "jobs";

/** Where workers announce every change of a job (the row as JSON), for every API node. */
export const eventsChannel = (prefix: string) => `${prefix}:job-events`;

/** The freshest row of a running job: the database copy is written at most once a second. */
export const liveKey = (prefix: string, jobId: string) => `${prefix}:job-live:${jobId}`;

/** BullMQ's connection options (it opens and closes its own connections). */
export const bullConnection = (redis: RedisSettings) => ({ url: redis.url });

/**
 * A connection of our own (events). Commands fail after a few retries instead of waiting for a
 * reconnect forever; callers fall back to the database. Errors are logged once per outage.
 */
export function redisClient(redis: RedisSettings, log: FastifyBaseLogger, role: string, options: RedisOptions = {}): Redis {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 2, connectTimeout: 5000, retryStrategy: (n) => Math.min(n * 200, 5000), ...options });
  let down = false;
  client.on("error", (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err, role }, "Redis is unreachable");
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ role }, "Redis is reachable again");
  });
  return client;
}

/** Closes a connection and stops it reconnecting, so nothing keeps the process alive. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === "ready") await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
