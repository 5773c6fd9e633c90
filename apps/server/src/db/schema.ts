// Table shapes. Times are ISO-8601 strings in both SQLite and Postgres, so the same queries and
// comparisons work on both without dialect-specific date handling.

export interface UsersTable {
  id: string;
  provider: "google" | "local";
  subject: string;
  email: string;
  name: string;
  picture: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  /** sha256 of the bearer token: a leaked database does not leak sessions. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface UserKeysTable {
  user_id: string;
  provider: "gemini" | "sarvam" | "openai";
  /** AES-256-GCM ciphertext, see keys/key-cipher.ts. Never the key itself. */
  ciphertext: string;
  status: "valid" | "invalid" | "unverified";
  checked_at: string;
  updated_at: string;
}

export interface PapersTable {
  id: string;
  user_id: string;
  title: string;
  source_kind: "zip" | "pdf" | "arxiv" | "biorxiv";
  created_at: string;
  updated_at: string;
}

export interface JobsTable {
  id: string;
  user_id: string;
  /** Null while a one-click job is still reading its paper (the paper exists only once it is read). */
  paper_id: string | null;
  kind: "script" | "slides" | "audio" | "video" | "oneclick" | "youtube";
  /** JSON of the job's parameters, parsed with the kind's schema when the job runs. */
  payload: string;
  state: "queued" | "running" | "succeeded" | "failed";
  stage: "queued" | "ingest" | "script" | "slides" | "audio" | "video" | "youtube" | "done";
  percent: number;
  message: string;
  /** JSON of what the job produced (succeeded only). */
  result: string | null;
  /** HTTP status and error code a waiting request answers with (failed only). */
  error_status: number | null;
  error_code: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface YoutubeOauthStatesTable {
  /** sha256 (hex) of the opaque state in the consent URL; the state itself is never stored. */
  state_hash: string;
  user_id: string;
  paper_id: string;
  /** Which language's video the sign-in is for (a LanguageName). */
  language: string;
  /** The redirect_uri the consent URL carried; the code exchange must repeat it exactly. */
  redirect_uri: string;
  created_at: string;
  expires_at: string;
  /** Set once, atomically, when the state is used; null while unused. */
  used_at: string | null;
}

export interface Database {
  jobs: JobsTable;
  papers: PapersTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_keys: UserKeysTable;
  youtube_oauth_states: YoutubeOauthStatesTable;
}
