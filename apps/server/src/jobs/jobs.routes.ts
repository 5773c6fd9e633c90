import { JOB_EVENT, ROUTES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { jobView } from "./job-view.js";
import type { JobRow } from "../db/jobs.repo.js";
import { notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { isFinished } from "./job-queue.js";


/** Comments keep proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

export function registerJobsRoutes(app: FastifyInstance, { auth, jobsTable: repo, jobs: queue, signer }: Pick<RouteDeps, "auth" | "jobsTable" | "jobs" | "signer">): void {
  const mine = async (id: string, userId: string) => {
    if (!(await repo.owned(id, userId))) throw notFound("Job not found.");
    const row = await queue.current(id);
    if (!row) throw notFound("Job not found.");
    return row;
  };

  registerRoute(app, auth, ROUTES.getJob, async ({ user, params }) => jobView(await mine(params.id, user.id), signer));

  registerRoute(app, auth, ROUTES.listJobs, async ({ user, query }) => {
    const rows = await repo.listForUser(user.id, { paperId: query.paper_id, active: query.active === "true" });
    const fresh = await Promise.all(rows.map(async (r) => (await queue.current(r.id)) ?? r));
    return { jobs: fresh.map((r) => jobView(r, signer)) };
  });

  // Server-Sent Events: the job now, then every change, until it finishes. Authorised by the
  // owner's token or by the signed URL of the job view (EventSource cannot send a token).
  registerRoute(app, auth, ROUTES.jobEvents, async ({ user, params, request, reply }) => {
    const row = user === "signed" ? await queue.current(params.id) : await mine(params.id, user.id);
    if (!row) throw notFound("Job not found.");
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", connection: "keep-alive", "x-accel-buffering": "no" });
    const send = (job: JobRow) => res.write(`event: ${JOB_EVENT}\ndata: ${JSON.stringify(jobView(job, signer))}\n\n`);
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    request.raw.on("close", close);
    send(row);
    if (isFinished(row)) return close();
    unsubscribe = queue.subscribe(params.id, (job) => {
      send(job);
      if (isFinished(job)) close();
    });
    // It may have finished between the read above and the subscription.
    const latest = await queue.current(params.id);
    if (latest && isFinished(latest)) {
      send(latest);
      close();
    }
  });
}
