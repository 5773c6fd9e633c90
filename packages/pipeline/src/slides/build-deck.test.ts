import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runToolOk } from "../process/run-tool.js";
import { localScript } from "../test-support/script-fixture.js";
import { suiteTempDir } from "../test-support/temp-dir.js";
import { buildDeck } from "./build-deck.js";
import type { TranslatedScript } from "@lectern/contract";
import { checkLayout } from "./check-layout.js";
import { readDeckManifest } from "./deck-manifest.js";
import { SlidesError } from "./slides-error.js";

const HOSTILE = "\\input{/etc/passwd} \\write18{touch pwned} \\catcode`\\@=11 % & _ # $ { } ~ ^ \\ 👍 שלום";

async function workspace(root: string, name: string, title: string, sections: { title: string; bullets: string[]; image?: string; key?: string }[], authors = `Ada Lovelace, ${HOSTILE}`): Promise<string> {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  const paper = {
    version: 1,
    source_kind: "pdf",
    metadata: { title, authors, date: "2024-01-02", arxiv_id: "2401.00001" },
    abstract: "",
    figures: [],
    language: "en",
    warnings: [],
    sections: [],
  };
  fs.writeFileSync(path.join(dir, "paper.json"), JSON.stringify(paper));
  await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#88aacc" } }).png().toFile(path.join(dir, "images", "wide.png"));
  await sharp({ create: { width: 300, height: 1500, channels: 3, background: "#cc8844" } }).jpeg().toFile(path.join(dir, "images", "tall.jpg"));
  const script = localScript(sections.map((s, i) => ({ key: s.key ?? `s${i}`, title: s.title, script: "x", bullet_points: s.bullets, assigned_image: s.image ?? null })));
  fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify(script));
  return dir;
}

async function pdfText(pdf: string): Promise<string> {
  return (await runToolOk("pdftotext", [pdf, "-"], { cwd: path.dirname(pdf), timeoutMs: 30_000 })).stdout.toString("utf8");
}

describe("buildDeck", () => {
  const root = suiteTempDir("lectern-deck-");

  // Hebrew in the hostile text needs LuaLaTeX; its glyphs are kept as characters (see the RTL note in the report).
  it("typesets hostile strings literally, inside the page", async () => {
    const dir = await workspace(root, "hostile", `Title ${HOSTILE}`, [
      { title: `Section ${HOSTILE}`, bullets: [HOSTILE, "plain bullet"], image: "wide.png" },
      { title: "Image only", bullets: [], image: "tall.jpg" },
      { title: "Missing image", bullets: ["a"], image: "../../etc/passwd" },
    ]);
    const deck = await buildDeck(dir);
    expect(deck.engine).toBe("lualatex");
    expect(deck.log.overfullVbox).toBe(0);
    expect(deck.warnings.join(" ")).toContain("👍");
    expect(fs.existsSync(path.join(dir, "slides", "pwned"))).toBe(false);
    const text = await pdfText(deck.pdf);
    expect(text).toContain("\\input{/etc/passwd}");
    expect(text).toContain("\\write18{touch pwned}");
    expect((await checkLayout(deck.pdf, root)).outside).toEqual([]);
    expect(deck.previews.map((p) => path.basename(p))).toEqual(Array.from({ length: deck.frames }, (_, i) => `slide_${String(i).padStart(3, "0")}.png`));
    const meta = await sharp(deck.previews[0]).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 1080]);
    expect(fs.readdirSync(path.join(dir, "slides")).filter((f) => f.startsWith(".build-"))).toEqual([]);
  });

  it("splits long bullet lists and long bullets into continuation frames without overflow", async () => {
    const long = Array.from({ length: 12 }, (_, i) => `Bullet ${i} ${"with quite a lot of words that keep going ".repeat(1 + (i % 4))}`);
    long.push("An extremely long bullet ".repeat(40));
    const authors = Array.from({ length: 30 }, (_, i) => `${String.fromCharCode(65 + (i % 26))}. Author${i}`).join(", ");
    const dir = await workspace(root, "long", "A Long Deck", [{ title: "Results", bullets: long, image: "wide.png" }], authors);
    const deck = await buildDeck(dir);
    expect(deck.engine).toBe("pdflatex");
    const text = await pdfText(deck.pdf);
    expect(text).toContain("Results (cont.)");
    // A long author list is cut after a whole name.
    expect(text).toMatch(/A\. Author0, B\. Author1, .*Author\d+ et al\./s);
    expect(text).not.toMatch(/Author\d+, [A-Z]\. \. \.|…/);
    expect(deck.frames).toBeGreaterThan(4);
    expect(deck.log.overfullVbox).toBe(0);
    expect((await checkLayout(deck.pdf, root)).outside).toEqual([]);

    // The manifest says which pages belong to which section, for pairing with narration.
    const manifest = await readDeckManifest(path.join(dir, "slides"));
    expect(manifest?.frames.map((f) => f.kind)).toEqual(["title", ...Array<string>(deck.frames - 2).fill("section"), "closing"]);
    const results = manifest?.frames.filter((f) => f.section === "s0") ?? [];
    expect(results.map((f) => f.part)).toEqual(results.map((_, i) => i));
    expect(results.every((f) => f.parts === results.length)).toBe(true);
    expect(results.flatMap((f) => f.bullets).join(" ")).toContain("Bullet 11");
  });

  it("shows the paper's title and authors on an opening with no point and no figure, never a lone heading", async () => {
    const title = "A Rather Long Paper Title About Flow-Based Intrusion Detection With Decision Trees Running Entirely Inside the Linux Kernel";
    const authors = Array.from({ length: 30 }, (_, i) => `${String.fromCharCode(65 + (i % 26))}. Author${i}`).join(", ");
    const dir = await workspace(root, "bare-opening", title, [
      { key: "opening", title: "Opening", bullets: [] },
      { title: "Method", bullets: ["The detector runs in the kernel"] },
    ], authors);
    const deck = await buildDeck(dir);
    expect(deck.log.overfullVbox).toBe(0);
    expect((await checkLayout(deck.pdf, root)).outside).toEqual([]);
    const page2 = (await runToolOk("pdftotext", ["-f", "2", "-l", "2", deck.pdf, "-"], { cwd: root, timeoutMs: 30_000 })).stdout.toString("utf8");
    expect(page2.replace(/\s+/g, " ")).toContain("Flow-Based Intrusion Detection");
    expect(page2).toContain("A. Author0");
  });

  it("builds a translated deck beside the source deck, keeping the source deck", async () => {
    const dir = await workspace(root, "translated", "Attention Is All You Need", [{ title: "Introduction", bullets: ["Transformers replace recurrence"] }], "Ada Lovelace");
    const source = await buildDeck(dir);
    const sourcePdf = fs.readFileSync(source.pdf);
    const translation: TranslatedScript = {
      version: 1,
      language: "Tamil",
      provider: "none",
      source_hash: "x",
      order: ["s0"],
      sections: { s0: { title: "அறிமுகம்", script: "x", bullet_points: ["Transformer மாதிரிகள் மறுநிகழ்வை மாற்றுகின்றன"] } },
    };
    const tamil = await buildDeck(dir, { translation });
    expect(tamil.pdf).toBe(path.join(dir, "slides", "ta", "slides.pdf"));
    expect(tamil.engine).toBe("lualatex");
    const text = await pdfText(tamil.pdf);
    expect(text).toContain("அறிமுகம்");
    expect(text).toContain("Attention Is All You Need");
    expect((await readDeckManifest(path.join(dir, "slides", "ta")))?.language).toBe("ta");
    expect(fs.readFileSync(source.pdf).equals(sourcePdf)).toBe(true);
  });

  it("compiles Devanagari, Tamil and Chinese with LuaLaTeX and keeps the characters", async () => {
    const dir = await workspace(root, "indic", "मशीन लर्निंग और தமிழ் மொழி 注意力机制", [
      { title: "परिचय", bullets: ["यह एक परीक्षण है", "இது ஒரு சோதனை", "我们提出了一种新的简单网络架构 Transformer"] },
    ], "अदा लवलेस");
    const deck = await buildDeck(dir);
    expect(deck.engine).toBe("lualatex");
    expect(deck.log.missingChars).toEqual([]);
    const text = await pdfText(deck.pdf);
    for (const s of ["परिचय", "சோதனை", "注意力机制", "Transformer"]) expect(text).toContain(s);
    expect(deck.log.overfullVbox).toBe(0);
  }, 180_000);

  it("keeps the last good deck when a build fails", async () => {
    const dir = await workspace(root, "keep", "Keep", [{ title: "One", bullets: ["a"] }]);
    const first = await buildDeck(dir);
    const before = fs.readFileSync(first.pdf);
    fs.writeFileSync(path.join(dir, "script.json"), "{ broken");
    await expect(buildDeck(dir)).rejects.toThrow();
    fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify({ version: 1, writer: "local", model: "local", length: "standard", generated_at: "x", order: [], sections: {} }));
    await expect(buildDeck(dir)).rejects.toBeInstanceOf(SlidesError);
    expect(fs.readFileSync(first.pdf).equals(before)).toBe(true);
  });
});
