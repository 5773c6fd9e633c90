import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { houseFilePath } from "../test-support/house-papers/house-papers.js";

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(pkg, "bin/lectern.js");

// The CLI is run as a user runs it: the built JavaScript (npm test builds before testing).
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", timeout: 60_000 });

describe("lectern CLI", () => {
  it("ingests a PDF into a workspace and prints paper.json with --json", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-")), "ws");
    const res = run("ingest", houseFilePath("routing.pdf"), "--out", out, "--json");
    expect(res.stderr).toBe("");
    expect(res.status).toBe(0);
    const doc = JSON.parse(res.stdout);
    expect(doc.metadata.title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");
    for (const p of ["paper.json", "source/paper.pdf", "source/manifest.json", "images"]) expect(fs.existsSync(path.join(out, p))).toBe(true);
  });

  it("prints a readable summary and refuses a non-empty output directory", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "cli-"));
    const first = run("ingest", houseFilePath("speaker.zip"), "--out", path.join(out, "ws"));
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^title: +Calibrated Thresholds for Fair Speaker Verification$/m);
    const again = run("ingest", houseFilePath("speaker.zip"), "--out", path.join(out, "ws"));
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/not empty/);
  });

  it("explains bad input without a stack trace", () => {
    const junk = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-")), "junk.bin");
    fs.writeFileSync(junk, "hello");
    const res = run("ingest", junk, "--out", path.join(path.dirname(junk), "ws"));
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe(`lectern: ${junk} is neither a zip nor a PDF.`);
    expect(run("frobnicate").status).toBe(2);
  });
});

describe("lectern script", () => {
  it("adds script.json to an ingested workspace with the offline writer", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-")), "ws");
    expect(run("ingest", houseFilePath("routing.pdf"), "--out", out).status).toBe(0);
    const res = run("script", out, "--json");
    expect(res.status).toBe(0);
    const doc = JSON.parse(res.stdout);
    expect(doc.writer).toBe("local");
    expect(doc.order[0]).toBe("opening");
    expect(fs.existsSync(path.join(out, "script.json"))).toBe(true);
  });

  it("says which key is missing for an LLM writer, without a stack trace", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-")), "ws");
    expect(run("ingest", houseFilePath("routing.pdf"), "--out", out).status).toBe(0);
    const res = spawnSync(process.execPath, [bin, "script", out, "--writer", "gemini"], { encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe("lectern: GEMINI_API_KEY is not set; use --writer local to write offline.");
  });
});

describe("lectern slides", () => {
  it("typesets the deck of a scripted workspace", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cli-")), "ws");
    expect(run("ingest", houseFilePath("routing.pdf"), "--out", out).status).toBe(0);
    expect(run("script", out).status).toBe(0);
    const res = run("slides", out);
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^\d+ frames with pdflatex/);
    for (const p of ["slides/slides.pdf", "slides/slides.tex", "slides/preview/slide_000.png"]) expect(fs.existsSync(path.join(out, p))).toBe(true);
    expect(fs.existsSync(path.join(out, "slides/deck.pptx"))).toBe(false);

    // --pptx: the same (current) deck, plus the PowerPoint copy, whose path is printed.
    const withPptx = run("slides", out, "--pptx");
    expect(withPptx.status).toBe(0);
    const pptx = path.join(out, "slides", "deck.pptx");
    expect(withPptx.stdout).toContain(`pptx:     ${pptx}\n`);
    expect(fs.readFileSync(pptx).subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(run("slides", out, "--pdf").status).toBe(2);
  });
});
