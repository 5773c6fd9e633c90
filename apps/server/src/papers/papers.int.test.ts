import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { startFakeArchives } from "../test/fake-archives.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";
import path from "node:path";
import fs from "node:fs";

describe("papers: ingest through the API", () => {
  let app: FastifyInstance;
  let archives: Awaited<ReturnType<typeof startFakeArchives>>;
  let dataDir: string;
  let mine: Record<string, string>;
  let theirs: Record<string, string>;


  const upload = async (route: "upload-zip" | "upload-pdf", name: string, data: Buffer, headers = mine) => {
    const body = await multipartBody({}, { name, data });
    return app.inject({ method: "POST", url: `/api/papers/${route}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  beforeAll(async () => {
    archives = await startFakeArchives();
    const config = testConfig({ ...archives.env });
    dataDir = config.dataDir;
    app = await buildApp(config);
    mine = await sessionFor(dataDir, "owner");
    theirs = await sessionFor(dataDir, "someone-else");
  });
  afterAll(async () => {
    await app.close();
    await archives.close();
  });

  it("ingests a LaTeX zip and answers {paper_id, metadata, image_files}", async () => {
    const res = await upload("upload-zip", "bfw.zip", houseFile("speaker.zip"));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paper_id).toMatch(/^[a-f0-9]{20}$/);
    expect(body.metadata.title).toBe("Calibrated Thresholds for Fair Speaker Verification");
    expect(body.image_files.length).toBeGreaterThan(0);

    const meta = await app.inject({ method: "GET", url: `/api/papers/${body.paper_id}/metadata`, headers: mine });
    expect(meta.json().title).toBe(body.metadata.title);
    const source = await app.inject({ method: "GET", url: `/api/papers/${body.paper_id}/download-source`, headers: mine });
    expect(source.statusCode).toBe(200);
    expect(source.rawPayload.equals(houseFile("speaker.zip"))).toBe(true);
    expect((await app.inject({ method: "GET", url: `/api/papers/${body.paper_id}/download-pdf`, headers: mine })).statusCode).toBe(404);

    // Images: listed with signed URLs that work without a token, and only for this path.
    const images = (await app.inject({ method: "GET", url: `/api/images/${body.paper_id}/available`, headers: mine })).json();
    expect(images.images).toEqual(body.image_files);
    const first = images.images[0] as string;
    const signed = images.urls[first] as string;
    const img = await app.inject({ method: "GET", url: signed });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toMatch(/^image\/(png|jpeg)$/);
    expect(img.rawPayload.length).toBeGreaterThan(1000);
    expect((await app.inject({ method: "GET", url: signed.replace(/sig=[^&]+/, "sig=forged") })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: `/api/images/${body.paper_id}/${first}` })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: `/api/images/${body.paper_id}/${first}`, headers: mine })).statusCode).toBe(200);
  });

  it("ingests a PDF and serves it back for Download Paper", async () => {
    const pdf = houseFile("routing.pdf");
    const res = await upload("upload-pdf", "paper.pdf", pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");
    const dl = await app.inject({ method: "GET", url: `/api/papers/${res.json().paper_id}/download-pdf`, headers: mine });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-disposition"]).toContain(`paper_${res.json().paper_id}.pdf`);
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it("edits metadata, refusing a blank title and keeping the arXiv id read-only", async () => {
    const { paper_id } = (await upload("upload-pdf", "p.pdf", houseFile("routing.pdf"))).json();
    const url = `/api/papers/${paper_id}/metadata`;
    const bad = await app.inject({ method: "PUT", url, headers: mine, payload: { title: "  ", authors: "A", date: "" } });
    expect(bad.statusCode).toBe(422);
    const ok = await app.inject({ method: "PUT", url, headers: mine, payload: { title: "New title", authors: "A. One, B. Two", date: "2007", arxiv_id: "9999.99999" } });
    expect(ok.json()).toMatchObject({ success: true, metadata: { title: "New title", authors: "A. One, B. Two", date: "2007" } });
    expect(ok.json().metadata.arxiv_id ?? null).toBeNull();
    expect((await app.inject({ method: "GET", url, headers: mine })).json().title).toBe("New title");
  });

  it("hides a paper from every other user (404, nothing leaked)", async () => {
    const { paper_id } = (await upload("upload-pdf", "p.pdf", houseFile("routing.pdf"))).json();
    for (const url of [`/api/papers/${paper_id}/metadata`, `/api/papers/${paper_id}/download-pdf`, `/api/papers/${paper_id}/download-source`, `/api/images/${paper_id}/available`]) {
      const res = await app.inject({ method: "GET", url, headers: theirs });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain("Sparse Attention");
    }
    const put = await app.inject({ method: "PUT", url: `/api/papers/${paper_id}/metadata`, headers: theirs, payload: { title: "Hijacked", authors: "", date: "" } });
    expect(put.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/papers/${paper_id}/metadata`, headers: mine })).json().title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");
  });

  it("refuses wrong or hostile files with a clear detail and leaves no workspace behind", async () => {
    const before = fs.readdirSync(path.join(dataDir, "papers")).length;
    const cases: [string, "upload-zip" | "upload-pdf", Buffer, RegExp][] = [
      ["a PDF in the zip slot", "upload-zip", houseFile("routing.pdf"), /is a PDF/],
      ["text named .zip", "upload-zip", Buffer.from("just text"), /not a zip/],
      ["a zip in the PDF slot", "upload-pdf", houseFile("speaker.zip"), /not a PDF/],
      ["a truncated PDF", "upload-pdf", houseFile("routing.pdf").subarray(0, 4000), /PDF/],
    ];
    for (const [label, route, data, message] of cases) {
      const res = await upload(route, "x.bin", data);
      expect({ label, status: res.statusCode }).toEqual({ label, status: 422 });
      expect(res.json().detail).toMatch(message);
    }
    expect(fs.readdirSync(path.join(dataDir, "papers")).length).toBe(before);
    expect(fs.readdirSync(path.join(dataDir, "tmp"))).toEqual([]);
  });

  it("refuses uploads over 50 MB with 413 before reading them", async () => {
    const body = await multipartBody({}, { name: "big.pdf", data: Buffer.alloc(50 * 1024 * 1024 + 200_000) });
    const res = await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...mine, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/larger than 50 MB/);
  });

  it("refuses a request with no file or two files", async () => {
    const none = await multipartBody({ note: "x" });
    expect((await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...mine, ...none.headers }, payload: none.payload })).statusCode).toBe(422);
    const pdf = houseFile("routing.pdf");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(pdf)]), "a.pdf");
    form.append("file", new Blob([new Uint8Array(pdf)]), "b.pdf");
    const two = new Response(form);
    const twoFiles = await app.inject({
      method: "POST",
      url: "/api/papers/upload-pdf",
      headers: { ...mine, "content-type": two.headers.get("content-type") ?? "" },
      payload: Buffer.from(await two.arrayBuffer()),
    });
    expect(twoFiles.statusCode).toBe(422);
    expect(twoFiles.json().detail).toBe("Send exactly one file.");
    const json = await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: mine, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
  });

  it("imports from arXiv: metadata from the API, the e-print as LaTeX, the PDF for download", async () => {
    const res = await app.inject({ method: "POST", url: "/api/papers/scrape-arxiv", headers: mine, payload: { arxiv_url: "https://arxiv.org/abs/1811.11357v1" } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata).toMatchObject({ title: "Calibrated Thresholds for Fair Speaker Verification", arxiv_id: "1811.11357v1", date: "2018-11-28" });
    expect(body.metadata.authors).toBe("Priya Natarajan, Jonas Becker, Aiko Tanaka");
    expect(body.image_files.length).toBeGreaterThan(0);
    const dl = await app.inject({ method: "GET", url: `/api/papers/${body.paper_id}/download-pdf`, headers: mine });
    expect(dl.statusCode).toBe(200);
    const src = await app.inject({ method: "GET", url: `/api/papers/${body.paper_id}/download-source`, headers: mine });
    expect(src.headers["content-disposition"]).toContain(".tar.gz");
  });

  it("imports a PDF-only arXiv paper and a bioRxiv paper", async () => {
    const a = await app.inject({ method: "POST", url: "/api/papers/scrape-arxiv", headers: mine, payload: { arxiv_url: "arxiv.org/pdf/0704.0001.pdf" } });
    expect(a.statusCode).toBe(200);
    expect(a.json().metadata.title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");
    const b = await app.inject({ method: "POST", url: "/api/papers/scrape-arxiv", headers: mine, payload: { arxiv_url: "https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1" } });
    expect(b.statusCode).toBe(200);
    expect(b.json().metadata.title).toBe("Soil Moisture Forecasts from Satellite Radar Backscatter");
    expect(b.json().metadata.authors.startsWith("M. Lindqvist, K. Mensah")).toBe(true);
  });

  it("answers unknown ids, other hosts and private addresses with clear details", async () => {
    const cases: [string, number, RegExp][] = [
      ["https://arxiv.org/abs/2501.00000", 404, /no paper with the id 2501.00000/],
      ["https://arxiv.org/abs/1811.11357/../../x", 422, /does not name a paper/],
      ["https://arxiv.org.evil.test/abs/1811.11357", 422, /Only arxiv.org and biorxiv.org/],
      ["http://127.0.0.1/abs/1811.11357", 422, /Only arxiv.org and biorxiv.org/],
      ["https://user:pw@arxiv.org/abs/1811.11357", 422, /user name or password/],
    ];
    for (const [url, status, detail] of cases) {
      const res = await app.inject({ method: "POST", url: "/api/papers/scrape-arxiv", headers: mine, payload: { arxiv_url: url } });
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(res.json().detail).toMatch(detail);
    }
  });
});
