import crypto from "node:crypto";
import { Redis } from "ioredis";

/** A Redis key prefix of its own for one test file, so runs sharing a Redis never meet. */
export function randomPrefix(): string {
  return `lectern-test-${crypto.randomBytes(5).toString("hex")}`;
}

/** Deletes every key under the prefix (BullMQ's queue and the job events alike). */
export async function dropPrefix(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== "0");
  } finally {
    client.disconnect();
  }
}
