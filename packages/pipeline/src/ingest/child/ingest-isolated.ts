import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { Socket } from "node:net";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IngestChildMessage, type IngestChildRequest, type PaperDocument } from "@lectern/contract";
import { deadline, killGroup } from "../../process/deadline.js";
import { Semaphore } from "../../process/semaphore.js";
import { readPaperDocument } from "../../workspace/read.js";
import { IngestError, isIngestErrorCode } from "../ingest-error.js";
import type { IngestInput, IngestProgress } from "../ingest-paper.js";

/**
 * What one upload may cost while it is read. The largest real papers we have read take under
 * 15 s of wall time and under 10 s of the reading process's own CPU; the tools it calls (TeX,
 * poppler, ghostscript) have their own time limits and run in their own processes.
 */
export interface IngestLimits {
  /** Wall time for the whole read, downloads included. */
  wallMs: number;
  /** CPU seconds of the reading process itself (all its threads). */
  cpuSeconds: number;
  /** Writable memory of the reading process (RLIMIT_DATA), and so the most one image may use. */
  memoryBytes: number;
}

export const INGEST_LIMITS: IngestLimits = { wallMs: 180_000, cpuSeconds: 60, memoryBytes: 3 * 1024 ** 3 };

/** Reads at once; more wait their turn. Each is niced and mostly waits on downloads and tools. */
const ingestSlots = new Semaphore(4);

/** Under vitest this module is the TypeScript source; the child always runs the built JavaScript. */
function childEntry(): string {
  const here = path.join(path.dirname(fileURLToPath(import.meta.url)), "ingest-child.js");
  const sep = path.sep;
  return here.replace(`${sep}src${sep}ingest${sep}child${sep}`, `${sep}dist${sep}ingest${sep}child${sep}`);
}

let prlimitFound: boolean | undefined;
/** prlimit (util-linux) sets the child's CPU and memory limits before node starts. */
function hasPrlimit(): boolean {
  prlimitFound ??= spawnSync("prlimit", ["--version"], { stdio: "ignore" }).status === 0;
  return prlimitFound;
}

/** Words for what stopped the child, naming the figures it was converting. */
function overLimit(kind: "time" | "cpu" | "memory", figures: ReadonlySet<string>, limits: IngestLimits): IngestError {
  const what =
    kind === "time"
      ? `took longer than the ${Math.round(limits.wallMs / 1000)} s we allow`
      : kind === "cpu"
        ? `needed more computing time than the ${limits.cpuSeconds} s we allow`
        : "needed more memory than we allow";
  const one = figures.size === 1;
  const names = [...figures].map((f) => `"${f}"`).join(", ");
  const message = names
    ? `Reading this paper ${what} while converting ${one ? "the figure" : "the figures"} ${names}. Replace ${one ? "that figure" : "those figures"} with a PNG, JPEG or PDF (or remove ${one ? "it" : "them"}) and upload again.`
    : `Reading this paper ${what}. Try the PDF instead of the LaTeX source, or a smaller file.`;
  return new IngestError(message, "over_limits");
}

interface Reader {
  child: ChildProcess;
  /** Resolves when the process has exited and its TMPDIR is gone. */
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The start of what the process wrote to stderr (read from its start, so an idle spare never blocks on a full pipe). */
  stderr: () => string;
}

/** Starts a reader process: niced, under the limits, with a TMPDIR of its own. */
function startReader(limits: IngestLimits, warm: boolean): Reader {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "lectern-ingest-"));
  const heapMb = Math.max(256, Math.floor(limits.memoryBytes / 1024 ** 2 / 2));
  const node = [process.execPath, `--max-old-space-size=${heapMb}`, childEntry()];
  // The soft CPU limit sends SIGXCPU (which ends node); the hard one, a little later, SIGKILL.
  const [command, args] = hasPrlimit() ? ["prlimit", [`--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 5}`, `--data=${limits.memoryBytes}`, "--", ...node]] : [node[0] as string, node.slice(1)];
  const env = { ...process.env, TMPDIR: tmp, ...(warm ? { LECTERN_INGEST_WARM: "1" } : {}) };
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe", "ipc"], env, detached: true });
  if (child.pid) {
    try {
      os.setPriority(child.pid, 10);
    } catch {
      // Not fatal: the limits still hold.
    }
  }
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const done = (code: number | null, signal: NodeJS.Signals | null) => void fs.rm(tmp, { recursive: true, force: true }).finally(() => resolve({ code, signal }));
    child.once("error", () => done(null, null));
    child.once("close", done);
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < 16_384) stderr += chunk.toString("utf8");
  });
  return { child, closed, stderr: () => stderr };
}

/**
 * One reader is kept started and warm (modules loaded, maths speech engine ready: about 0.9 s) for
 * the next upload, once keepIngestWarm() has been called (servers and workers do at start). Each
 * reader reads one paper and exits, so nothing of one upload is left for the next.
 */
let spare: Reader | undefined;
/** The limits spares are started with; unset until keepIngestWarm. */
let spareLimits: IngestLimits | undefined;

export function keepIngestWarm(limits: IngestLimits = INGEST_LIMITS): void {
  spareLimits = limits;
  refillSpare();
}

function refillSpare(): void {
  if (!spareLimits || spare) return;
  const reader = startReader(spareLimits, true);
  // An idle spare must not keep a process alive that has nothing else to do.
  holdsProcess(reader, false);
  spare = reader;
  void reader.closed.then(() => {
    if (spare === reader) spare = undefined;
  });
}

/** Whether the reader's process, IPC channel and stderr pipe keep this process running. */
function holdsProcess({ child }: Reader, hold: boolean): void {
  const stderr: unknown = child.stderr;
  const handles = [child, child.channel, stderr instanceof Socket ? stderr : undefined];
  for (const h of handles) {
    if (hold) h?.ref();
    else h?.unref();
  }
}

function takeReader(limits: IngestLimits): Reader {
  // The CPU and memory limits are the process's own; the wall time is kept by the caller.
  const fits = spareLimits?.cpuSeconds === limits.cpuSeconds && spareLimits.memoryBytes === limits.memoryBytes;
  const reader = spare && fits && spare.child.exitCode === null && spare.child.signalCode === null ? spare : undefined;
  if (!reader) return startReader(limits, false);
  spare = undefined;
  holdsProcess(reader, true);
  refillSpare();
  return reader;
}

/**
 * ingestPaper in a child process, so a hostile upload cannot hold the server's event loop or its
 * libuv threads (every file operation of every user waits on those): the child is niced, has a
 * CPU-time and a memory limit, and is killed at the wall-time limit. A child that is stopped
 * becomes an IngestError naming the figure it was converting. Resolves with paper.json as written.
 */
export async function ingestPaperIsolated(
  input: IngestInput,
  workspaceDir: string,
  progress: IngestProgress = () => undefined,
  opts: { limits?: IngestLimits; signal?: AbortSignal } = {},
): Promise<PaperDocument> {
  const limits = opts.limits ?? INGEST_LIMITS;
  return ingestSlots.use(async () => {
    opts.signal?.throwIfAborted();
    await runReader(takeReader(limits), { input, workspaceDir: path.resolve(workspaceDir) }, progress, limits, opts.signal);
    return readPaperDocument(workspaceDir);
  });
}

function runReader({ child, closed, stderr }: Reader, request: IngestChildRequest, progress: IngestProgress, limits: IngestLimits, signal: AbortSignal | undefined): Promise<void> {
  const figures = new Set<string>();
  let outcome: { ok: true } | { ok: false; error: Error } | undefined;
  const started = Date.now();
  const wall = deadline(child, limits.wallMs);
  const onAbort = () => killGroup(child);
  signal?.addEventListener("abort", onAbort, { once: true });
  child.on("message", (raw: unknown) => {
    const parsed = IngestChildMessage.safeParse(raw);
    if (!parsed.success) return;
    const m = parsed.data;
    if (m.type === "progress") progress(m.stage, m.percent);
    else if (m.type === "figure") {
      if (m.state === "start") figures.add(m.file);
      else figures.delete(m.file);
    } else if (m.type === "done") outcome = { ok: true };
    else outcome = { ok: false, error: isIngestErrorCode(m.code) ? new IngestError(m.message, m.code) : new Error(`reading the paper failed: ${m.message}`) };
  });
  child.send(request, (err) => {
    if (err) killGroup(child);
  });
  return closed.then(({ code, signal: sig }) => {
    wall.clear();
    signal?.removeEventListener("abort", onAbort);
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("aborted");
    if (outcome?.ok && code === 0) return;
    if (outcome && !outcome.ok) throw outcome.error;
    if (wall.timedOut()) throw overLimit("time", figures, limits);
    // SIGKILL is the hard CPU limit only once the child can have used that much CPU: sooner, it
    // is the kernel's out-of-memory killer (the child reads with about one busy thread).
    const cpuKill = sig === "SIGXCPU" || (sig === "SIGKILL" && Date.now() - started >= (limits.cpuSeconds * 1000) / 2);
    if (cpuKill) throw overLimit("cpu", figures, limits);
    if (sig || code !== 0) throw overLimit("memory", figures, limits);
    const said = stderr();
    throw new Error(`the paper reader stopped without an answer${said ? `: ${said.slice(-300)}` : ""}`);
  });
}
