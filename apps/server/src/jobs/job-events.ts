import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { JobRow } from "../db/jobs.repo.js";
import { parseJobRow } from "./job-row.js";
import { jobListeners } from "./job-listeners.js";
import { closeRedis, eventsChannel, liveKey, redisClient, type RedisSettings } from "./redis-names.js";

/** A live copy outlasts any job's quiet spell; after that the database copy is as fresh. */
const LIVE_TTL_S = 3600;

/**
 * Live job events across machines. Workers publish every change of a job on one Redis channel and
 * keep the freshest row under a short-lived key; every API node holds one subscriber connection
 * and hands each event to the listeners of that job. Pub/sub delivers at most once (nothing is
 * kept for a subscriber that is reconnecting), so readers also look at the database now and then.
 */
export interface JobEventBus {
  /** Sends the row (in call order on one connection); never throws, failures are logged. */
  publish(row: JobRow): void;
  /** Resolves once everything published so far has reached Redis. */
  flush(): Promise<void>;
  /** The freshest row workers published, if Redis has one (undefined when Redis is away). */
  live(jobId: string): Promise<JobRow | undefined>;
  /** Calls `listener` with every event of the job until the returned function is called. */
  subscribe(jobId: string, listener: (row: JobRow) => void): () => void;
  /** Resolves once this process receives events (the subscriber connection is subscribed). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export function redisJobEvents(redis: RedisSettings, log: FastifyBaseLogger): JobEventBus {
  const channel = eventsChannel(redis.prefix);
  const commands = redisClient(redis, log, "job events");
  const listeners = jobListeners();
  let subscriber: { client: Redis; subscribed: Promise<void> } | undefined;
  let last: Promise<void> = Promise.resolve();
  let closed = false;

  const dispatch = (from: string, text: string) => {
    if (from !== channel) return;
    const parsed = parseJobRow(text);
    if ("error" in parsed) {
      log.warn({ reason: parsed.error }, "ignored a job event that is not a job");
      return;
    }
    listeners.emit(parsed.row);
  };

  // One subscriber connection per process, opened on first need (workers never need one).
  const subscribed = () => {
    if (!subscriber) {
      // A subscribed connection can run no other command, and must never give up reconnecting.
      const client = redisClient(redis, log, "job event subscriber", { maxRetriesPerRequest: null });
      client.on("message", dispatch);
      subscriber = { client, subscribed: client.subscribe(channel).then(() => undefined) };
    }
    return subscriber.subscribed;
  };

  return {
    publish(row) {
      if (closed) return;
      const json = JSON.stringify(row);
      last = commands
        .multi()
        .set(liveKey(redis.prefix, row.id), json, "EX", LIVE_TTL_S)
        .publish(channel, json)
        .exec()
        .then(
          () => undefined,
          (err: unknown) => log.warn({ err, jobId: row.id }, "job event not published"),
        );
    },

    flush: () => last,

    async live(jobId) {
      const text = await commands.get(liveKey(redis.prefix, jobId)).catch((err: unknown) => {
        log.warn({ err, jobId }, "live job state unavailable, using the database copy");
        return null;
      });
      if (text === null) return undefined;
      const parsed = parseJobRow(text);
      return "row" in parsed ? parsed.row : undefined;
    },

    subscribe(jobId, listener) {
      void subscribed().catch((err: unknown) => log.warn({ err }, "could not subscribe to job events"));
      return listeners.add(jobId, listener);
    },

    listening: () => subscribed(),

    async close() {
      closed = true;
      await last;
      await closeRedis(commands);
      if (subscriber) await closeRedis(subscriber.client);
    },
  };
}
