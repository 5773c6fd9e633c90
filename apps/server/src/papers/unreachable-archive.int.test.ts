import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

// An import whose archive cannot be reached says which one, in words: "arXiv could not be
// reached from this server", never a bare network code such as "(ECONNREFUSED)". Port 9 on
// loopback has nothing listening, so the connection is refused at once.

const NOWHERE = "http://127.0.0.1:9";

describe("arXiv and bioRxiv imports when the archive cannot be reached", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;

  beforeAll(async () => {
    const config = testConfig({ ARXIV_API_BASE: NOWHERE, ARXIV_BASE: NOWHERE, BIORXIV_API_BASE: NOWHERE, BIORXIV_BASE: NOWHERE });
    app = await buildApp(config);
    me = await sessionFor(config.dataDir, "importer");
  });
  afterAll(async () => {
    await app.close();
  });

  const scrape = (url: string) => app.inject({ method: "POST", url: "/api/papers/scrape-arxiv", headers: me, payload: { arxiv_url: url } });
  const expectWorded = (detail: string, service: string) => {
    expect(detail).toBe(`${service} could not be reached from this server (it refused the connection). Please try again later; if it keeps happening, the server may have no internet access.`);
    expect(detail).not.toMatch(/E[A-Z]{4,}/);
  };

  it("Process with an arXiv link: 502 naming arXiv, in words", async () => {
    const res = await scrape("https://arxiv.org/abs/0704.0001");
    expect(res.statusCode).toBe(502);
    expectWorded(res.json().detail as string, "arXiv");
  });

  it("Process with a bioRxiv link: 502 naming bioRxiv", async () => {
    const res = await scrape("https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1");
    expect(res.statusCode).toBe(502);
    expectWorded(res.json().detail as string, "bioRxiv");
  });

  it("One click with an arXiv link says the same, and no paper is left behind", async () => {
    const body = await multipartBody({ arxiv_url: "https://arxiv.org/abs/0704.0001" });
    const res = await app.inject({ method: "POST", url: "/api/papertovideo/upload_arxiv_to_video", headers: { ...me, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(502);
    expectWorded(res.json().detail as string, "arXiv");
    // One click reads the paper inside its job: the job failed with the same words, and made no paper.
    const jobs = (await app.inject({ method: "GET", url: "/api/jobs", headers: me })).json().jobs as { kind: string; state: string; paper_id: string | null; message: string }[];
    expect(jobs.map((j) => ({ kind: j.kind, state: j.state, paper_id: j.paper_id }))).toEqual([{ kind: "oneclick", state: "failed", paper_id: null }]);
    expectWorded(jobs[0]?.message ?? "", "arXiv");
    expect((await app.inject({ method: "GET", url: "/api/papers", headers: me })).json().papers).toEqual([]);
  });
});
