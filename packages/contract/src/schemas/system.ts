import { z } from "zod";

export const HealthResponse = z.object({
  status: z.literal("ok"),
  version: z.string(),
  database: z.enum(["sqlite", "postgres"]),
  /**
   * How ghostscript, poppler and ffmpeg run on uploaded files: "bwrap" (no network, only their
   * own folder writable) or "none" where this machine cannot make namespaces (see the start-up log).
   */
  tool_sandbox: z.enum(["bwrap", "none"]),
});
