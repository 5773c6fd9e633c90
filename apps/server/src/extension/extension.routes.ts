import fs from "node:fs";
import path from "node:path";
import { ERROR_CODES } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { AppError, invalidInput } from "../http/errors.js";
import { defaultExtensionDist } from "./extension-dist.js";
import { zipExtension } from "./extension-zip.js";
import { plainOrigin } from "./request-origin.js";

/** Linked from the landing page banner (apps/web chrome-banner.tsx); a stable address. */
export const EXTENSION_ZIP_PATH = "/downloads/lectern-arxiv-extension.zip";
const FILE_NAME = path.basename(EXTENSION_ZIP_PATH);
// Zips are made once per origin and build, in memory (the extension is a few kB). Without
// PUBLIC_URL every Host a client sends gets its own zip: keep only a few of them.
const MAX_CACHED_ZIPS = 8;

/**
 * The arXiv browser extension as a zip whose links open this server by default: PUBLIC_URL when
 * set, else the origin the download was requested from (the address the user reached us at).
 */
export function registerExtensionRoutes(app: FastifyInstance, { config }: { config: Pick<Config, "extensionDist" | "publicUrl"> }): void {
  const distDir = config.extensionDist ?? defaultExtensionDist();
  const zips = new Map<string, Promise<Buffer>>();

  function zipFor(origin: string, builtAt: number): Promise<Buffer> {
    // A rebuilt extension (new manifest.json) is zipped afresh without a restart.
    const key = `${builtAt} ${origin}`;
    const cached = zips.get(key);
    if (cached) return cached;
    const built = zipExtension(distDir, origin);
    zips.set(key, built);
    // A failed zip is not kept, so the next request tries again.
    built.catch(() => zips.delete(key));
    if (zips.size > MAX_CACHED_ZIPS) {
      const oldest = zips.keys().next().value;
      if (oldest !== undefined) zips.delete(oldest);
    }
    return built;
  }

  app.get(EXTENSION_ZIP_PATH, async (request, reply) => {
    const manifest = fs.statSync(path.join(distDir, "manifest.json"), { throwIfNoEntry: false });
    if (!manifest) {
      request.log.warn({ distDir }, "browser extension not built");
      throw new AppError(503, ERROR_CODES.extensionUnavailable, "The browser extension is not available on this server yet. Please try again later.");
    }
    const origin = config.publicUrl ?? plainOrigin(request.protocol, request.host);
    if (!origin) throw invalidInput("The address this request was sent to is not a valid web address.");
    const zip = await zipFor(origin, manifest.mtimeMs);
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${FILE_NAME}"`)
      .header("cache-control", "no-cache")
      .send(zip);
  });
}
