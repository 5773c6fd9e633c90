// Test support: a paper workspace with paper.json and script.json, nothing else — what the audio
// stage reads.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { SpokenFormula } from "@lectern/contract";
import { writeScript } from "../../script/script-file.js";
import { localScript } from "../script-fixture.js";

export interface FixtureSection {
  key: string;
  title: string;
  script: string;
  bullets?: string[];
}

/** `spokenMath`: the formulas ingest would have said in words (paper.json's spoken_math). */
export async function makeWorkspace(dir: string, sections: readonly FixtureSection[], paperLanguage: string | undefined = "en", spokenMath: readonly SpokenFormula[] = []): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const paper = {
    version: 1,
    source_kind: "pdf",
    metadata: { title: "Sparse Attention for Long Documents", authors: "Ada Lovelace, Alan Turing", date: "2024-05-01", arxiv_id: null },
    abstract: "",
    sections: [],
    figures: [],
    ...(paperLanguage === undefined ? {} : { language: paperLanguage }),
    warnings: [],
    spoken_math: spokenMath,
  };
  await fs.writeFile(path.join(dir, "paper.json"), JSON.stringify(paper));
  await writeScript(dir, localScript(sections.map((s) => ({ key: s.key, title: s.title, script: s.script, bullet_points: s.bullets ?? [], assigned_image: null })), "short"));
  return dir;
}

/**
 * Every file under `dir` (relative path → SHA-256 of its bytes), to compare a folder before and
 * after; hashes, because deep-comparing megabytes of samples element by element is slow.
 */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), crypto.createHash("sha256").update(await fs.readFile(full)).digest("hex"));
  }
  return out;
}
