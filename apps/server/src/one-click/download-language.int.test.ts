import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { houseFile } from "../test/house-papers.js";
import { multipartBody } from "../test/multipart.js";
import { sessionFor } from "../test/sessions.js";
import { testConfig } from "../test/test-config.js";

// /video-display downloads through the one-click routes what it shows: a paper whose only video is
// Hindi must not get a 404 (or an English file) for Download Video / Download Slides. The media
// files are placed where the video stage leaves them; making them is the pipeline's own test.

describe("one-click downloads in a narration language", () => {
  let app: FastifyInstance;
  let me: Record<string, string>;
  let workspace: string;
  let id: string;

  beforeAll(async () => {
    const config = testConfig();
    app = await buildApp(config);
    me = await sessionFor(config.dataDir, "downloader");
    const body = await multipartBody({}, { name: "wireless-workload.pdf", data: houseFile("routing.pdf") });
    const res = await app.inject({ method: "POST", url: "/api/papers/upload-pdf", headers: { ...me, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    id = res.json().paper_id as string;
    workspace = path.join(config.dataDir, "papers", id);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const put = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(workspace, rel)), { recursive: true });
    fs.writeFileSync(path.join(workspace, rel), content);
  };
  const get = (what: "video" | "slides", query = "") => app.inject({ method: "GET", url: `/api/papertovideo/${id}/download-${what}${query}`, headers: me });

  it("serves the Hindi video and the Hindi deck when asked, English by default, and refuses an unknown language", async () => {
    put("video/hi/presentation.mp4", "hindi-mp4");
    put("translations/hi.json", "{}");
    put("slides/hi/slides.pdf", "%PDF-hindi");
    put("slides/slides.pdf", "%PDF-source");

    const video = await get("video", "?language=Hindi");
    expect(video.statusCode).toBe(200);
    expect(video.body).toBe("hindi-mp4");
    expect(video.headers["content-disposition"]).toContain(`presentation_${id}.mp4`);
    const slides = await get("slides", "?language=Hindi");
    expect(slides.statusCode).toBe(200);
    expect(slides.body).toBe("%PDF-hindi");

    // Without a language: one click's English, which this paper has no video of.
    const english = await get("video");
    expect(english.statusCode).toBe(404);
    expect(english.json().detail).toBe("No English video has been made for this paper yet.");
    expect((await get("slides")).body).toBe("%PDF-source");

    const unknown = await get("video", "?language=Klingon");
    expect(unknown.statusCode).toBe(422);
  });

  it("a language whose translated deck is not built yet says so", async () => {
    put("translations/ta.json", "{}");
    const tamil = await get("slides", "?language=Tamil");
    expect(tamil.statusCode).toBe(404);
    expect(tamil.json().detail).toBe("No Tamil slides have been made for this paper yet.");
  });
});
