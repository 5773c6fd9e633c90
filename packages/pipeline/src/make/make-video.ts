import fs from "node:fs/promises";
import { ingestPaperIsolated } from "../ingest/child/ingest-isolated.js";
import type { IngestInput } from "../ingest/ingest-paper.js";
import { workspacePaths } from "../workspace/paths.js";
import type { MakeOptions, MakeResult } from "./make-types.js";
import { runStages } from "./make-from-workspace.js";
import { ProgressMeter } from "./progress-meter.js";

/** Words for ingest's own step names, shown while the paper is read. */
const INGEST_STEPS: Record<string, string> = {
  unpacking: "Unpacking the LaTeX source",
  "reading LaTeX": "Reading the LaTeX source",
  "reading PDF": "Reading the PDF",
  "downloading from arXiv": "Downloading the paper from arXiv",
  "downloading from bioRxiv": "Downloading the paper from bioRxiv",
  done: "The paper has been read",
};

/**
 * The whole pipeline for one paper: ingest `input` into `workspaceDir` (unless paper.json is
 * already there, as after an interrupted run), then script → slides → audio → video
 * (makeFromWorkspace). Progress covers all five stages on one 0–100 bar.
 */
export async function makeVideo(input: IngestInput, workspaceDir: string, opts: MakeOptions): Promise<MakeResult> {
  const started = performance.now();
  const meter = new ProgressMeter(opts.onProgress, ["ingest", "script", "slides", "audio", "video"]);
  meter.report("ingest", 0, "Reading the paper");
  const read = await fs.stat(workspacePaths(workspaceDir).paperJson).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!read) {
    const onStep = (step: string, percent: number) => meter.report("ingest", percent / 100, INGEST_STEPS[step] ?? "Reading the paper");
    await ingestPaperIsolated(input, workspaceDir, onStep, opts.signal ? { signal: opts.signal } : {});
  }
  opts.signal?.throwIfAborted();
  meter.report("ingest", 1, "The paper has been read");
  const result = await runStages(workspaceDir, opts, meter, started, performance.now() - started);
  return { ...result, skipped: { ingest: read, ...result.skipped } };
}
