import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runTool } from "../process/run-tool.js";
import type { TexEngine } from "./engine-choice.js";
import { summariseLog, type LogSummary } from "./latex-log.js";
import { SlidesError } from "./slides-error.js";

/** LuaLaTeX builds its font cache once (about 30 s on a cold machine); later runs take 2–3 s. */
const TIMEOUT_MS: Record<TexEngine, number> = { pdflatex: 60_000, lualatex: 120_000 };

/**
 * Font caches hold Lua code that LuaTeX loads, so they live in a private per-user directory
 * rather than the shared temp dir or the (per-build) working directory.
 */
async function texmfVar(): Promise<string> {
  const dir = path.join(os.homedir(), ".cache", "lectern", "texmf-var");
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * Compiles `<name>.tex` in buildDir once: no shell escape, paranoid reads and writes (only the
 * build dir and below), stop at the first error, bounded time. Throws SlidesError with the
 * first LaTeX error line on failure.
 */
export async function compileLatex(engine: TexEngine, buildDir: string, name: string): Promise<LogSummary> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: buildDir,
    LANG: "C.UTF-8",
    openin_any: "p",
    openout_any: "p",
    shell_escape: "f",
    TEXMFVAR: await texmfVar(),
  };
  const args = ["-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error", `${name}.tex`];
  const result = await runTool(engine, args, { cwd: buildDir, timeoutMs: TIMEOUT_MS[engine], env });
  const log = await fs.readFile(path.join(buildDir, `${name}.log`), "utf8").catch(() => result.stdout.toString("utf8"));
  const summary = summariseLog(log);
  if (result.timedOut) throw new SlidesError(`The slides could not be typeset: ${engine} took longer than ${TIMEOUT_MS[engine] / 1000} s.`);
  if (result.code !== 0 || summary.firstError) {
    const line = summary.firstError ?? `${engine} exited with code ${result.code ?? result.signal}`;
    throw new SlidesError(`The slides could not be typeset: ${line}`, log.slice(-4000));
  }
  return summary;
}
