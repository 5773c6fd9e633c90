import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// A small tmpfs is a real file system that really fills up (ENOSPC from the kernel, to ffmpeg
// and to Node alike), without filling the machine's disk. Mounting needs root (CAP_SYS_ADMIN):
// tests that use it are skipped, saying why, where that is not allowed.

export function mountTmpfs(dir: string, bytes: number): void {
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${bytes},mode=0700`, "tmpfs", dir], { stdio: "pipe" });
}

export function unmount(dir: string): void {
  try {
    execFileSync("umount", [dir], { stdio: "pipe" });
  } catch {
    // Still busy (a process holds a file there): detach it now, the kernel frees it when unused.
    execFileSync("umount", ["-l", dir], { stdio: "pipe" });
  }
}

/** Why a tmpfs cannot be mounted here, or undefined when it can (tried on a scratch folder). */
export function tmpfsUnavailable(): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-tmpfs-probe-"));
  try {
    mountTmpfs(dir, 1024 * 1024);
    unmount(dir);
    return undefined;
  } catch (err) {
    return `cannot mount a tmpfs here (${String((err as { stderr?: Buffer }).stderr ?? err).trim()}): run the tests as root to include the full-disk test`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Bytes still free for an unprivileged writer on the file system holding `dir`. */
export function freeBytes(dir: string): number {
  const s = fs.statfsSync(dir);
  return s.bavail * s.bsize;
}
