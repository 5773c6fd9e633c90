import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Ghostscript, poppler and ffmpeg parse files users upload (and audio providers send), and
 * `-dSAFER` alone has a history of bypasses. Such runs go through bubblewrap: no network, no
 * other namespaces shared, the system's programs and libraries read-only, a private /tmp, the
 * input files read-only and only the tool's own working folder writable; the data directory
 * with everyone else's papers is not there at all. Where bwrap is missing or user namespaces are
 * not allowed, the tools run as before and the server says so at start-up and in /health.
 */
export interface SandboxPaths {
  /** Files or folders the tool reads (bound read-only at the same path); it writes only its working folder. */
  read?: readonly string[];
}

export type SandboxStatus = { kind: "bwrap"; command: string } | { kind: "none"; reason: string };

/** System folders bound read-only; merged-/usr symlinks are recreated as symlinks. */
const SYSTEM = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/var/lib/ghostscript", "/var/cache/fontconfig"];
/** What the tools need of /etc: fonts, the loader cache, Debian's alternatives, gs's own config. */
const ETC = ["/etc/fonts", "/etc/ld.so.cache", "/etc/alternatives", "/etc/ghostscript", "/etc/papersize", "/etc/localtime"];

let binds: string[] | undefined;

/** The system part of every sandbox, read off the disk once per process (it does not change while we run). */
function systemBinds(): string[] {
  if (binds) return binds;
  const out: string[] = [];
  for (const dir of SYSTEM) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(dir);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) out.push("--symlink", fs.readlinkSync(dir), dir);
    else out.push("--ro-bind", dir, dir);
  }
  for (const entry of ETC) out.push("--ro-bind-try", entry, entry);
  binds = out;
  return out;
}

/** The bwrap command line that runs `command args` confined as described above. */
export function sandboxArgs(command: string, args: readonly string[], cwd: string, paths: SandboxPaths = {}): string[] {
  const abs = (p: string) => path.resolve(cwd, p);
  const work = path.resolve(cwd);
  return [
    ...systemBinds(),
    ...["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"],
    ...(paths.read ?? []).flatMap((p) => ["--ro-bind", abs(p), abs(p)]),
    ...["--bind", work, work, "--chdir", work],
    ...["--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL"],
    "--",
    command,
    ...args,
  ];
}

let status: SandboxStatus | undefined;

/**
 * Whether tools can be sandboxed here, found once by running `true` the way tools will be run.
 * `bwrap` is looked up on PATH unless a command is given (tests point it at a missing one).
 */
export function sandboxStatus(bwrap = "bwrap"): SandboxStatus {
  if (status && bwrap === "bwrap") return status;
  const probe = spawnSync(bwrap, sandboxArgs("true", [], "/tmp"), { encoding: "utf8", timeout: 10_000 });
  const found: SandboxStatus =
    probe.error || probe.status !== 0
      ? { kind: "none", reason: probe.error ? `${bwrap} is not installed` : `${bwrap} cannot create namespaces here: ${(probe.stderr || "").trim().slice(0, 200)}` }
      : { kind: "bwrap", command: bwrap };
  if (bwrap === "bwrap") status = found;
  return found;
}
