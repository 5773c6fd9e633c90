import { IngestChildRequest, type IngestChildMessage } from "@lectern/contract";
import { rmSync } from "node:fs";
import sharp from "sharp";
import { setFigureWatcher } from "../figure-watch.js";
import { IngestError } from "../ingest-error.js";
import { ingestPaper } from "../ingest-paper.js";
import { loadMathSpeech } from "../latex/spoken-math.js";

// The process that reads one upload (started by ingest-isolated.ts). It receives one request over
// IPC, writes the workspace, reports progress and the figure it is converting, and exits. Its
// limits are set by the parent; here sharp is kept to one thread so a hostile image costs one core.

function send(message: IngestChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, undefined, () => resolve());
  });
}

async function run(raw: unknown): Promise<void> {
  const request = IngestChildRequest.parse(raw);
  sharp.concurrency(1);
  setFigureWatcher((file, state) => void send({ type: "figure", file: file.slice(0, 300), state }));
  try {
    await ingestPaper(request.input, request.workspaceDir, (stage, percent) => void send({ type: "progress", stage: stage.slice(0, 200), percent: Math.max(0, Math.min(100, percent)) }));
    await send({ type: "done" });
  } catch (err) {
    if (err instanceof IngestError) await send({ type: "failed", code: err.reason, message: err.message.slice(0, 2000) });
    else await send({ type: "failed", code: "internal", message: (err instanceof Error ? err.message : String(err)).slice(0, 2000) });
  }
}

// A spare reader loads the maths speech engine while it waits for its paper; a paper that comes
// meanwhile waits on the same load. A failed load is tried again by the paper that needs it.
if (process.env.LECTERN_INGEST_WARM === "1") loadMathSpeech().catch(() => undefined);

// A spare whose parent went away before sending a paper cleans up its own TMPDIR (made for this
// process alone) and exits.
process.once("disconnect", () => {
  if (reading) return;
  const tmp = process.env.TMPDIR;
  if (tmp?.includes("lectern-ingest-")) rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
});

let reading = false;
process.once("message", (raw: unknown) => {
  reading = true;
  run(raw).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
