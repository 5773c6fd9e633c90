import { z } from "zod";

// The protocol between the pipeline and the child process that reads an upload (ingest runs
// outside the server's own threads, under CPU, memory and wall-time limits). Both directions are
// parsed: the child trusts nothing its parent did not send in this shape, and the parent trusts
// nothing a child reading hostile files says unless it fits here.

const RemoteEndpointsShape = z.object({
  arxivApiBase: z.string(),
  arxivBase: z.string(),
  biorxivApiBase: z.string(),
  biorxivBase: z.string(),
  maxBytes: z.number().int().positive(),
  timeoutMs: z.number().int().positive(),
});

export const IngestChildRequest = z.object({
  input: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("zip"), file: z.string() }),
    z.object({ kind: z.literal("pdf"), file: z.string() }),
    z.object({ kind: z.literal("remote"), url: z.string(), endpoints: RemoteEndpointsShape }),
  ]),
  workspaceDir: z.string(),
});
export type IngestChildRequest = z.infer<typeof IngestChildRequest>;

export const IngestChildMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("progress"), stage: z.string().max(200), percent: z.number().min(0).max(100) }),
  /** A figure's conversion starts or ends: the parent names it if the limits stop the child meanwhile. */
  z.object({ type: z.literal("figure"), file: z.string().max(300), state: z.enum(["start", "end"]) }),
  /** paper.json is written; the parent reads it from the workspace. */
  z.object({ type: z.literal("done") }),
  /** A problem with the input (`code` is an ingest error code, `message` is for the user), or "internal". */
  z.object({ type: z.literal("failed"), code: z.string().max(40), message: z.string().max(2000) }),
]);
export type IngestChildMessage = z.infer<typeof IngestChildMessage>;
