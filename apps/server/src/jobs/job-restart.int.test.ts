import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { houseFile } from "../test/house-papers.js";
import { DIST, freePort, offlineServerEnv, until } from "../test/processes.js";

// A real process, killed with SIGKILL in the middle of a one-click job, then started again on the
// same data: the job must finish and its video must be whole. Runs the built server (npm test
// builds it first).
const MAIN = path.join(DIST, "main.js");

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: offlineServerEnv(dataDir, { PORT: String(port), LOG_LEVEL: "error" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
}

describe("a job survives the server being killed", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-restart-"));
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("SIGKILL mid-run, start again: the one-click job completes with a whole video", async () => {
    expect(fs.existsSync(MAIN), `${MAIN} is built by npm test (npm run build)`).toBe(true);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const up = () => until("the server", async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined), 30_000);
    server = startServer(port, dataDir);
    await up();
    const login = (await (await fetch(`${base}/api/auth/local/login`, { method: "POST" })).json()) as { access_token: string };
    const auth = { authorization: `Bearer ${login.access_token}` };

    const form = new FormData();
    form.append("file", new Blob([houseFile("speaker.zip")], { type: "application/zip" }), "bfw-face-bias.zip");
    // The request dies with the server; the job must not.
    void fetch(`${base}/api/papertovideo/upload_latex_to_video`, { method: "POST", headers: auth, body: form }).catch(() => undefined);

    const running = await until(
      "the job to reach the audio or video stage",
      async () => {
        const { jobs } = (await (await fetch(`${base}/api/jobs?active=true`, { headers: auth })).json()) as { jobs: { id: string; paper_id: string; stage: string }[] };
        return jobs.find((j) => j.stage === "audio" || j.stage === "video");
      },
      120_000,
    );
    server.kill("SIGKILL");
    await new Promise((r) => server?.once("exit", r));

    server = startServer(port, dataDir);
    await up();
    const done = await until(
      "the job to finish after the restart",
      async () => {
        const job = (await (await fetch(`${base}/api/jobs/${running.id}`, { headers: auth })).json()) as { state: string; message: string };
        return job.state === "succeeded" || job.state === "failed" ? job : undefined;
      },
      180_000,
    );
    expect(done).toMatchObject({ state: "succeeded" });

    const video = Buffer.from(await (await fetch(`${base}/api/papertovideo/${running.paper_id}/download-video`, { headers: auth })).arrayBuffer());
    const file = path.join(dataDir, "check.mp4");
    fs.writeFileSync(file, video);
    const probe = JSON.parse(execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], { encoding: "utf8" })) as { format: { duration: string }; streams: { codec_name: string; duration?: string }[] };
    expect(probe.streams.map((s) => s.codec_name)).toEqual(expect.arrayContaining(["h264", "aac"]));
    const total = Number(probe.format.duration);
    expect(total).toBeGreaterThan(60);
    // No scratch folder of the killed build is left in the workspace.
    const workspace = path.join(dataDir, "papers", running.paper_id);
    const scratch = fs.readdirSync(workspace, { recursive: true }).map(String).filter((p) => /(^|\/)\.(build|old|preview-old)-/.test(p));
    expect(scratch).toEqual([]);
    // Both tracks run the whole length: nothing half-written was kept.
    for (const s of probe.streams.filter((x) => x.codec_name === "h264" || x.codec_name === "aac")) expect(Math.abs(Number(s.duration) - total)).toBeLessThan(0.5);
  }, 420_000);
});
