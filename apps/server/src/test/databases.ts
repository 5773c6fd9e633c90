import pg from "pg";
import { randomSchema } from "./test-config.js";

/**
 * The databases every repository and integration test runs against: SQLite always, Postgres
 * when DATABASE_URL is set (CI sets it). Each Postgres run gets its own schema, dropped after.
 */
export interface DbTarget {
  name: "sqlite" | "postgres";
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
}

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) {
  console.warn("[tests] DATABASE_URL is unset: Postgres variants of the database tests are skipped (SQLite variants run).");
}

export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [{ name: "sqlite", databaseUrl: undefined, pgSchema: undefined }];
  if (postgresUrl) targets.push({ name: "postgres", databaseUrl: postgresUrl, pgSchema: randomSchema() });
  return targets;
}

export async function dropSchema(target: DbTarget): Promise<void> {
  if (!target.databaseUrl || !target.pgSchema) return;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${target.pgSchema} CASCADE`);
  } finally {
    await client.end();
  }
}
