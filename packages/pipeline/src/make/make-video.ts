import fs from "node:fs/promises";
import { ingestPaperIsolated } from "../ingest/child/ingest-isolated.js";
import type { IngestInput, IngestProgress } from "../ingest/ingest-paper.js";
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
 * Reads the paper into the workspace, telling `onStep` ingest's own steps (names and percents as
 * ingest reports them); answers false when the workspace already held it (a resumed run).
 */
export type PaperReader = (onStep: IngestProgress, signal: AbortSignal | undefined) => Promise<boolean>;

/**
 * The whole pipeline for one paper: ingest `input` into `workspaceDir` (unless paper.json is
 * already there, as after an interrupted run), then script → slides → audio → video
 * (makeFromWorkspace). Progress covers all five stages on one 0–100 bar.
 */
export async function makeVideo(input: IngestInput, workspaceDir: string, opts: MakeOptions): Promise<MakeResult> {
  const read: PaperReader = async (onStep, signal) => {
    const there = await fs.stat(workspacePaths(workspaceDir).paperJson).then(
      (s) => s.isFile(),
      () => false,
    );
    if (there) return false;
    await ingestPaperIsolated(input, workspaceDir, onStep, signal ? { signal } : {});
    return true;
  };
  return makeVideoReading(read, workspaceDir, opts);
}

/**
 * makeVideo with the reading done by `read`: the server's one click reads with its own limits and
 * records the paper (and the job's paper) between ingest and the script, on the same bar.
 */
export async function makeVideoReading(read: PaperReader, workspaceDir: string, opts: MakeOptions): Promise<MakeResult> {
  const started = performance.now();
  const meter = new ProgressMeter(opts.onProgress, ["ingest", "script", "slides", "audio", "video"]);
  meter.report("ingest", 0, "Reading the paper");
  const onStep = (step: string, percent: number) => meter.report("ingest", percent / 100, INGEST_STEPS[step] ?? "Reading the paper");
  const didRead = await read(onStep, opts.signal);
  opts.signal?.throwIfAborted();
  meter.report("ingest", 1, "The paper has been read");
  const result = await runStages(workspaceDir, opts, meter, started, performance.now() - started);
  return { ...result, skipped: { ingest: !didRead, ...result.skipped } };
}
