import type { JobRow } from "../db/jobs.repo.js";

/** Listeners per job id, for the embedded queue and the Redis event bus alike. */
export function jobListeners() {
  const byJob = new Map<string, Set<(row: JobRow) => void>>();
  return {
    /** Hands the row to every listener of its job. */
    emit(row: JobRow): void {
      for (const listener of byJob.get(row.id) ?? []) listener(row);
    },
    /** Adds a listener; the returned function removes it (and the job's entry with its last one). */
    add(jobId: string, listener: (row: JobRow) => void): () => void {
      const set = byJob.get(jobId) ?? new Set();
      set.add(listener);
      byJob.set(jobId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byJob.delete(jobId);
      };
    },
  };
}
