import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "../../workspace/atomic.js";
import { readPaperDocument } from "../../workspace/read.js";
import { deckPaths, workspacePaths } from "../../workspace/paths.js";
import { readDeckManifest } from "../deck-manifest.js";
import { finishPptx } from "./finish-pptx.js";
import { readPptxContent } from "./read-pptx-content.js";
import { renderPptx } from "./render-pptx.js";


/** Bumped whenever the same deck would now give a different .pptx (layout, styles, notes). */
export const PPTX_RECIPE = 1;

export interface DeckPptxResult {
  file: string;
  /** True when deck.pptx was already made from the same deck and text, and nothing was written. */
  reused: boolean;
  warnings: string[];
}

const readText = (file: string) => fs.readFile(file, "utf8").catch(() => "");

/**
 * Hash of what the .pptx is made from: the deck's manifest (its input hash covers the metadata,
 * titles, bullets, figures and layout the Beamer deck was built from), the paper's metadata, and
 * the script and translation the titles and speaker notes are read from (narration is not part of
 * the deck's hash, yet it is the notes here).
 */
async function pptxKey(workspaceDir: string, slidesDir: string): Promise<string> {
  const ws = workspacePaths(workspaceDir);
  const manifest = await readText(deckPaths(slidesDir).manifest);
  const code = path.relative(ws.slides, slidesDir);
  const translation = code ? await readText(ws.translationFor(code)) : "";
  const paper = await readPaperDocument(workspaceDir).catch(() => null);
  const hash = crypto.createHash("sha256");
  hash.update(JSON.stringify({ recipe: PPTX_RECIPE, manifest, metadata: paper?.metadata ?? null, script: await readText(ws.scriptJson), translation }));
  return hash.digest("hex");
}

/**
 * slides/deck.pptx (or slides/<code>/deck.pptx) for the Beamer deck in `slidesDir`, made when it
 * is missing or was made from another deck or text, else the one on disk. Null when there is no
 * deck. Written atomically, so a download never reads half a file while another request writes.
 */
export async function deckPptx(workspaceDir: string, slidesDir = workspacePaths(workspaceDir).slides): Promise<DeckPptxResult | null> {
  const manifest = await readDeckManifest(slidesDir);
  if (!manifest) return null;
  const files = deckPaths(slidesDir);
  const file = files.pptx;
  const key = await pptxKey(workspaceDir, slidesDir);
  const made = await fs.stat(file).then((s) => s.isFile(), () => false);
  if (made && (await readText(files.pptxKey)) === key) return { file, reused: true, warnings: [] };

  const { deck, warnings } = await readPptxContent(workspaceDir, slidesDir, manifest);
  await writeFileAtomic(file, await finishPptx(await renderPptx(deck)));
  await writeFileAtomic(files.pptxKey, key);
  return { file, reused: false, warnings };
}
