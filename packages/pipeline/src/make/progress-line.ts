import type { MakeProgress } from "./make-types.js";

const BAR_CELLS = 24;

/** `[#########...............]  38%  Typesetting the slides`, cut to `columns` so it never wraps. */
export function progressLine(p: MakeProgress, columns: number): string {
  const filled = Math.round((BAR_CELLS * p.percent) / 100);
  const line = `[${"#".repeat(filled)}${".".repeat(BAR_CELLS - filled)}] ${String(p.percent).padStart(3)}%  ${p.message}`;
  return line.length > columns ? `${line.slice(0, Math.max(0, columns - 1))}…` : line;
}

/** The part of a stream (process.stderr) the progress writer uses. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/**
 * Progress for a terminal: one line redrawn in place when `out` is a TTY; otherwise (a log file,
 * a pipe) one plain line per stage, so logs stay readable. `finish` ends the redrawn line.
 */
export function progressWriter(out: ProgressStream): { update: (p: MakeProgress) => void; finish: () => void } {
  let drawn = false;
  let lastStage = "";
  return {
    update(p) {
      if (out.isTTY) {
        out.write(`\r${progressLine(p, out.columns || 80)}\x1b[K`);
        drawn = true;
      } else if (p.stage !== lastStage) {
        out.write(`[${String(p.percent).padStart(3)}%] ${p.stage}: ${p.message}\n`);
      }
      lastStage = p.stage;
    },
    finish() {
      if (drawn) out.write("\n");
      drawn = false;
    },
  };
}
