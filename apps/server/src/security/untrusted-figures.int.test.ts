import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { forgeZip } from "../test/hostile-zip.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

/**
 * Figures that are slow to draw (filters stacked over a large canvas) are read in a process of
 * their own, under a CPU limit, niced: while two papers of three such figures are read, another
 * user's paper (read from disk, on the threads every file operation waits on) answers about as fast
 * as when the server is idle, and the uploads are refused with a message naming the figures. Read
 * inside the server, six such figures held all four of those threads: one request of the other
 * user waited 73 s for them, and the papers were accepted after half a minute of CPU each. The latencies are
 * printed; the bound is generous.
 */
const SLOW_SVG = (() => {
  const filters = Array.from({ length: 6 }, (_, i) => `<filter id="f${i}" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.9" numOctaves="10"/><feGaussianBlur stdDeviation="50"/></filter>`).join("");
  const layers = Array.from({ length: 6 }, (_, i) => `<rect width="9000" height="9000" filter="url(#f${i})"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"><defs>${filters}</defs>${layers}</svg>`;
})();

const MAIN_TEX = String.raw`\documentclass{article}
\usepackage{graphicx}
\title{A Study of Slow Figures}
\author{Ann Author}
\begin{document}
\maketitle
\begin{abstract}We study figures that are slow to draw, and report how long a reader takes on each of them in many cases.\end{abstract}
\section{Introduction}
Figures can be slow to draw when their filters are stacked over a large canvas, which we measure here in detail.
\begin{figure}\includegraphics{plots/slow1.svg}\caption{A slow figure.}\end{figure}
\begin{figure}\includegraphics{plots/slow2.svg}\caption{Another slow figure.}\end{figure}
\begin{figure}\includegraphics{plots/slow3.svg}\caption{A third slow figure.}\end{figure}
\section{Results}
The reader stopped within its limits in every case we tried, and other users kept their latency.
\end{document}
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe("figures that are slow to draw", () => {
  let app: FastifyInstance;
  let base: string;
  let dataDir: string;
  let mallory: Record<string, string>;
  let alice: Record<string, string>;
  let alicePaper: string;

  beforeAll(async () => {
    const config = testConfig({ INGEST_CPU_SECONDS: "6", INGEST_WALL_SECONDS: "60" });
    dataDir = config.dataDir;
    app = await buildApp(config);
    base = await app.listen({ port: 0, host: "127.0.0.1" });
    mallory = await sessionFor(dataDir, "mallory");
    alice = await sessionFor(dataDir, "alice");
    const plain = MAIN_TEX.replace(/\\begin\{figure\}.*\\end\{figure\}\n/g, "");
    const own = await upload(alice, forgeZip([{ name: "main.tex", data: Buffer.from(plain), deflate: true }]));
    expect(own.status).toBe(200);
    alicePaper = own.paperId;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Alice's paper's metadata (read from its paper.json), timed from the request to the last byte. */
  async function aliceReadMs(): Promise<number> {
    const started = performance.now();
    const res = await fetch(`${base}/api/papers/${alicePaper}/metadata`, { headers: alice });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    return performance.now() - started;
  }

  async function upload(who: Record<string, string>, zip: Buffer): Promise<{ status: number; detail: string; paperId: string }> {
    const body = await multipartBody({}, { name: "paper.zip", data: zip });
    const res = await fetch(`${base}/api/papers/upload-zip`, { method: "POST", headers: { ...who, ...body.headers }, body: new Uint8Array(body.payload) });
    const json = (await res.json()) as { detail?: string; paper_id?: string };
    return { status: res.status, detail: json.detail ?? "", paperId: json.paper_id ?? "" };
  }

  const uploadSlowFigures = () =>
    upload(
      mallory,
      forgeZip([{ name: "main.tex", data: Buffer.from(MAIN_TEX), deflate: true }, ...[1, 2, 3].map((n) => ({ name: `plots/slow${n}.svg`, data: Buffer.from(SLOW_SVG), deflate: true }))]),
    );

  it("keeps another user's requests fast and refuses the paper naming the figure", { timeout: 120_000 }, async () => {
    for (let i = 0; i < 5; i += 1) await aliceReadMs();
    const idle: number[] = [];
    for (let i = 0; i < 20; i += 1) idle.push(await aliceReadMs());

    const uploads = [uploadSlowFigures(), uploadSlowFigures()];
    let settled = 0;
    for (const u of uploads) void u.finally(() => (settled += 1));
    // Both readers are drawing the figure by now (the first seconds go to unpacking and parsing).
    await new Promise((r) => setTimeout(r, 1500));
    const busy: number[] = [];
    while (settled === 0 && busy.length < 200) {
      busy.push(await aliceReadMs());
      await new Promise((r) => setTimeout(r, 50));
    }
    const results = await Promise.all(uploads);

    const idleMs = median(idle);
    const busyMs = median(busy);
    console.log(`GET /api/papers/:id/metadata of another user: idle median ${idleMs.toFixed(1)} ms, while six slow figures were read ${busyMs.toFixed(1)} ms (${(busyMs / idleMs).toFixed(1)}×, ${busy.length} requests, max ${Math.max(...busy).toFixed(0)} ms)`);
    expect(busy.length).toBeGreaterThanOrEqual(10);
    expect(busyMs).toBeLessThan(Math.max(10 * idleMs, idleMs + 100));
    // No request waited for a figure (read inside the server, one waited 73 s here).
    expect(Math.max(...busy)).toBeLessThan(2000);

    for (const r of results) {
      expect(r.status).toBe(422);
      expect(r.detail).toMatch(/computing time|took longer/);
      expect(r.detail).toMatch(/"plots\/slow\d\.svg"/);
    }
    // Nothing of the refused papers stays, and the server still answers.
    expect(fs.readdirSync(path.join(dataDir, "papers"))).toEqual([alicePaper]);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
