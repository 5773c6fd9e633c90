import fs from "node:fs";
import path from "node:path";
import yazl from "yazl";
import { deckPaths, WORKSPACE_FILES } from "../workspace/paths.js";

/** Figures the deck builder re-encodes into slides/ (install-deck.ts keeps exactly these). */
const FIGURE = /^img-\d+\.(png|jpg)$/;

/**
 * slides.tex and the figures it names, as a zip that compiles as it is (`pdflatex slides.tex`,
 * or `lualatex` when the .tex says so). The single .tex download cannot carry its figures.
 * Returns null when there is no deck. Files are streamed, never read whole into memory.
 */
export function latexBundle(slidesDir: string, folder: string): NodeJS.ReadableStream | null {
  const tex = deckPaths(slidesDir).tex;
  if (!fs.existsSync(tex)) return null;
  const zip = new yazl.ZipFile();
  zip.addFile(tex, `${folder}/${WORKSPACE_FILES.slidesTex}`);
  for (const name of fs.readdirSync(slidesDir).filter((n) => FIGURE.test(n)).sort()) {
    // Already-compressed images: storing them saves CPU and costs nothing in size.
    zip.addFile(path.join(slidesDir, name), `${folder}/${name}`, { compress: false });
  }
  zip.end();
  return zip.outputStream;
}
