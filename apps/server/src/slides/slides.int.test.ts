import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractZip, runToolOk } from "@lectern/pipeline";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile, type HouseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

describe("slides through the API", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  let dataDir: string;

  const upload = async (name: HouseFile) => {
    const body = await multipartBody({}, { name, data: houseFile(name) });
    const route = name.endsWith(".pdf") ? "upload-pdf" : "upload-zip";
    return (await app.inject({ method: "POST", url: `/api/papers/${route}`, headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id as string;
  };

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    app = await buildApp(config);
    me = await sessionFor(dataDir, "presenter");
  });
  afterAll(async () => {
    await app.close();
  });

  it("asks for scripts first, then builds a deck with previews and both downloads", async () => {
    const id = await upload("routing.pdf");
    const early = await app.inject({ method: "POST", url: `/api/slides/${id}/generate`, headers: me });
    expect(early.statusCode).toBe(422);
    expect(early.json().detail).toMatch(/Generate the scripts first/);
    expect((await app.inject({ method: "GET", url: `/api/slides/${id}/preview`, headers: me })).statusCode).toBe(404);
    const noPptx = await app.inject({ method: "GET", url: `/api/slides/${id}/download-pptx`, headers: me });
    expect(noPptx.statusCode).toBe(404);
    expect(noPptx.json().detail).toBe("No slides have been made for this paper yet. Generate the slides first.");

    expect((await app.inject({ method: "POST", url: `/api/scripts/${id}/generate`, headers: me })).statusCode).toBe(200);
    const res = await app.inject({ method: "POST", url: `/api/slides/${id}/generate`, headers: me });
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe("pdflatex");
    const slides = res.json().slides as string[];
    expect(slides[0]).toBe("slide_000.png");
    expect(slides.length).toBeGreaterThanOrEqual(6);

    const preview = (await app.inject({ method: "GET", url: `/api/slides/${id}/preview`, headers: me })).json();
    expect(preview.images).toEqual(slides);
    expect(preview.stale).toBe(false);
    const img = await app.inject({ method: "GET", url: preview.urls["slide_000.png"] });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await app.inject({ method: "GET", url: `/api/slides/${id}/slide_000.png` })).statusCode).toBe(401);

    const pdf = await app.inject({ method: "GET", url: `/api/slides/${id}/download`, headers: me });
    expect(pdf.headers["content-disposition"]).toContain(`slides_${id}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const tex = await app.inject({ method: "GET", url: `/api/slides/${id}/download-latex`, headers: me });
    expect(tex.headers["content-disposition"]).toContain(`slides_${id}.tex`);
    expect(tex.body).toContain("\\documentclass");
    expect(tex.body).toContain("Sparse Attention Routing for Low-Latency Speech Recognition");

    // The bundle holds the .tex and every figure it names, and compiles where it is unpacked.
    const bundle = await app.inject({ method: "GET", url: `/api/slides/${id}/download-bundle`, headers: me });
    expect(bundle.headers["content-type"]).toBe("application/zip");
    expect(bundle.headers["content-disposition"]).toContain(`slides_${id}_latex.zip`);
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bundle-"));
    try {
      fs.writeFileSync(path.join(unpacked, "bundle.zip"), bundle.rawPayload);
      await extractZip(path.join(unpacked, "bundle.zip"), path.join(unpacked, "out"));
      const folder = path.join(unpacked, "out", `slides_${id}`);
      const named = [...tex.body.matchAll(/\\includegraphics\[[^\]]*\]\{([^}]+)\}/g)].map((m) => m[1]);
      expect(named.length).toBeGreaterThan(0);
      for (const file of named) expect(fs.existsSync(path.join(folder, file ?? "")), String(file)).toBe(true);
      await runToolOk("pdflatex", ["-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error", "slides.tex"], { cwd: folder, timeoutMs: 120_000 });
      expect(fs.readFileSync(path.join(folder, "slides.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      fs.rmSync(unpacked, { recursive: true, force: true });
    }

    // The PowerPoint copy: made on request from the deck, named after the paper, a zip with one slide per frame.
    const pptx = await app.inject({ method: "GET", url: `/api/slides/${id}/download-pptx`, headers: me });
    expect(pptx.statusCode).toBe(200);
    expect(pptx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.presentationml.presentation");
    expect(pptx.headers["content-disposition"]).toBe('attachment; filename="Sparse_Attention_Routing_for_Low_Latency_Speech_Recognition.pptx"');
    expect(pptx.rawPayload.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(pptx.rawPayload.includes(Buffer.from(`ppt/slides/slide${slides.length}.xml`))).toBe(true);
    expect(pptx.rawPayload.includes(Buffer.from(`ppt/slides/slide${slides.length + 1}.xml`))).toBe(false);
    // The paper's own language is the source deck; an unknown language is refused by the contract.
    expect((await app.inject({ method: "GET", url: `/api/slides/${id}/download-pptx?language=English`, headers: me })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/api/slides/${id}/download-pptx?language=Klingon`, headers: me })).statusCode).toBe(422);
    // A translated narration has a deck of its own, made with that language's video: none yet.
    const translation = { version: 1, language: "Hindi", provider: "none", source_hash: "x", order: [], sections: {} };
    fs.mkdirSync(path.join(dataDir, "papers", id, "translations"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "papers", id, "translations", "hi.json"), JSON.stringify(translation));
    const hindi = await app.inject({ method: "GET", url: `/api/slides/${id}/download-pptx?language=Hindi`, headers: me });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json().detail).toBe("No Hindi slides have been made for this paper yet: they are made with its Hindi video.");

    // Saving the scripts after the deck was made marks it stale until the next build.
    const sections = (await app.inject({ method: "GET", url: `/api/scripts/${id}/sections`, headers: me })).json().sections as Record<string, { script: string; bullet_points: string[] }>;
    const [key, first] = Object.entries(sections)[0] ?? [];
    await new Promise((r) => setTimeout(r, 20));
    await app.inject({ method: "PUT", url: `/api/scripts/${id}/sections`, headers: me, payload: { sections: { [key ?? ""]: { script: `${first?.script} More.`, bullet_points: first?.bullet_points } } } });
    expect((await app.inject({ method: "GET", url: `/api/slides/${id}/preview`, headers: me })).json().stale).toBe(true);
  });

  it("hides decks from other users", async () => {
    const id = await upload("routing.pdf");
    const other = await sessionFor(dataDir, "someone-else");
    for (const [method, url] of [["POST", `/api/slides/${id}/generate`], ["GET", `/api/slides/${id}/preview`], ["GET", `/api/slides/${id}/download`], ["GET", `/api/slides/${id}/download-bundle`], ["GET", `/api/slides/${id}/download-latex`], ["GET", `/api/slides/${id}/download-pptx`], ["GET", `/api/slides/${id}/slide_000.png`]] as const) {
      expect({ url, status: (await app.inject({ method, url, headers: other })).statusCode }).toEqual({ url, status: 404 });
    }
  });
});
