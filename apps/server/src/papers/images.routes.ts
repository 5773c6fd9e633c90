import fs from "node:fs";
import path from "node:path";
import { API_PREFIX, ROUTES, pathFor } from "@lectern/contract";
import { insideRoot, workspacePaths } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../feature.js";
import { mediaPaper } from "./media-paper.js";
import { notFound } from "../http/errors.js";
import { registerRoute } from "../http/route.js";

const IMAGE_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };


export function registerImagesRoutes(app: FastifyInstance, { auth, papers, repo, signer }: Pick<RouteDeps, "auth" | "papers" | "repo" | "signer">): void {
  registerRoute(app, auth, ROUTES.imagesAvailable, async ({ user, params }) => {
    await papers.owned(params.id, user.id);
    const doc = await papers.document(params.id);
    const imagesDir = workspacePaths(papers.dirOf(params.id)).images;
    const present = doc.figures.filter((f) => fs.existsSync(path.join(imagesDir, path.basename(f.name))));
    return {
      paper_id: params.id,
      images: present.map((f) => f.name),
      captions: Object.fromEntries(present.filter((f) => f.caption).map((f) => [f.name, f.caption])),
      urls: Object.fromEntries(present.map((f) => [f.name, signer.sign(API_PREFIX + pathFor("image", { id: params.id, name: f.name })).url])),
    };
  });

  registerRoute(app, auth, ROUTES.image, async ({ user, params, reply }) => {
    await mediaPaper(user, params.id, papers, repo);
    const type = IMAGE_TYPES[path.extname(params.name).toLowerCase()];
    const file = insideRoot(workspacePaths(papers.dirOf(params.id)).images, params.name);
    if (!type || !fs.existsSync(file)) throw notFound("Image not found.");
    reply.header("content-type", type).header("cache-control", "private, max-age=3600").send(fs.createReadStream(file));
  });
}
