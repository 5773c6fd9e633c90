import type { ChildProcess } from "node:child_process";

/** SIGKILL to the child's whole process group (it was spawned detached), or to the child alone. */
export function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

/** Kills the child's group once `ms` have passed; `timedOut()` says whether that happened. */
export function deadline(child: ChildProcess, ms: number): { timedOut: () => boolean; clear: () => void } {
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    killGroup(child);
  }, ms);
  return { timedOut: () => fired, clear: () => clearTimeout(timer) };
}
