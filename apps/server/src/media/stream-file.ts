import path from "node:path";
import send from "@fastify/send";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http/errors.js";

/**
 * Streams one of our own files with HTTP Range support (206 + Content-Range, 416 for a range
 * past the end), ETag and Last-Modified, so <video> and <audio> can seek. `file` is a path we
 * built, never a name from the request.
 */
export async function streamFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string): Promise<void> {
  const result = await send(request.raw, `/${path.basename(file)}`, { root: path.dirname(file), acceptRanges: true, cacheControl: false, etag: true, lastModified: true, dotfiles: "deny", index: false });
  if (result.type !== "file") {
    if (result.statusCode === 404) throw notFound("The file is not there any more; generate it again.");
    reply.code(result.statusCode).headers(result.headers).send(result.stream);
    return;
  }
  reply.code(result.statusCode).headers(result.headers).header("content-type", type).header("cache-control", "private, max-age=300").send(result.stream);
}
