import fs from "node:fs";
import path from "node:path";
import { API_PREFIX, ArxivOneClickFields, DEFAULT_LANGUAGE, DEFAULT_VOICE, downloadNames, ERROR_CODES, languageByName, pathFor, ROUTES, VALIDATION, type LanguageName, type PaperProcessed } from "@lectern/contract";
import { languageSlidesDir, parseRemoteSource, VIDEO_FILE, videoDirOf } from "@lectern/pipeline";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Authenticator } from "../auth/authenticate.js";
import type { PapersRepo } from "../db/papers.repo.js";
import { AppError, notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { awaitJob } from "../jobs/await-job.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { streamFile } from "../media/stream-file.js";
import { mediaPaper } from "../papers/media-paper.js";
import { sendDownload } from "../http/send-download.js";
import type { PapersService } from "../papers/papers.service.js";
import { receiveUpload } from "../papers/upload.js";
import type { UrlSigner } from "../security/url-signer.js";

function remoteKind(url: string): string | undefined {
  try {
    return parseRemoteSource(url).kind;
  } catch {
    return undefined;
  }
}

export interface OneClickDeps {
  auth: Authenticator;
  papers: PapersService;
  repo: PapersRepo;
  signer: UrlSigner;
  jobs: JobQueue;
  tmpDir: string;
}

/** One click uses the defaults: English narration, the female voice (vidya). */
const ONE_CLICK = { language: DEFAULT_LANGUAGE, voice: DEFAULT_VOICE } as const;
const BUSY = "A video for this paper is already being made. Please wait for it to finish.";

export function registerOneClickRoutes(app: FastifyInstance, { auth, papers, repo, signer, jobs, tmpDir }: OneClickDeps): void {
  // The downloads serve the language asked for (the one /video-display shows), else one click's English.
  const videoFile = (paperId: string, language: LanguageName) => path.join(videoDirOf(papers.dirOf(paperId), languageByName(language)), VIDEO_FILE);
  const signedVideoUrl = (paperId: string) => signer.sign(API_PREFIX + pathFor("oneClickStreamVideo", { id: paperId })).url;

  const startJob = (userId: string, paper: PaperProcessed) =>
    jobs.submit({ userId, paperId: paper.paper_id, kind: "oneclick", payload: ONE_CLICK, exclusiveWith: ["script", "slides", "audio", "video", "oneclick"], busyMessage: BUSY });

  /** PDF and LaTeX: ingest in the request, then the job, awaited within the 300 s client timeout. */
  const fromFile = (kind: "pdf" | "zip", route: typeof ROUTES.oneClickPdf | typeof ROUTES.oneClickLatex) =>
    async ({ user, request }: { user: { id: string }; request: FastifyRequest }) => {
      const received = await receiveUpload(request, tmpDir, { requireFile: true });
      let paper: PaperProcessed;
      try {
        paper = await papers.create(user.id, { kind, file: received.file });
      } finally {
        await received.cleanup();
      }
      const job = await startJob(user.id, paper);
      try {
        await awaitJob(jobs, job, route);
      } catch (err) {
        // Outlasting the request is not a failure: the job carries on and /video-display follows it.
        if (err instanceof AppError && err.code === ERROR_CODES.stillRunning) return { ...paper, video_url: null, job_id: job.id };
        throw err;
      }
      return { ...paper, video_url: signedVideoUrl(paper.paper_id), job_id: job.id };
    };
  registerRoute(app, auth, ROUTES.oneClickPdf, fromFile("pdf", ROUTES.oneClickPdf));
  registerRoute(app, auth, ROUTES.oneClickLatex, fromFile("zip", ROUTES.oneClickLatex));

  /** arXiv: fetch and ingest in the request, answer, and make the video in the background. */
  registerRoute(app, auth, ROUTES.oneClickArxiv, async ({ user, request }) => {
    const received = await receiveUpload(request, tmpDir, { requireFile: false });
    await received.cleanup();
    const fields = ArxivOneClickFields.safeParse(received.fields);
    if (!fields.success) throw new AppError(422, ERROR_CODES.validation, "Send the arXiv link in the field named arxiv_url.");
    // One click takes arXiv links only (Process also takes bioRxiv).
    if (remoteKind(fields.data.arxiv_url) !== "arxiv") throw new AppError(422, ERROR_CODES.validation, VALIDATION.arxivInvalid);
    const paper = await papers.create(user.id, { kind: "remote", url: fields.data.arxiv_url });
    const job = await startJob(user.id, paper);
    return { ...paper, job_id: job.id };
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
    const pdf = path.join(await languageSlidesDir(papers.dirOf(params.id), language), "slides.pdf");
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
