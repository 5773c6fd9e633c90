import crypto from "node:crypto";
import fs from "node:fs/promises";
import type { PaperMetadata } from "@lectern/contract";
import type { ScriptDocument } from "../script/types.js";
import { insideRoot } from "../workspace/paths.js";
import type { TexEngine } from "./engine-choice.js";
import { LAYOUT } from "./layout.js";
import { themePreamble } from "./theme.js";

/**
 * Bumped whenever the same inputs would now make a different deck (the .tex renderer, image
 * re-encoding, preview size). The layout numbers and the theme preamble are hashed as well, so
 * editing those invalidates old decks without anyone remembering to bump this.
 */
export const DECK_RECIPE = 4;

export interface DeckHashInput {
  metadata: PaperMetadata;
  /** The script the deck is made from: the source script, or the translation merged into it. */
  script: ScriptDocument;
  imagesDir: string;
  engine: TexEngine;
  /** ISO code of a translated deck, null for the source deck. */
  language: string | null;
}

/**
 * Hash of everything a deck is made from: the metadata on the title slide, each section's title,
 * bullets and image name in talk order, the bytes of every referenced image (a figure replaced
 * under the same name must show), the engine, the language and the layout version. Narration
 * text is not on the slides, so editing it keeps the deck. Equal hash: the deck on disk is current.
 */
export async function deckInputHash(input: DeckHashInput): Promise<string> {
  const { metadata, script } = input;
  const sections = script.order.flatMap((key) => {
    const s = script.sections[key];
    return s ? [[key, s.title, s.bullet_points, s.assigned_image]] : [];
  });
  const hash = crypto.createHash("sha256");
  hash.update(
    JSON.stringify({
      recipe: DECK_RECIPE,
      layout: LAYOUT,
      theme: themePreamble(""),
      engine: input.engine,
      language: input.language,
      title: [metadata.title, metadata.authors, metadata.date, metadata.arxiv_id ?? null],
      sections,
    }),
  );
  const images = [...new Set(script.order.map((k) => script.sections[k]?.assigned_image).filter((n): n is string => typeof n === "string"))];
  for (const name of images.sort()) hash.update(`\0image ${name} ${await imageDigest(input.imagesDir, name)}`);
  return hash.digest("hex");
}

/** sha256 of an image's bytes; "missing" for a name that is absent or points outside images/. */
async function imageDigest(imagesDir: string, name: string): Promise<string> {
  try {
    return crypto.createHash("sha256").update(await fs.readFile(insideRoot(imagesDir, name))).digest("hex");
  } catch {
    return "missing";
  }
}
