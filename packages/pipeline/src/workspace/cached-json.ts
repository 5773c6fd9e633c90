import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import type { z } from "zod";

/** A file's parsed value and when it was last written, or undefined when it is absent or bad. */
export interface CachedRead<T> {
  value: T | undefined;
  mtimeMs: number;
}

interface Entry {
  /** Identity of the version parsed: manifests are replaced by rename, so the inode changes too. */
  stamp: string;
  value: unknown;
  mtimeMs: number;
}

/** Enough for every manifest of every paper a busy node polls; the oldest read goes first. */
const MAX_ENTRIES = 2_000;
const cache = new Map<string, Entry>();

const stampOf = (st: Stats) => `${st.ino}:${st.size}:${st.mtimeMs}`;

/**
 * Reads a JSON file through a schema, parsing it again only when the file changed (inode, size
 * or mtime): status polls read the same few manifests many times a second, and a stat costs far
 * less than a read, a JSON parse and a schema check. A file that is absent, unreadable or does not
 * match the schema reads as undefined (a bad file is remembered as bad until it changes).
 */
export async function readJsonCached<S extends z.ZodType>(file: string, schema: S): Promise<CachedRead<z.output<S>>> {
  const st = await fs.stat(file).catch(() => undefined);
  if (!st?.isFile()) {
    cache.delete(file);
    return { value: undefined, mtimeMs: 0 };
  }
  const stamp = stampOf(st);
  const hit = cache.get(file);
  if (hit?.stamp === stamp) {
    // Most recently used last, so the eviction below drops the least recently used.
    cache.delete(file);
    cache.set(file, hit);
    return { value: hit.value as z.output<S> | undefined, mtimeMs: hit.mtimeMs };
  }
  let value: z.output<S> | undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(await fs.readFile(file, "utf8")));
    value = parsed.success ? parsed.data : undefined;
  } catch {
    value = undefined;
  }
  cache.delete(file);
  cache.set(file, { stamp, value, mtimeMs: st.mtimeMs });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  return { value, mtimeMs: st.mtimeMs };
}
