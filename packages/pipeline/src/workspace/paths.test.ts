import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataPaths, deckPaths, videoPaths, workspacePaths } from "./paths.js";

// The layout on disk is a contract with workspaces made by earlier versions: these names must not move.
describe("workspace paths", () => {
  const ws = workspacePaths("/w");

  it("names the source, the deck and the per-language folders as the workspace has always laid them out", () => {
    expect(ws.sourcePdf).toBe(path.join("/w", "source", "paper.pdf"));
    expect(ws.sourceManifest).toBe(path.join("/w", "source", "manifest.json"));
    expect(ws.extractedMainTex).toBe(path.join("/w", "extracted", "main.tex"));
    expect(ws.deck.pdf).toBe(path.join("/w", "slides", "slides.pdf"));
    expect(ws.deck.previewFile("slide_001.png")).toBe(path.join("/w", "slides", "preview", "slide_001.png"));
    expect(deckPaths(ws.slidesFor("ta")).tex).toBe(path.join("/w", "slides", "ta", "slides.tex"));
    expect(ws.audioManifestFor("hi")).toBe(path.join("/w", "audio", "hi", "manifest.json"));
    expect(videoPaths(ws.videoFor("en")).mp4).toBe(path.join("/w", "video", "en", "presentation.mp4"));
  });

  it("names the data folder's roots", () => {
    const data = dataPaths("/data");
    expect(data.papers).toBe(path.join("/data", "papers"));
    expect(data.paperDir("abc")).toBe(path.join("/data", "papers", "abc"));
    expect(data.tmp).toBe(path.join("/data", "tmp"));
    expect(data.sqlite).toBe(path.join("/data", "lectern.db"));
  });
});
