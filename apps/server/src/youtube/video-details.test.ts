import { languageByName, type PaperDocument } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { videoDetails } from "./video-details.js";

const doc = (metadata: Partial<PaperDocument["metadata"]>, abstract = "We study things. They work."): PaperDocument => ({
  version: 1,
  source_kind: "latex",
  metadata: { title: "A Paper", authors: "Ada Lovelace, Alan Turing", date: "2024-01-02", arxiv_id: null, ...metadata },
  abstract,
  sections: [],
  figures: [],
  tables: [],
  warnings: [],
  spoken_math: [],
});

describe("videoDetails", () => {
  it("describes the paper: authors, abstract, arXiv link, language, credit; category 28; the operator's privacy", () => {
    const { snippet, status } = videoDetails({ ...doc({ arxiv_id: "2310.01234v2" }), language: "en" }, languageByName("Hindi"), "unlisted");
    // The title and description are the paper's English; the narration is Hindi.
    expect(snippet).toMatchObject({ title: "A Paper", categoryId: "28", defaultLanguage: "en", defaultAudioLanguage: "hi" });
    expect(snippet.description).toBe("A Paper\nAda Lovelace, Alan Turing\n2024-01-02\n\nWe study things. They work.\n\nPaper: https://arxiv.org/abs/2310.01234v2\nNarration: Hindi\n\nMade with Lectern");
    expect(snippet.tags).toContain("Hindi");
    expect(status).toEqual({ privacyStatus: "unlisted" });
  });

  it("keeps within YouTube's rules: no '<' or '>', title at most 100 characters, description at most 5000 bytes", () => {
    const title = `<b>Deep</b> ${"नेटवर्क ".repeat(40)}`;
    const abstract = `${"यह एक लंबा सार है। ".repeat(400)}`;
    const { snippet } = videoDetails(doc({ title, authors: "A <script> B" }, abstract), languageByName("English"), "private");
    expect(snippet.title).not.toMatch(/[<>]/);
    expect(Array.from(snippet.title).length).toBeLessThanOrEqual(100);
    expect(snippet.title.endsWith("…")).toBe(true);
    expect(snippet.description).not.toMatch(/[<>]/);
    expect(Buffer.byteLength(snippet.description, "utf8")).toBeLessThanOrEqual(5000);
    expect(snippet.description.endsWith("Narration: English\n\nMade with Lectern")).toBe(true);
  });

  it("falls back to a title when the paper has none, and leaves out an odd arXiv id", () => {
    const { snippet } = videoDetails(doc({ title: " <> ", arxiv_id: "javascript:alert(1)" }), languageByName("English"), "public");
    expect(snippet.title).toBe("Research paper presentation");
    // Ingest could not tell the paper's language: YouTube is not told one.
    expect(snippet.defaultLanguage).toBeUndefined();
    expect(snippet.description).not.toContain("arxiv.org");
  });
});
