import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deadline } from "./deadline.js";
import { sandboxArgs, sandboxStatus, type SandboxPaths } from "./sandbox.js";
import { toolSlots, type Semaphore } from "./semaphore.js";

export interface RunOptions {
  cwd: string;
  timeoutMs: number;
  /** Output beyond this is dropped (a runaway tool cannot exhaust memory). */
  maxOutputBytes?: number;
  env?: NodeJS.ProcessEnv;
  input?: Buffer | string;
  slots?: Semaphore;
  /**
   * Set for tools that parse files from users or providers: the run is confined (sandbox.ts),
   * with these paths and the working folder visible. Unset: the tool runs as it is.
   */
  sandbox?: SandboxPaths;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly result: RunResult,
  ) {
    super(message);
    this.name = "ToolError";
  }
}

/**
 * Runs an external program with an argument array (never a shell), a working directory, a hard
 * timeout that kills the whole process group, bounded output and a shared concurrency limit.
 */
export function runTool(command: string, args: readonly string[], opts: RunOptions): Promise<RunResult> {
  return (opts.slots ?? toolSlots).use(async () => {
    const confined = opts.sandbox ? sandboxStatus() : undefined;
    if (confined?.kind === "bwrap") return spawnTool(confined.command, sandboxArgs(command, args, opts.cwd, opts.sandbox), opts, "/tmp");
    // Each run gets a temporary folder of its own: Ghostscript's -dSAFER lets a file read and
    // write under TMPDIR, which must not be the /tmp other runs (and other users' files) share.
    // Inside the sandbox /tmp is already a private tmpfs.
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "lectern-tool-"));
    try {
      return await spawnTool(command, args, opts, tmp);
    } finally {
      await fs.rm(tmp, { recursive: true, force: true });
    }
  });
}

function spawnTool(program: string, argv: readonly string[], opts: RunOptions, tmpdir: string): Promise<RunResult> {
  const max = opts.maxOutputBytes ?? 64 * 1024 * 1024;
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(program, argv, {
      cwd: opts.cwd,
      env: { ...(opts.env ?? { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: opts.cwd, LANG: "C.UTF-8" }), TMPDIR: tmpdir },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = "";
    const timer = deadline(child, opts.timeoutMs);
    child.stdout.on("data", (c: Buffer) => {
      if (outBytes < max) out.push(c);
      outBytes += c.length;
    });
    child.stderr.on("data", (c: Buffer) => {
      if (err.length < 256 * 1024) err += c.toString("utf8");
    });
    child.on("error", (e) => {
      timer.clear();
      reject(e);
    });
    child.on("close", (code, signal) => {
      timer.clear();
      resolve({ code, signal, stdout: Buffer.concat(out), stderr: err, timedOut: timer.timedOut() });
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(opts.input ?? "");
  });
}

/** runTool that throws ToolError unless the program exits 0 in time. */
export async function runToolOk(command: string, args: readonly string[], opts: RunOptions): Promise<RunResult> {
  const result = await runTool(command, args, opts);
  if (result.timedOut) throw new ToolError(`${command} timed out after ${opts.timeoutMs} ms`, result);
  if (result.code !== 0) throw new ToolError(`${command} failed (exit ${result.code ?? result.signal}): ${result.stderr.slice(-500)}`, result);
  return result;
}
