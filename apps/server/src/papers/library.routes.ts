import { ROUTES, type Job } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import type { JobRow } from "../db/jobs.repo.js";
import type { PaperRow } from "../db/papers.repo.js";
import { registerRoute } from "../http/route.js";
import { jobView } from "../jobs/job-view.js";
import { deletePaper } from "./delete-paper.js";
import { decodeCursor, encodeCursor } from "./paper-cursor.js";
import { paperSummary } from "./paper-summary.js";

/** What the library routes use; `stopWaitMs` is the longest a deletion waits for a cancelled run to stop. */
type LibraryDeps = Pick<RouteDeps, "auth" | "papers" | "repo" | "jobsTable" | "jobs" | "signer"> & { stopWaitMs?: number };

/**
 * My papers: the caller's papers with what exists for each, one paper's summary (what the
 * workflow's progress is read from), and deletion. Everything comes from the database and the
 * shared data directory, so any API node answers the same.
 */
export function registerLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): void {
  const { papers, repo, jobsTable, jobs, signer } = deps;

  /** The newest queued or running job of each paper, in its freshest state. */
  const runningJobs = async (userId: string, rows: PaperRow[]): Promise<Map<string, Job>> => {
    const newest = new Map<string, JobRow>();
    for (const job of await jobsTable.activeOnPapers(userId, rows.map((r) => r.id))) if (job.paper_id !== null && !newest.has(job.paper_id)) newest.set(job.paper_id, job);
    const views = new Map<string, Job>();
    for (const [paperId, job] of newest) views.set(paperId, jobView((await jobs.current(job.id)) ?? job, signer));
    return views;
  };
  const summaries = async (userId: string, rows: PaperRow[]) => {
    const running = await runningJobs(userId, rows);
    return Promise.all(rows.map((row) => paperSummary(row, papers.dirOf(row.id), signer, running.get(row.id) ?? null)));
  };

  registerRoute(app, deps.auth, ROUTES.listPapers, async ({ user, query }) => {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    // One more than asked: whether a next page exists, without a count.
    const rows = await repo.listForUser(user.id, query.limit + 1, after);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return { papers: await summaries(user.id, page), next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null };
  });

  registerRoute(app, deps.auth, ROUTES.getPaper, async ({ user, params }) => {
    const row = await papers.owned(params.id, user.id);
    const [summary] = await summaries(user.id, [row]);
    if (!summary) throw new Error("a summary of one paper is missing");
    return summary;
  });

  registerRoute(app, deps.auth, ROUTES.deletePaper, async ({ user, params }) => {
    await papers.owned(params.id, user.id);
    await deletePaper(params.id, { papers: repo, jobs: jobsTable, dirOf: papers.dirOf, stopWaitMs: deps.stopWaitMs ?? 30_000 });
    return { success: true as const, paper_id: params.id };
  });
}
