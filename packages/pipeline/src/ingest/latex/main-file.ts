import path from "node:path";
import { IngestError } from "../ingest-error.js";
import type { ProjectRoot } from "./source-files.js";
import { stripComments } from "./strip-comments.js";

interface Candidate {
  file: string;
  text: string;
  includes: string[];
  cls: string;
}

/** Bytes read per .tex file while looking for the main one (its preamble and first includes). */
const HEAD_BYTES = 512 * 1024;

const GOOD_NAME = /^(main|ms|paper|manuscript|article|root|master|thesis|report|arxiv|preprint|camera[-_]?ready|final)$/i;
const BAD_NAME = /(response|rebuttal|reply|supp|supplement|cover|letter|slides?|poster|presentation|template|sample|example|old|draft|backup|copy|diff|review|answer|changes|highlights|graphical)/i;

function includesOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\\(?:input|include|subfile|(?:sub)?import\s*\{[^}]*\}|(?:sub)?(?:input|include)from\s*\{[^}]*\})\s*\{([^}]+)\}/g)) {
    const name = path.basename((m[1] ?? "").trim()).replace(/\.(tex|ltx)$/i, "").toLowerCase();
    if (name !== "") out.push(name);
  }
  return out;
}

/**
 * The file LaTeX would be run on: it has \documentclass and \begin{document}; among several,
 * the one the others hang off (not included by another), preferring the one that includes
 * the most, conventional names (main.tex, ms.tex), a title and a bibliography.
 */
export function findMainFile(root: ProjectRoot): string {
  const candidates: Candidate[] = [];
  const stems = new Set<string>();
  for (const file of root.texFiles()) {
    stems.add(path.basename(file).replace(/\.(tex|ltx|latex)$/i, "").toLowerCase());
    const raw = root.readHead(file, HEAD_BYTES);
    if (raw === null) continue;
    const text = stripComments(raw);
    const cls = /\\document(?:class|style)\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}/.exec(text);
    if (!cls || !/\\begin\s*\{document\}/.test(text)) continue;
    candidates.push({ file, text, includes: includesOf(text), cls: (cls[1] ?? "").trim() });
  }
  if (candidates.length === 0) {
    throw new IngestError("No main .tex file found in the zip (a file with \\documentclass and \\begin{document}).", "no_main_tex");
  }
  const stem = (c: Candidate) => path.basename(c.file).replace(/\.(tex|ltx|latex)$/i, "").toLowerCase();
  const includedByOther = (c: Candidate) => candidates.some((o) => o !== c && o.includes.includes(stem(c)));
  let pool = candidates.filter((c) => !includedByOther(c) && !/^(subfiles|standalone)$/.test(c.cls));
  if (pool.length === 0) pool = candidates.filter((c) => !/^(subfiles|standalone)$/.test(c.cls));
  if (pool.length === 0) pool = candidates;

  const score = (c: Candidate): number => {
    const name = stem(c);
    const folder = path.basename(path.dirname(c.file)).toLowerCase();
    let s = 2 * c.includes.filter((i) => stems.has(i)).length;
    if (GOOD_NAME.test(name)) s += 5;
    if (name === folder) s += 3;
    if (BAD_NAME.test(name)) s -= 6;
    if (/\\title\s*[[{]|\\icmltitle/.test(c.text)) s += 3;
    if (/\\bibliography\s*\{|\\begin\s*\{thebibliography\}|\\printbibliography/.test(c.text)) s += 2;
    // The paper has more sections and more text than an outline or a template beside it
    // ("manuscript/manuscript.tex" with three headings next to the 77 KB paper).
    s += Math.min(12, (c.text.match(/\\section\*?\s*\{/g) ?? []).length) * 0.75;
    if (/^beamer$/.test(c.cls)) s -= 4;
    s -= root.rel(c.file).split("/").length - 1;
    s += 2 * Math.log10(Math.max(10, c.text.length));
    return s;
  };
  pool.sort((a, b) => score(b) - score(a) || root.rel(a.file).length - root.rel(b.file).length || a.file.localeCompare(b.file));
  return (pool[0] as Candidate).file;
}
