import fs from "node:fs";
import path from "node:path";
import type { AudioManifest } from "@lectern/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

const manifest = (seconds: number): AudioManifest => ({
  version: 1, language: "English", code: "en", voice: "vidya", provider: "espeak", sample_rate: 22050, input_hash: "h", total_s: seconds,
  sections: [{ key: "opening", file: "01_opening.wav", duration_s: seconds, sentences: [] }],
});

/**
 * The status poll reads the paper's manifests through a cache keyed by each file's version
 * (inode, size, mtime): an unchanged manifest is not read and parsed again on every poll, and a
 * manifest a stage replaced is read at once.
 */
describe("GET /media/{id}/status and the manifest cache", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  let paperId: string;
  let file: string;

  const durations = async () => {
    const res = await app.inject({ method: "GET", url: `/api/media/${paperId}/status`, headers: me });
    expect(res.statusCode).toBe(200);
    return res.json<{ audio_durations: Record<string, number> }>().audio_durations;
  };

  beforeAll(async () => {
    const config = testConfig();
    app = await buildApp(config);
    me = await sessionFor(config.dataDir, "status-poller");
    const body = await multipartBody({}, { name: "p.pdf", data: houseFile("routing.pdf") });
    paperId = (await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, ...body.headers }, payload: body.payload })).json().paper_id;
    file = path.join(config.dataDir, "papers", paperId, "audio", "en", "manifest.json");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(manifest(1.5)));
    fs.utimesSync(file, 1_000, 1_000);
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers from the parsed manifest while the file is unchanged", async () => {
    expect(await durations()).toEqual({ "01_opening.wav": 1.5 });
    // Same inode, same size, same mtime: the file's version is unchanged, so the poll does not
    // read it again (the bytes changed behind the cache's back, which no stage ever does).
    fs.writeFileSync(file, JSON.stringify(manifest(2.5)));
    fs.utimesSync(file, 1_000, 1_000);
    expect(await durations()).toEqual({ "01_opening.wav": 1.5 });
  });

  it("reads a manifest a stage replaced (written to a temp file and renamed over) at once", async () => {
    const tmp = `${file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(manifest(3.5)));
    fs.renameSync(tmp, file);
    expect(await durations()).toEqual({ "01_opening.wav": 3.5 });
  });

  it("answers 404 once the manifest is gone", async () => {
    fs.rmSync(file);
    expect((await app.inject({ method: "GET", url: `/api/media/${paperId}/status`, headers: me })).statusCode).toBe(404);
  });
});
