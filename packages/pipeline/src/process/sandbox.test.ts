import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool } from "./run-tool.js";
import { sandboxStatus } from "./sandbox.js";

// The bootstrap installs bubblewrap and CI runs where namespaces can be made: the sandbox must be
// there. Where it cannot be, this fails rather than skips, so a machine without it is noticed.
describe("the tool sandbox (bubblewrap)", () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-sandbox-"));
  const mine = path.join(data, "papers", "mine");
  const other = path.join(data, "papers", "other");
  const input = path.join(mine, "source", "paper.pdf");
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    fs.mkdirSync(path.join(mine, "work"), { recursive: true });
    fs.mkdirSync(path.dirname(input), { recursive: true });
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(input, "the upload");
    fs.writeFileSync(path.join(other, "secret.txt"), "another user's paper");
    server = http.createServer((_req, res) => res.end("reached"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(data, { recursive: true, force: true });
  });
  const confined = (script: string) => runTool("sh", ["-c", script], { cwd: path.join(mine, "work"), timeoutMs: 20_000, sandbox: { read: [input] } });

  it("is available on this machine", () => {
    expect(sandboxStatus()).toEqual({ kind: "bwrap", command: "bwrap" });
  });

  it("lets a tool read its input and write its own folder, nothing else", async () => {
    const ok = await confined(`cat '${input}' && echo written > out.txt`);
    expect(ok.code).toBe(0);
    expect(ok.stdout.toString()).toBe("the upload");
    expect(fs.readFileSync(path.join(mine, "work", "out.txt"), "utf8")).toBe("written\n");
    // The input is read-only, other papers are not there at all, nor is the rest of the disk.
    expect((await confined(`echo changed > '${input}'`)).code).not.toBe(0);
    expect(fs.readFileSync(input, "utf8")).toBe("the upload");
    expect((await confined(`cat '${path.join(other, "secret.txt")}'`)).code).not.toBe(0);
    expect((await confined("ls /root /home /etc/passwd")).code).not.toBe(0);
    // Unconfined, the same command does see the other paper: the test above means something.
    const open = await runTool("sh", ["-c", `cat '${path.join(other, "secret.txt")}'`], { cwd: mine, timeoutMs: 20_000 });
    expect(open.stdout.toString()).toBe("another user's paper");
  });

  it("gives a tool no network, not even this machine's loopback", async () => {
    const url = `http://127.0.0.1:${port}/`;
    const args = ["-hide_banner", "-loglevel", "error", "-f", "data", "-i", url, "-map", "0", "-c", "copy", "-f", "data", "-"];
    const outside = await runTool("ffmpeg", args, { cwd: mine, timeoutMs: 20_000 });
    expect(outside.stdout.toString()).toBe("reached");
    const inside = await runTool("ffmpeg", args, { cwd: path.join(mine, "work"), timeoutMs: 20_000, sandbox: {} });
    expect(inside.code).not.toBe(0);
    expect(inside.stdout.length).toBe(0);
  });

  it("reports a machine without bubblewrap as unsandboxed, with the reason", () => {
    const status = sandboxStatus("/nonexistent/bwrap");
    expect(status.kind).toBe("none");
    expect(status.kind === "none" && status.reason).toMatch(/not installed/);
  });
});
