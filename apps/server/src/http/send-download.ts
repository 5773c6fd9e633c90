import fs from "node:fs";
import path from "node:path";
import type { FastifyReply } from "fastify";

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".gz": "application/gzip",
  ".tar": "application/x-tar",
  ".tex": "text/plain; charset=utf-8",
  ".mp4": "video/mp4",
  ".wav": "audio/wav",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

/** Sends a workspace file as a download under a name we choose (never one the user gave). */
export function sendDownload(reply: FastifyReply, file: string, downloadName: string): FastifyReply {
  const ext = downloadName.endsWith(".tar.gz") ? ".gz" : path.extname(downloadName);
  return reply
    .header("content-type", CONTENT_TYPES[ext] ?? "application/octet-stream")
    .header("content-disposition", `attachment; filename="${downloadName}"`)
    .header("cache-control", "private, no-store")
    .send(fs.createReadStream(file));
}
