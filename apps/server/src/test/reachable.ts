import { Redis } from "ioredis";
import pg from "pg";

export type Skip = { skip: string };

const localRedisUrl = () => process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Redis and Postgres for tests that need both (several API nodes): Postgres from DATABASE_URL, as
 * for every database test, Redis from REDIS_URL or the usual local one. A skip carries its reason,
 * already printed, so a skipped test always says why.
 */
export async function redisAndPostgres(): Promise<{ redisUrl: string; databaseUrl: string } | Skip> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return skipping("DATABASE_URL is unset", "Redis and Postgres");
  const redisUrl = localRedisUrl();
  const problem = (await postgresProblem(databaseUrl)) ?? (await redisProblem(redisUrl));
  return problem ? skipping(problem, "Redis and Postgres") : { redisUrl, databaseUrl };
}

/** Redis from REDIS_URL or the usual local one, or the printed reason to skip. */
export async function reachableRedis(): Promise<{ redisUrl: string } | Skip> {
  const redisUrl = localRedisUrl();
  const problem = await redisProblem(redisUrl);
  return problem ? skipping(problem, "Redis") : { redisUrl };
}

function skipping(reason: string, needs: string): Skip {
  console.warn(`[tests] ${reason}: the tests that need ${needs} are skipped.`);
  return { skip: reason };
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function postgresProblem(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return `Postgres at ${url} is unreachable (${messageOf(err)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisProblem(url: string): Promise<string | undefined> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => undefined); // answered by the rejected connect below
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (err) {
    return `Redis at ${url} is unreachable (${messageOf(err)})`;
  } finally {
    client.disconnect();
  }
}
