import fs from "node:fs";
import path from "node:path";
import type { ProjectRoot } from "./source-files.js";

const IMAGE_EXT = /\.(pdf|png|jpe?g|eps|ps|svg|gif|tiff?|bmp|webp)$/i;
/** The order graphicx tries extensions when \includegraphics names none (pdfLaTeX order, then EPS for latex+dvips). */
const TRY_EXT = [".pdf", ".png", ".jpg", ".jpeg", ".eps", ".ps", ".PDF", ".PNG", ".JPG", ".JPEG", ".EPS", ".svg"];

export type GraphicLookup = { file: string } | { error: "outside" | "missing" };

/** File names to try for an \includegraphics target, most likely first. */
function candidates(target: string): string[] {
  if (IMAGE_EXT.test(target)) {
    const stem = target.replace(IMAGE_EXT, "");
    // epstopdf leaves "x-eps-converted-to.pdf" next to "x.eps"; a .pdf twin is used when the .eps is absent.
    return [target, `${stem}-eps-converted-to.pdf`, ...TRY_EXT.map((e) => `${stem}${e}`)];
  }
  return [...TRY_EXT.map((e) => `${target}${e}`), target];
}

/**
 * Finds the file an \includegraphics means: each base folder (import folder, main folder,
 * \graphicspath entries) with the extensions graphicx would try, ignoring case differences,
 * then a unique file of that name anywhere in the project. Paths leaving the project are refused.
 */
export class GraphicFinder {
  private index: Map<string, string[]> | null = null;

  constructor(private readonly root: ProjectRoot) {}

  find(target: string, bases: string[]): GraphicLookup {
    const clean = target.replace(/^"(.*)"$/, "$1").trim();
    if (this.root.resolve(clean, path.join(this.root.root, bases[0] ?? "")) === null) return { error: "outside" };
    const names = candidates(clean);
    for (const base of bases) {
      const baseAbs = path.join(this.root.root, base);
      for (const name of names) {
        const abs = this.root.resolve(name, baseAbs);
        if (abs === null) continue;
        if (this.root.isFile(abs)) return { file: abs };
        const dir = path.dirname(abs);
        const lower = path.basename(abs).toLowerCase();
        const hit = this.root.list(dir).find((n) => n.toLowerCase() === lower);
        if (hit && this.root.isFile(path.join(dir, hit))) return { file: path.join(dir, hit) };
      }
    }
    // Flattened uploads (arXiv, Overleaf exports) keep the file but not the folder.
    const index = this.buildIndex();
    for (const name of names) {
      const hits = index.get(path.basename(name).toLowerCase()) ?? [];
      if (hits.length === 1 && this.root.isFile(hits[0] as string)) return { file: hits[0] as string };
    }
    return { error: "missing" };
  }

  private buildIndex(): Map<string, string[]> {
    if (this.index) return this.index;
    const index = new Map<string, string[]>();
    let count = 0;
    const walk = (dir: string, depth: number) => {
      if (depth > 10 || count > 20_000) return;
      let entries: fs.Dirent[] = [];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (entry.name.startsWith(".") || entry.name === "__MACOSX") continue;
        const abs = path.join(dir, entry.name);
        count += 1;
        // Dirent types do not follow symlinks, so the walk stays inside the project.
        if (entry.isFile() && IMAGE_EXT.test(entry.name)) {
          const key = entry.name.toLowerCase();
          index.set(key, [...(index.get(key) ?? []), abs]);
        } else if (entry.isDirectory()) walk(abs, depth + 1);
      }
    };
    walk(this.root.root, 0);
    this.index = index;
    return index;
  }
}
