import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built entry points (npm test builds them first). */
export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist");

/** A port nothing listens on: provider calls fail at once, as on an offline machine. */
const NOWHERE = "http://127.0.0.1:9";

/**
 * The environment of a built server or worker a test starts: its own data directory, no web build,
 * and every provider offline (key checks end "unverified" at once). `extra` adds or overrides.
 */
export function offlineServerEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, "no-web"),
    GEMINI_BASE_URL: NOWHERE,
    OPENAI_BASE_URL: NOWHERE,
    SARVAM_BASE_URL: NOWHERE,
    ...extra,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** One pino JSON log line of a child process (anything else on stdout is kept as text). */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** Every log line so far. */
  lines: LogLine[];
  /** The first line (already seen or still to come) that matches. */
  line(match: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it printed on stderr (shown when a test fails). */
  stderr(): string;
}

/** Runs a built entry point (main.js, worker.js) with exactly this environment. */
export function startNode(name: string, script: string, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, [path.join(DIST, script)], { env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: LogLine[] = [];
  const waiters = new Set<{ match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }>();
  let buffered = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    for (const text of parts) {
      if (!text.trim()) continue;
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { msg: text };
      }
      lines.push(line);
      for (const w of waiters) {
        if (!w.match(line)) continue;
        waiters.delete(w);
        w.resolve(line);
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    lines,
    exited,
    stderr: () => err,
    line(match, timeoutMs) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(new Error(`${name}: no matching log line within ${timeoutMs} ms; stderr: ${err.slice(-2000)}`));
        }, timeoutMs).unref();
      });
    },
  };
}
