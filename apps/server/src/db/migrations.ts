import { type Kysely, type Migration, type MigrationProvider, sql, SqliteAdapter } from "kysely";

// Migrations live in code (not files on disk) so the built server carries them and they run
// identically on SQLite and Postgres. Append only; never edit a migration that has shipped.
const migrations: Record<string, Migration> = {
  "0001_users_sessions_keys": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("picture", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addUniqueConstraint("users_provider_subject", ["provider", "subject"])
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
      await db.schema
        .createTable("user_keys")
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("ciphertext", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("checked_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("user_keys_pk", ["user_id", "provider"])
        .execute();
    },
  },
  "0002_papers": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("papers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("source_kind", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("papers_user_id").on("papers").column("user_id").execute();
    },
  },
  "0003_jobs": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("paper_id", "text", (c) => c.notNull().references("papers.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("stage", "text", (c) => c.notNull())
        .addColumn("percent", "real", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("result", "text")
        .addColumn("error_status", "integer")
        .addColumn("error_code", "text")
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .execute();
      await db.schema.createIndex("jobs_user_paper").on("jobs").columns(["user_id", "paper_id"]).execute();
      await db.schema.createIndex("jobs_state").on("jobs").column("state").execute();
    },
  },
  "0004_youtube_oauth_states": {
    async up(db: Kysely<unknown>) {
      // One row per YouTube consent link handed out (youtube/oauth-state.ts). Only the sha256 of
      // the state is kept, like session tokens: a leaked database cannot finish anyone's sign-in.
      await db.schema
        .createTable("youtube_oauth_states")
        .addColumn("state_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("paper_id", "text", (c) => c.notNull().references("papers.id").onDelete("cascade"))
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("redirect_uri", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("youtube_oauth_states_expires_at").on("youtube_oauth_states").column("expires_at").execute();
    },
  },
  "0005_jobs_paper_nullable": {
    async up(db: Kysely<unknown>) {
      // A one-click job now reads its own upload, so it exists before its paper does; its
      // paper_id stays null until ingest made the paper (the foreign key still holds after).
      if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
        await sql`alter table jobs alter column paper_id drop not null`.execute(db);
        return;
      }
      // SQLite cannot drop a NOT NULL: the table is rebuilt with the same columns and indexes.
      await sql`create table jobs_new (
        id text primary key,
        user_id text not null references users(id) on delete cascade,
        paper_id text references papers(id) on delete cascade,
        kind text not null, payload text not null, state text not null, stage text not null,
        percent real not null, message text not null, result text, error_status integer,
        error_code text, attempts integer not null, created_at text not null, updated_at text not null,
        started_at text, finished_at text)`.execute(db);
      await sql`insert into jobs_new (id, user_id, paper_id, kind, payload, state, stage, percent, message, result, error_status, error_code, attempts, created_at, updated_at, started_at, finished_at)
        select id, user_id, paper_id, kind, payload, state, stage, percent, message, result, error_status, error_code, attempts, created_at, updated_at, started_at, finished_at from jobs`.execute(db);
      await sql`drop table jobs`.execute(db);
      await sql`alter table jobs_new rename to jobs`.execute(db);
      await db.schema.createIndex("jobs_user_paper").on("jobs").columns(["user_id", "paper_id"]).execute();
      await db.schema.createIndex("jobs_state").on("jobs").column("state").execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
