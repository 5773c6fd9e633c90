import { JobKind } from "@lectern/contract";
import type { JobHandler } from "./job-types.js";

/**
 * The handler of every job kind, from what each feature says it runs. A kind that no feature
 * runs, or that two claim, is a wiring mistake: it fails at start-up, not when a job arrives.
 */
export function allJobHandlers(parts: readonly Partial<Record<JobKind, JobHandler>>[]): Record<JobKind, JobHandler> {
  const found = new Map<JobKind, JobHandler>();
  for (const part of parts) {
    for (const kind of JobKind.options) {
      const handler = part[kind];
      if (!handler) continue;
      if (found.has(kind)) throw new Error(`two features run ${kind} jobs`);
      found.set(kind, handler);
    }
  }
  const missing = JobKind.options.filter((kind) => !found.has(kind));
  if (missing.length > 0) throw new Error(`no feature runs ${missing.join(", ")} jobs`);
  return Object.fromEntries(found) as Record<JobKind, JobHandler>;
}
