import fs from "node:fs";
import path from "node:path";
import { API_PREFIX, downloadNames, ERROR_CODES, pathFor, ROUTES } from "@lectern/contract";
import { deckPptx, insideRoot, languageSlidesDir, latexBundle, readScript, workspacePaths, type DeckPaths } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { AppError, notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { mediaPaper } from "../papers/media-paper.js";
import { sendDownload } from "../http/send-download.js";
import { awaitJob } from "../jobs/await-job.js";

const SLIDE_NAME = /^slide_\d{3}\.png$/;

function previewNames(dir: string): string[] {
  const preview = workspacePaths(dir).deck.preview;
  if (!fs.existsSync(preview)) return [];
  return fs.readdirSync(preview).filter((n) => SLIDE_NAME.test(n)).sort();
}

export function registerSlidesRoutes(app: FastifyInstance, { auth, papers, repo, signer, jobs }: Pick<RouteDeps, "auth" | "papers" | "repo" | "signer" | "jobs">): void {
  // A background job; the request awaits it. One deck build per paper at a time (409).
  registerRoute(app, auth, ROUTES.generateSlides, async ({ user, params }) => {
    await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    if (!(await readScript(dir))) throw new AppError(422, ERROR_CODES.validation, "Generate the scripts first: slides are made from them.");
    const job = await jobs.submit({
      userId: user.id,
      paperId: params.id,
      kind: "slides",
      payload: {},
      exclusiveWith: ["slides", "oneclick"],
      busyMessage: "Slides for this paper are already being made. Please wait for them to finish.",
    });
    const result = (await awaitJob(jobs, job, ROUTES.generateSlides)) as { slides: string[]; engine: "pdflatex" | "lualatex" };
    return { success: true as const, slides: result.slides, engine: result.engine };
  });

  registerRoute(app, auth, ROUTES.slidesPreview, async ({ user, params }) => {
    await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    const images = previewNames(dir);
    if (images.length === 0) throw notFound("No slides have been made for this paper yet.");
    const ws = workspacePaths(dir);
    const modified = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const stale = modified(ws.scriptJson) > modified(ws.deck.pdf);
    return { images, stale, urls: Object.fromEntries(images.map((n) => [n, signer.sign(API_PREFIX + pathFor("slideImage", { id: params.id, name: n })).url])) };
  });

  registerRoute(app, auth, ROUTES.slideImage, async ({ user, params, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    if (!SLIDE_NAME.test(params.name)) throw notFound("Slide not found.");
    const file = insideRoot(workspacePaths(papers.dirOf(params.id)).deck.preview, params.name);
    if (!fs.existsSync(file)) throw notFound("Slide not found.");
    reply.header("content-type", "image/png").header("cache-control", "private, max-age=300").send(fs.createReadStream(file));
  });

  const download = (which: keyof Pick<DeckPaths, "pdf" | "tex">, name: (id: string) => string) =>
    async ({ user, params, reply }: { user: { id: string }; params: { id: string }; reply: Parameters<typeof sendDownload>[0] }) => {
      await papers.owned(params.id, user.id);
      const file = workspacePaths(papers.dirOf(params.id)).deck[which];
      if (!fs.existsSync(file)) throw notFound("No slides have been made for this paper yet.");
      sendDownload(reply, file, name(params.id));
    };
  registerRoute(app, auth, ROUTES.slidesDownload, download("pdf", (id) => `slides_${id}.pdf`));
  registerRoute(app, auth, ROUTES.slidesDownloadLatex, download("tex", (id) => `slides_${id}.tex`));
  // Made from the current deck on the first request and kept beside it until the deck or its text changes.
  registerRoute(app, auth, ROUTES.slidesDownloadPptx, async ({ user, params, query, reply }) => {
    const paper = await papers.owned(params.id, user.id);
    const dir = papers.dirOf(params.id);
    const slidesDir = await languageSlidesDir(dir, query.language);
    const translated = slidesDir !== workspacePaths(dir).slides;
    const made = await deckPptx(dir, slidesDir);
    if (!made) {
      throw notFound(
        translated
          ? `No ${query.language ?? ""} slides have been made for this paper yet: they are made with its ${query.language ?? ""} video.`
          : "No slides have been made for this paper yet. Generate the slides first.",
      );
    }
    sendDownload(reply, made.file, downloadNames.slidesPptx(params.id, paper.title, translated ? path.basename(slidesDir) : null));
  });
  registerRoute(app, auth, ROUTES.slidesDownloadBundle, async ({ user, params, reply }) => {
    await papers.owned(params.id, user.id);
    const bundle = latexBundle(workspacePaths(papers.dirOf(params.id)).slides, `slides_${params.id}`);
    if (!bundle) throw notFound("No slides have been made for this paper yet.");
    reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="slides_${params.id}_latex.zip"`)
      .header("cache-control", "private, no-store")
      .send(bundle);
  });
}
