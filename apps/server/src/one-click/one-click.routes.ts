import fs from "node:fs";
import { API_PREFIX, downloadNames, ERROR_CODES, languageByName, pathFor, ROUTES, type LanguageName } from "@lectern/contract";
import { deckPaths, languageSlidesDir, videoDirOf, videoPaths } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { AppError, notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { awaitJob, failedJobError, requestWaitMs, stillRunning } from "../jobs/await-job.js";
import { streamFile } from "../media/stream-file.js";
import { mediaPaper } from "../papers/media-paper.js";
import { sendDownload } from "../http/send-download.js";
import { ONE_CLICK } from "./one-click-defaults.js";
import { receiveAnySource, receiveArxiv, receiveFile } from "./receive-source.js";
import { startOneClick } from "./start-one-click.js";


export function registerOneClickRoutes(app: FastifyInstance, { auth, papers, repo, signer, jobs, tmpDir }: Pick<RouteDeps, "auth" | "papers" | "repo" | "signer" | "jobs" | "tmpDir">): void {
  // The downloads serve the language asked for (the one /video-display shows), else one click's English.
  const videoFile = (paperId: string, language: LanguageName) => videoPaths(videoDirOf(papers.dirOf(paperId), languageByName(language))).mp4;
  const signedVideoUrl = (paperId: string) => signer.sign(API_PREFIX + pathFor("oneClickStreamVideo", { id: paperId })).url;
  const start = { jobs, papers, tmpDir };
  /** The paper the job made, as it is now (the job names it once ingest succeeded). */
  const paperOfJob = async (jobId: string) => (await jobs.current(jobId))?.paper_id ?? null;

  /** Any source, answered at once with the job: the web app follows it from its first stage. */
  registerRoute(app, auth, ROUTES.oneClickStart, async ({ user, request, reply }) => {
    const job = await startOneClick(start, user.id, await receiveAnySource(request, tmpDir));
    void reply.code(202);
    return { job_id: job.id };
  });

  /** The published PDF and LaTeX routes: the same job, awaited within the 300 s client timeout. */
  const fromFile = (kind: "pdf" | "zip", route: typeof ROUTES.oneClickPdf | typeof ROUTES.oneClickLatex) =>
    async ({ user, request }: { user: { id: string }; request: Parameters<typeof receiveFile>[0] }) => {
      const job = await startOneClick(start, user.id, await receiveFile(request, tmpDir, kind));
      try {
        await awaitJob(jobs, job, route);
      } catch (err) {
        // Outlasting the request is not a failure once the paper exists: the job carries on and
        // /video-display follows it. Before that there is no paper to name.
        const paperId = err instanceof AppError && err.code === ERROR_CODES.stillRunning ? await paperOfJob(job.id) : null;
        if (paperId) return { ...(await papers.processed(paperId)), video_url: null, job_id: job.id };
        throw err;
      }
      const paperId = await paperOfJob(job.id);
      if (!paperId) throw new Error(`one-click job ${job.id} succeeded without a paper`);
      return { ...(await papers.processed(paperId)), video_url: signedVideoUrl(paperId), job_id: job.id };
    };
  registerRoute(app, auth, ROUTES.oneClickPdf, fromFile("pdf", ROUTES.oneClickPdf));
  registerRoute(app, auth, ROUTES.oneClickLatex, fromFile("zip", ROUTES.oneClickLatex));

  /** The published arXiv route: the same job, awaited until it has read the paper; the video follows in the background. */
  registerRoute(app, auth, ROUTES.oneClickArxiv, async ({ user, request }) => {
    const job = await startOneClick(start, user.id, await receiveArxiv(request, tmpDir));
    const now = await jobs.wait(job.id, requestWaitMs(ROUTES.oneClickArxiv), (j) => j.paper_id !== null);
    if (now.paper_id !== null) return { ...(await papers.processed(now.paper_id)), job_id: job.id };
    if (now.state === "failed") throw failedJobError(now);
    throw stillRunning();
  });

  const ready = async (paperId: string, language: LanguageName = ONE_CLICK.language) => {
    const file = videoFile(paperId, language);
    if (!fs.existsSync(file)) throw notFound(`No ${language} video has been made for this paper yet.`);
    return file;
  };
  registerRoute(app, auth, ROUTES.oneClickDownloadVideo, async ({ user, params, query, reply }) => {
    await papers.owned(params.id, user.id);
    sendDownload(reply, await ready(params.id, query.language), downloadNames.video(params.id));
  });
  registerRoute(app, auth, ROUTES.oneClickDownloadSlides, async ({ user, params, query, reply }) => {
    await papers.owned(params.id, user.id);
    const language = query.language ?? ONE_CLICK.language;
    // A translated narration's deck (made with that language's video), else the paper's own deck.
    const pdf = deckPaths(await languageSlidesDir(papers.dirOf(params.id), language)).pdf;
    if (!fs.existsSync(pdf)) throw notFound(`No ${language} slides have been made for this paper yet.`);
    sendDownload(reply, pdf, downloadNames.slidesPdf(params.id));
  });
  registerRoute(app, auth, ROUTES.oneClickMetadata, async ({ user, params }) => {
    await papers.owned(params.id, user.id);
    const { title, authors, date } = (await papers.document(params.id)).metadata;
    return { title, authors, date };
  });
  registerRoute(app, auth, ROUTES.oneClickStreamVideo, async ({ user, params, request, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    await streamFile(request, reply, await ready(params.id), "video/mp4");
  });
}
