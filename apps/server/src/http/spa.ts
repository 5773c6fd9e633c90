import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { API_PREFIX, ERROR_CODES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that is not an
 * API call gets index.html so client-side routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, "web app not built; only the API is served");
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    const isApi = urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`);
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApi && !path.extname(urlPath);
    if (wantsPage && fs.existsSync(index)) {
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(fs.createReadStream(index));
    }
    return reply.status(404).send({ detail: `No such endpoint: ${request.method} ${urlPath}`, code: ERROR_CODES.notFound });
  });
}
