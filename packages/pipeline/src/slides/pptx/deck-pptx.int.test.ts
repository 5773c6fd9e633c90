import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool, runToolOk } from "../../process/run-tool.js";
import { localScript } from "../../test-support/script-fixture.js";
import { deckPptx } from "./deck-pptx.js";
import { languageSlidesDir } from "./language-slides-dir.js";
import { readZipEntries, type ZipEntry } from "./zip-entries.js";

// A workspace with a hand-written deck manifest (as build-deck.ts writes it), so the test needs no
// LaTeX: three sections, one of them split over two frames with a bullet cut in two, a wide and a
// tall figure, and a Hindi translation with its own deck. The .pptx is unzipped and checked part
// by part, then opened by a real office suite (LibreOffice) and its PDF read back.

const LONG = "The long bullet runs on and on with many words so that the planner had to cut it in two pieces";
const NARRATION = {
  s0: "We open with the question. Why do models fail? The answer is data.",
  s1: "The method has three steps. First we collect traces. Then we fit a model.",
  s2: "Results come first here. They cover many runs in detail and at length. The last part shows the tall figure. Finally we compare.",
};

function frame(slide: number, kind: "title" | "section" | "closing", section: string | null, bullets: string[], part = 0, parts = 1) {
  return { slide: `slide_${String(slide).padStart(3, "0")}.png`, kind, section, part, parts, bullets };
}

async function workspace(root: string): Promise<string> {
  const dir = path.join(root, "ws");
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  fs.mkdirSync(path.join(dir, "slides", "hi"), { recursive: true });
  fs.mkdirSync(path.join(dir, "translations"), { recursive: true });
  const metadata = { title: "Traffic Models for Wireless Networks", authors: "Ada Lovelace, Alan Turing", date: "2024-01-02", arxiv_id: "2401.00001" };
  fs.writeFileSync(path.join(dir, "paper.json"), JSON.stringify({ version: 1, source_kind: "pdf", metadata, abstract: "", figures: [], language: "en", warnings: [], sections: [] }));
  await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#88aacc" } }).png().toFile(path.join(dir, "images", "wide.png"));
  await sharp({ create: { width: 300, height: 900, channels: 3, background: "#cc8844" } }).jpeg().toFile(path.join(dir, "images", "tall.jpg"));
  const section = (key: string, title: string, script: string, bullet_points: string[], assigned_image: string | null) => ({ key, title, script, bullet_points, assigned_image });
  const script = localScript([
    section("s0", "Opening", NARRATION.s0, ["Models fail on real traffic", "Data explains why"], null),
    section("s1", "Method", NARRATION.s1, ["Collect traces", "Fit a model", "Compare"], "wide.png"),
    section("s2", "Results", NARRATION.s2, ["Many runs", LONG, "Tall figure last"], "tall.jpg"),
  ]);
  fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify(script));
  const cut = LONG.indexOf(" so that");
  const manifest = {
    version: 1,
    engine: "pdflatex",
    language: null,
    input_hash: "fixture",
    frames: [
      frame(0, "title", null, []),
      frame(1, "section", "s0", ["Models fail on real traffic", "Data explains why"]),
      frame(2, "section", "s1", ["Collect traces", "Fit a model", "Compare"]),
      frame(3, "section", "s2", ["Many runs", LONG.slice(0, cut)], 0, 2),
      frame(4, "section", "s2", [LONG.slice(cut + 1), "Tall figure last"], 1, 2),
      frame(5, "closing", null, []),
    ],
  };
  fs.writeFileSync(path.join(dir, "slides", "deck.json"), JSON.stringify(manifest));

  const hindi = {
    s0: { title: "शुरुआत", script: "हम एक सवाल से शुरू करते हैं।", bullet_points: ["मॉडल असली ट्रैफ़िक पर विफल होते हैं"] },
    s1: { title: "तरीका", script: "तरीके में तीन कदम हैं।", bullet_points: ["ट्रेस इकट्ठा करें"] },
    s2: { title: "परिणाम", script: "परिणाम यहाँ हैं।", bullet_points: ["कई रन"] },
  };
  fs.writeFileSync(path.join(dir, "translations", "hi.json"), JSON.stringify({ version: 1, language: "Hindi", provider: "none", source_hash: "x", order: ["s0", "s1", "s2"], sections: hindi }));
  const hiFrames = [frame(0, "title", null, []), ...(["s0", "s1", "s2"] as const).map((k, i) => frame(i + 1, "section", k, hindi[k].bullet_points)), frame(4, "closing", null, [])];
  fs.writeFileSync(path.join(dir, "slides", "hi", "deck.json"), JSON.stringify({ ...manifest, engine: "lualatex", language: "hi", frames: hiFrames }));
  return dir;
}

const part = (entries: ZipEntry[], name: string) => entries.find((e) => e.name === name)?.data.toString("utf8") ?? "";
const texts = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1] ?? "");
const slideNames = (entries: ZipEntry[]) =>
  entries
    .map((e) => e.name)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
/** The notes part a slide links to, through the slide's relationships. */
function notesOf(entries: ZipEntry[], slide: string): string {
  const rels = part(entries, slide.replace("slides/", "slides/_rels/").replace(".xml", ".xml.rels"));
  const target = /Target="\.\.\/notesSlides\/([^"]+)"/.exec(rels)?.[1];
  return target ? texts(part(entries, `ppt/notesSlides/${target}`)).join(" ") : "";
}

/** LibreOffice, the office suite the bootstrap installs; a missing one fails the test, never skips it. */
async function officePdf(pptx: string, outDir: string): Promise<string> {
  const found = await runTool("soffice", ["--version"], { cwd: outDir, timeoutMs: 60_000 }).catch(() => null);
  if (!found || found.code !== 0) throw new Error("LibreOffice (soffice) is not installed: run scripts/bootstrap.sh, which installs Debian's libreoffice-impress.");
  // A profile of its own: two runs sharing one profile block each other.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-soffice-"));
  try {
    await runToolOk("soffice", [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", "pdf", "--outdir", outDir, pptx], { cwd: outDir, timeoutMs: 90_000 });
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return path.join(outDir, path.basename(pptx).replace(/\.pptx$/, ".pdf"));
}

const tool = async (cmd: string, args: string[], cwd: string) => (await runToolOk(cmd, args, { cwd, timeoutMs: 30_000 })).stdout.toString("utf8");

describe("PowerPoint export of a deck", () => {
  let root = "";
  let dir = "";
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-pptx-"));
    dir = await workspace(root);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes one slide per frame with the deck's titles and bullets, the narration as notes, the figures as pictures", async () => {
    const made = await deckPptx(dir);
    expect(made?.file).toBe(path.join(dir, "slides", "deck.pptx"));
    expect(made?.reused).toBe(false);
    const bytes = fs.readFileSync(made?.file ?? "");
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    const entries = await readZipEntries(bytes);

    // 16:9 widescreen.
    expect(part(entries, "ppt/presentation.xml")).toMatch(/<p:sldSz cx="12192000" cy="6858000"/);
    const slides = slideNames(entries);
    expect(slides).toHaveLength(6);
    const shown = slides.map((s) => texts(part(entries, s)));
    expect(shown[0]).toEqual(expect.arrayContaining(["Traffic Models for Wireless Networks", "Ada Lovelace, Alan Turing", "2024-01-02  ·  arXiv:2401.00001"]));
    expect(shown[1]).toEqual(expect.arrayContaining(["Opening", "Models fail on real traffic", "Data explains why"]));
    expect(shown[2]).toEqual(expect.arrayContaining(["Method", "Collect traces", "Fit a model", "Compare"]));
    expect(shown[3]).toEqual(expect.arrayContaining(["Results", "Many runs", LONG.slice(0, LONG.indexOf(" so that"))]));
    // The continuation frame: "(cont.)" title, the rest of the cut bullet without a marker, then the next bullet.
    expect(shown[4]).toEqual(expect.arrayContaining(["Results (cont.)", LONG.slice(LONG.indexOf(" so that") + 1), "Tall figure last"]));
    expect(part(entries, slides[4] ?? "")).toContain('<a:buChar char="&#x00A0;"/>');
    expect(shown[5]).toEqual(expect.arrayContaining(["Thank you", "arXiv:2401.00001"]));

    // Theme: accent titles and markers, ink text, every text a real text box.
    const method = part(entries, slides[2] ?? "");
    expect(method).toContain('<a:buClr><a:srgbClr val="1E4E8C"/></a:buClr>');
    expect(method).toMatch(/<a:srgbClr val="1E4E8C"\/><\/a:solidFill><a:latin typeface="Arial"[^>]*\/><a:ea[^>]*\/><a:cs[^>]*\/><\/a:rPr><a:t>Method<\/a:t>/);
    expect(method).toContain('<a:srgbClr val="1F2328"/>');
    expect(method).toContain('txBox="1"');

    // Speaker notes: the section's narration, shared between the two frames of "Results".
    expect(notesOf(entries, slides[1] ?? "")).toContain(NARRATION.s0);
    expect(notesOf(entries, slides[2] ?? "")).toContain(NARRATION.s1);
    const split = [notesOf(entries, slides[3] ?? ""), notesOf(entries, slides[4] ?? "")];
    expect(split[0]).toContain("Results come first here.");
    expect(split[1]).toContain("Finally we compare.");
    expect(`${split[0]} ${split[1]}`).toContain("They cover many runs");

    // Figures: the wide one on "Method", the tall one on the first "Results" frame only, aspect kept.
    const media = entries.filter((e) => e.name.startsWith("ppt/media/"));
    expect(media.map((m) => path.extname(m.name)).sort()).toEqual([".jpeg", ".png"]);
    const extent = (xml: string) => {
      const pic = /<p:pic>[\s\S]*?<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(xml);
      return pic ? Number(pic[1]) / Number(pic[2]) : null;
    };
    // Against the embedded pictures' own pixels (the deck's image preparation may trim or pad them).
    const aspectOf = async (ext: string) => {
      const m = await sharp(media.find((e) => e.name.endsWith(ext))?.data).metadata();
      return (m.width ?? 0) / (m.height ?? 1);
    };
    expect(await aspectOf(".png")).toBeGreaterThan(3);
    expect(await aspectOf(".jpeg")).toBeLessThan(0.5);
    expect(extent(method)).toBeCloseTo(await aspectOf(".png"), 2);
    expect(extent(part(entries, slides[3] ?? ""))).toBeCloseTo(await aspectOf(".jpeg"), 2);
    expect(extent(part(entries, slides[4] ?? ""))).toBeNull();

    // The same deck and text: the file on disk is used again; new narration makes a new one.
    expect((await deckPptx(dir))?.reused).toBe(true);
    const script = JSON.parse(fs.readFileSync(path.join(dir, "script.json"), "utf8"));
    script.sections.s0.script = "A new opening sentence.";
    fs.writeFileSync(path.join(dir, "script.json"), JSON.stringify(script));
    const again = await deckPptx(dir);
    expect(again?.reused).toBe(false);
    expect(notesOf(await readZipEntries(fs.readFileSync(again?.file ?? "")), "ppt/slides/slide2.xml")).toContain("A new opening sentence.");
  });

  it("opens in LibreOffice: one page per slide with the deck's text", async () => {
    const made = await deckPptx(dir);
    const out = fs.mkdtempSync(path.join(root, "pdf-"));
    const pdf = await officePdf(made?.file ?? "", out);
    expect(await tool("pdfinfo", [pdf], out)).toMatch(/Pages:\s+6\n/);
    const text = (await tool("pdftotext", ["-layout", pdf, "-"], out)).replace(/\s+/g, " ");
    for (const expected of ["Traffic Models for Wireless Networks", "Ada Lovelace, Alan Turing", "Opening", "Collect traces", "Results (cont.)", "Tall figure last", "Thank you"]) expect(text).toContain(expected);
  }, 120_000);

  it("makes the Hindi deck from the translation, with Hindi notes and a Devanagari font LibreOffice draws", async () => {
    expect(await languageSlidesDir(dir, "Hindi")).toBe(path.join(dir, "slides", "hi"));
    expect(await languageSlidesDir(dir, "English")).toBe(path.join(dir, "slides"));
    expect(await languageSlidesDir(dir, "Tamil")).toBe(path.join(dir, "slides"));
    const made = await deckPptx(dir, path.join(dir, "slides", "hi"));
    expect(made?.file).toBe(path.join(dir, "slides", "hi", "deck.pptx"));
    const entries = await readZipEntries(fs.readFileSync(made?.file ?? ""));
    const slides = slideNames(entries);
    expect(slides).toHaveLength(5);
    const first = part(entries, slides[1] ?? "");
    expect(texts(first)).toEqual(expect.arrayContaining(["शुरुआत", "मॉडल असली ट्रैफ़िक पर विफल होते हैं"]));
    expect(first).toContain('<a:cs typeface="Noto Sans Devanagari"');
    expect(notesOf(entries, slides[1] ?? "")).toContain("हम एक सवाल से शुरू करते हैं।");
    // The paper's title stays in its own language.
    expect(texts(part(entries, slides[0] ?? ""))).toContain("Traffic Models for Wireless Networks");

    const out = fs.mkdtempSync(path.join(root, "pdf-hi-"));
    const pdf = await officePdf(made?.file ?? "", out);
    expect(await tool("pdfinfo", [pdf], out)).toMatch(/Pages:\s+5\n/);
    expect(await tool("pdffonts", [pdf], out)).toMatch(/NotoSansDevanagari/);
  }, 120_000);

  it("answers null when no deck has been made", async () => {
    const empty = path.join(root, "empty");
    fs.mkdirSync(path.join(empty, "slides"), { recursive: true });
    expect(await deckPptx(empty)).toBeNull();
  });
});
