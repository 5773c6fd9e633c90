import fs from "node:fs";

/**
 * The data folder holds every user's papers, the database and the server's key: no other local
 * user may read it. New files are created 0600 and folders 0700 (umask), and the folder itself is
 * made 0700, which also closes files an older version created world-readable inside it.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
