import fs from "node:fs/promises";
import path from "node:path";
import { DeckManifest, type DeckFrame } from "@lectern/contract";
import type { FrameHighlights } from "./deck-highlights.js";
import type { DeckPlan } from "./deck-plan.js";
import type { TexEngine } from "./engine-choice.js";
import { WORKSPACE_FILES } from "../workspace/paths.js";

export const DECK_MANIFEST = WORKSPACE_FILES.deckManifest;

/**
 * What each preview shows, so the video pairs slides with narration by section key (never by
 * list position). One planned frame is one PDF page; the caller checks the page count matches.
 */
export function deckManifest(
  plan: DeckPlan,
  engine: TexEngine,
  language: string | null,
  slides: readonly string[],
  highlights: ReadonlyMap<number, FrameHighlights> = new Map(),
): DeckManifest {
  const partsOf = new Map<string, number>();
  for (const f of plan.frames) if (f.kind === "section") partsOf.set(f.key, (partsOf.get(f.key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const frames: DeckFrame[] = plan.frames.map((f, i) => {
    const slide = slides[i] ?? `slide_${String(i).padStart(3, "0")}.png`;
    if (f.kind !== "section") return { slide, kind: f.kind, section: null, part: 0, parts: 1, bullets: [] };
    const part = seen.get(f.key) ?? 0;
    seen.set(f.key, part + 1);
    const states = highlights.get(i);
    return { slide, kind: "section", section: f.key, part, parts: partsOf.get(f.key) ?? 1, bullets: f.bullets.map((b) => b.text), ...(states ? { highlights: states } : {}) };
  });
  return DeckManifest.parse({ version: 1, engine, language, frames });
}

/** The manifest of the deck in `slidesDir`, or null when there is none (or an unreadable one). */
export async function readDeckManifest(slidesDir: string): Promise<DeckManifest | null> {
  try {
    const parsed = DeckManifest.safeParse(JSON.parse(await fs.readFile(path.join(slidesDir, DECK_MANIFEST), "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
