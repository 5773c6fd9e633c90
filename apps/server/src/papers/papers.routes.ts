import path from "node:path";
import { ERROR_CODES, MAX_UPLOAD_BYTES, ROUTES, type PaperProcessed } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { AppError, notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";
import { sendDownload } from "../http/send-download.js";
import { receiveUpload } from "./upload.js";


export function registerPapersRoutes(app: FastifyInstance, { auth, papers, tmpDir }: Pick<RouteDeps, "auth" | "papers" | "tmpDir">): void {
  // Refuse declared oversize uploads before reading a byte of the body.
  app.addHook("onRequest", async (request) => {
    const url = request.url.split("?")[0] ?? "";
    const declared = Number(request.headers["content-length"] ?? 0);
    if (/\/(upload-zip|upload-pdf|upload_[a-z]+_to_video)$/.test(url) && declared > MAX_UPLOAD_BYTES + 64 * 1024) {
      throw new AppError(413, ERROR_CODES.payloadTooLarge, `The file is larger than ${MAX_UPLOAD_BYTES / 1048576} MB. Please upload a smaller file.`);
    }
  });

  const upload = (kind: "zip" | "pdf") =>
    async ({ user, request }: { user: { id: string }; request: Parameters<typeof receiveUpload>[0] }): Promise<PaperProcessed> => {
      const received = await receiveUpload(request, tmpDir, { requireFile: true });
      try {
        return await papers.create(user.id, { kind, file: received.file });
      } finally {
        await received.cleanup();
      }
    };
  registerRoute(app, auth, ROUTES.uploadZip, upload("zip"));
  registerRoute(app, auth, ROUTES.uploadPdf, upload("pdf"));
  registerRoute(app, auth, ROUTES.scrapeArxiv, async ({ user, body }) => papers.create(user.id, { kind: "remote", url: body.arxiv_url }));

  registerRoute(app, auth, ROUTES.getMetadata, async ({ user, params }) => {
    await papers.owned(params.id, user.id);
    return (await papers.document(params.id)).metadata;
  });
  registerRoute(app, auth, ROUTES.putMetadata, async ({ user, params, body }) => {
    await papers.owned(params.id, user.id);
    return { success: true as const, metadata: await papers.updateMetadata(params.id, body) };
  });

  registerRoute(app, auth, ROUTES.downloadPaperPdf, async ({ user, params, reply }) => {
    await papers.owned(params.id, user.id);
    const file = await papers.downloadFile(params.id, "pdf");
    if (!file) throw notFound("No PDF is available for this paper.");
    sendDownload(reply, file, `paper_${params.id}.pdf`);
  });
  registerRoute(app, auth, ROUTES.downloadPaperSource, async ({ user, params, reply }) => {
    await papers.owned(params.id, user.id);
    const file = await papers.downloadFile(params.id, "source");
    if (!file) throw notFound("No source file is available for this paper.");
    const base = path.basename(file);
    const ext = base.endsWith(".tar.gz") ? ".tar.gz" : base.endsWith(".tex.gz") ? ".tex.gz" : path.extname(base);
    sendDownload(reply, file, `paper_${params.id}_source${ext}`);
  });
}
