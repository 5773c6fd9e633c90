import fs from "node:fs/promises";
import type { DeckManifest } from "@lectern/contract";
import { deckPaths } from "../workspace/paths.js";
import { readDeckManifest } from "./deck-manifest.js";

const exists = (file: string) => fs.stat(file).then((s) => s.isFile(), () => false);

/**
 * The deck in `slidesDir` when it was made from inputs hashing to `inputHash` and every file it
 * consists of is still there (PDF, .tex, one preview per frame); otherwise null.
 */
export async function currentDeck(slidesDir: string, inputHash: string): Promise<DeckManifest | null> {
  const manifest = await readDeckManifest(slidesDir);
  if (!manifest || manifest.input_hash !== inputHash) return null;
  const deck = deckPaths(slidesDir);
  const files = [deck.pdf, deck.tex, ...manifest.frames.map((f) => deck.previewFile(f.slide))];
  return (await Promise.all(files.map(exists))).every(Boolean) ? manifest : null;
}

/**
 * Marks a reused deck as made now. Staleness elsewhere is judged by modification times (the
 * slides screen compares slides.pdf with script.json; translated decks compare deck.json with
 * their translation), and a deck confirmed current must not keep looking out of date.
 */
export async function touchDeck(slidesDir: string): Promise<void> {
  const now = new Date();
  const deck = deckPaths(slidesDir);
  await Promise.all([deck.pdf, deck.manifest].map((f) => fs.utimes(f, now, now).catch(() => undefined)));
}
