import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runTool } from "./run-tool.js";

describe("runTool outside the sandbox", () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-run-tool-"));
  afterAll(() => fs.rmSync(cwd, { recursive: true, force: true }));

  it("gives each run a TMPDIR of its own, removed when the run ends", async () => {
    // Ghostscript's -dSAFER lets a file reach TMPDIR: a shared /tmp would expose other runs' files.
    const script = 'echo "$TMPDIR"; test -d "$TMPDIR" && test -w "$TMPDIR" && ls -A "$TMPDIR" | wc -l';
    const [a, b] = await Promise.all([runTool("sh", ["-c", script], { cwd, timeoutMs: 10_000 }), runTool("sh", ["-c", script], { cwd, timeoutMs: 10_000 })]);
    const [dirA, countA] = a.stdout.toString().trim().split("\n");
    const [dirB] = b.stdout.toString().trim().split("\n");
    expect(a.code).toBe(0);
    expect(dirA).toMatch(/lectern-tool-/);
    expect(dirA).not.toBe(dirB);
    expect(dirA).not.toBe(os.tmpdir());
    expect(countA?.trim()).toBe("0");
    expect(fs.existsSync(dirA ?? "")).toBe(false);
  });
});
