import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { artifactProblem, finalFiles, scratchLeft } from "../test/artifacts.js";
import { houseFile } from "../test/house-papers.js";
import { DIST, freePort, offlineServerEnv, startNode, until, type NodeProcess } from "../test/processes.js";

// The built server (npm test builds it) is killed with SIGKILL at a random point of a one-click
// job, again and again on one data directory, and started again each time. After every kill the
// files under their final names must be whole; after every restart the job must finish, the paper
// must still be there, and what was whole before the kill must be unchanged or replaced by
// something whole. CRASH_SEED replays a failing run exactly; CRASH_CYCLES changes the count.
const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const SEED = Number(process.env.CRASH_SEED ?? 20_261_121);
/** The shortest house paper: each cycle makes a whole video, twenty times. */
const PAPER = "sorting.pdf";

type Target = "ingest" | "script" | "slides" | "audio" | "video";
const TARGETS: Target[] = ["ingest", "script", "slides", "audio", "video"];
/**
 * How long the kill may come after its target began (ms): uniform over this, and at the latest
 * the moment the stage installs its output (its build folder goes), so the renames are hit too.
 * Ingest is timed from the upload, the script from the job's start (the local writer is quick).
 * Sized near each stage's own length on the house paper (slides and video take well under a
 * second), so most kills land inside the build and the rest on its installing renames.
 */
const WINDOW_MS: Record<Target, number> = { ingest: 800, script: 200, slides: 1000, audio: 800, video: 700 };

type Stage = "slides" | "audio" | "video";
/** What a stage has installed once it is done. */
const OUTPUT: Record<Stage, string> = { slides: "slides/slides.pdf", audio: "audio/en/manifest.json", video: "video/en/video.json" };

/**
 * The build folder a stage works in while it runs (slides/.build-*, audio/.build-en-*,
 * video/.build-*); "" when the stage was already done when we looked; undefined before it starts.
 */
function stageRunning(workspace: string, stage: Stage): string | undefined {
  const parent = path.join(workspace, stage);
  const name = fs.existsSync(parent) ? fs.readdirSync(parent).find((n) => n.startsWith(".build-")) : undefined;
  if (name) return path.join(parent, name);
  return fs.existsSync(path.join(workspace, OUTPUT[stage])) ? "" : undefined;
}

interface JobView {
  id: string;
  /** Null while the one-click job is still reading its upload. */
  paper_id: string | null;
  state: string;
  stage: string;
  message: string;
}

/** mulberry32: a small seeded generator, so a failing sequence of kills can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Files left in the data folder's tmp/ by an upload; a kill before the first upload finds no tmp/ at all. */
const uploadTempFiles = (dataDir: string): number => (fs.existsSync(path.join(dataDir, "tmp")) ? fs.readdirSync(path.join(dataDir, "tmp")).length : 0);
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

describe("SIGKILL at random points of one-click jobs, again and again", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-crash-"));
  const papersDir = path.join(dataDir, "papers");
  let server: NodeProcess | undefined;
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${CYCLES} kills (seed ${SEED}): papers and finished artifacts intact, every job finishes after the restart`, async () => {
    expect(fs.existsSync(path.join(DIST, "main.js")), "the server is built by npm test (npm run build)").toBe(true);
    const random = prng(SEED);
    const pdf = houseFile(PAPER);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const start = async () => {
      server = startNode("server", "main.js", offlineServerEnv(dataDir, { PORT: String(port), LOG_LEVEL: "warn", RATE_LIMIT_GENERATION: "0", RATE_LIMIT_SIGN_IN: "0" }));
      await until("the server to answer", async () => ((await fetch(`${base}/health`)).ok ? true : undefined), 30_000, 50);
    };
    const kill = async () => {
      server?.child.kill("SIGKILL");
      await server?.exited;
    };
    await start();
    const login = (await (await fetch(`${base}/auth/local/login`, { method: "POST" })).json()) as { access_token: string };
    const auth = { authorization: `Bearer ${login.access_token}` };
    const jobsOf = async (query: string) => ((await (await fetch(`${base}/jobs?${query}`, { headers: auth })).json()) as { jobs: JobView[] }).jobs;

    // Every stage is aimed at equally often, in an order the seed decides.
    const plan = Array.from({ length: CYCLES }, (_, i) => TARGETS[i % TARGETS.length] ?? "video");
    for (let i = plan.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [plan[i], plan[j]] = [plan[j] ?? "video", plan[i] ?? "video"];
    }
    const known = new Set<string>();
    const knownJobs = new Set<string>();
    const report: string[] = [];
    const problems: string[] = [];
    let survived = 0;
    const started = Date.now();

    for (const [cycle, target] of plan.entries()) {
      const cycleStarted = Date.now();
      const fail = (what: string) => problems.push(`cycle ${cycle} (aimed at ${target}, seed ${SEED}): ${what}`);
      const before = problems.length;
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), PAPER);
      // The request dies with the server; the job must not.
      void fetch(`${base}/papertovideo/upload_pdf_to_video`, { method: "POST", headers: auth, body: form }).catch(() => undefined);

      // Aim: wait for the target to begin, then a random share of its window, cut short when the
      // stage finishes. A target the job had already passed is reported as such.
      let seen: JobView | undefined;
      let midBuild = false;
      if (target === "ingest") await sleep(random() * WINDOW_MS.ingest);
      else {
        // The job reads the upload itself; it names its paper once ingest made it.
        seen = await until(`cycle ${cycle}: the job's paper`, async () => (await jobsOf("")).find((j) => !knownJobs.has(j.id) && j.paper_id !== null), 120_000, 10);
        const workspace = path.join(papersDir, seen.paper_id ?? "");
        const building = target === "script" ? "" : await until(`cycle ${cycle}: ${target} to start`, () => stageRunning(workspace, target), 120_000, 5);
        const window = random() * WINDOW_MS[target];
        const begun = Date.now();
        while (Date.now() - begun < window && (!building || fs.existsSync(building))) await sleep(5);
        midBuild = building !== "" && fs.existsSync(building);
      }
      await kill();

      // The paper of this cycle: its job's, or a workspace that appeared (a kill during ingest).
      const fresh = fs.existsSync(papersDir) ? fs.readdirSync(papersDir).filter((p) => !known.has(p)) : [];
      const paperId = seen?.paper_id ?? (fresh.length === 1 ? fresh[0] : undefined);
      const workspace = paperId ? path.join(papersDir, paperId) : "";
      // A workspace whose paper is not made yet is the job's scratch: read again from the staged upload.
      const snapshot = seen?.paper_id ? finalFiles(workspace) : new Map<string, string>();
      for (const rel of snapshot.keys()) {
        const problem = artifactProblem(path.join(workspace, rel));
        if (problem) fail(`right after the kill, ${rel} is not whole: ${problem}`);
      }

      await start();
      // This cycle's job, whether or not it had named its paper (a kill during ingest).
      const job = (await jobsOf("")).find((j) => !knownJobs.has(j.id));
      if (job) knownJobs.add(job.id);
      // Where the kill fell, as the database kept it (stage changes are written at once).
      const killedAt = !job ? "before the job existed" : job.state === "succeeded" ? "just after the job finished" : `during ${job.stage}${midBuild ? `, inside ${target}'s build` : ""}`;
      if (paperId) known.add(paperId);
      if (!job) {
        // Killed before the job existed: the paper is either whole and listed, or not there at all.
        const status = paperId ? (await fetch(`${base}/papers/${paperId}/metadata`, { headers: auth })).status : 404;
        if (status !== 404 && status !== 200) fail(`an interrupted upload answers ${status}`);
        // Swept at a start an hour later (papers/interrupted-uploads.ts), not within this test.
        const leftovers = [paperId && status === 404 && fs.existsSync(workspace) ? "an unlisted workspace" : "", uploadTempFiles(dataDir) > 0 ? "the upload's temp file" : ""].filter(Boolean);
        report.push(`${cycle}: ${target} → killed ${killedAt}; paper ${status === 200 ? "kept whole" : "never created"}, no job${leftovers.length ? `; left ${leftovers.join(" and ")}` : ""} (${Date.now() - cycleStarted} ms)`);
        if (problems.length === before) survived++;
        continue;
      }
      const done = await until(`cycle ${cycle}: the job to finish after the restart`, async () => {
        const row = (await (await fetch(`${base}/jobs/${job.id}`, { headers: auth })).json()) as JobView;
        return row.state === "succeeded" || row.state === "failed" ? row : undefined;
      }, 180_000, 100);
      if (done.state !== "succeeded") fail(`the job ${done.state} after the restart: ${done.message}`);
      if (done.paper_id === null) fail("the finished job names no paper");
      else known.add(done.paper_id);
      if (paperId && done.paper_id !== paperId) fail(`the job made paper ${done.paper_id ?? "none"}, not the one read before the kill (${paperId})`);
      if ((await fetch(`${base}/papers/${done.paper_id ?? ""}/metadata`, { headers: auth })).status !== 200) fail("the paper's metadata is gone");

      const made = path.join(papersDir, done.paper_id ?? "");
      const after = finalFiles(made);
      for (const [rel, hash] of snapshot) {
        const now = after.get(rel);
        if (now === undefined) fail(`${rel}, whole before the kill, is gone`);
        else if (now !== hash && artifactProblem(path.join(made, rel))) fail(`${rel} was replaced by a file that is not whole`);
      }
      for (const rel of after.keys()) {
        if (snapshot.get(rel) === after.get(rel)) continue;
        const problem = artifactProblem(path.join(made, rel));
        if (problem) fail(`${rel} after the job is not whole: ${problem}`);
      }
      const source = [...after.keys()].find((rel) => rel.startsWith(`source${path.sep}`) && rel.endsWith(".pdf"));
      if (!source || after.get(source) !== sha(pdf)) fail("the uploaded PDF is not kept byte for byte");
      if (![...after.keys()].some((rel) => rel.endsWith("presentation.mp4"))) fail("no video after the job");
      const scratch = scratchLeft(made);
      if (scratch.length > 0) fail(`scratch left after the job: ${scratch.join(", ")}`);
      report.push(`${cycle}: ${target} → killed ${killedAt}; ${snapshot.size} files checked, job ${done.state} (${Date.now() - cycleStarted} ms)`);
      if (problems.length === before) survived++;
    }

    console.log(`[crash-restart] seed ${SEED}: ${survived}/${CYCLES} cycles survived in ${((Date.now() - started) / 1000).toFixed(1)} s\n${report.join("\n")}`);
    expect(problems).toEqual([]);
    expect(survived).toBe(CYCLES);
  }, 600_000);
});
