import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;
export interface DatabaseHandle {
  db: Db;
  kind: "sqlite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Postgres connection string; when absent, SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** Postgres schema to use (tests isolate themselves in a fresh schema). */
  pgSchema?: string;
}

/** Opens the database and brings it to the latest migration. */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.pgSchema) : openSqlite(opts.sqlitePath);
  await migrate(handle.db, opts.databaseUrl ? opts.pgSchema : undefined);
  return handle;
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers never wait for the writer; busy_timeout rides out short write contention.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (err) {
      // Several nodes starting together on a new schema: IF NOT EXISTS does not stop two creations
      // racing, and the loser fails on the catalog's unique index. The schema is there all the same.
      const { rowCount } = await setup.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]);
      if (!rowCount) throw err;
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

async function migrate(db: Db, pgSchema: string | undefined): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: with a schema
  // of our own, another schema's kysely_migration_lock would be taken for ours.
  const migrator = new Migrator({ db, provider: migrationProvider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`database migration failed: ${reason}`);
  }
}
