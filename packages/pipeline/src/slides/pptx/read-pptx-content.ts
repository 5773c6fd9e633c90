import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { TranslatedScript, type DeckFrame, type DeckManifest } from "@lectern/contract";
import sharp from "sharp";
import { readScript } from "../../script/script-file.js";
import { readPaperDocument } from "../../workspace/read.js";
import { workspacePaths } from "../../workspace/paths.js";
import { prepareImages } from "../prepare-images.js";
import { frameParagraphs } from "./frame-bullets.js";
import { xmlSafeDeck, type PptxDeck, type PptxImage, type PptxSlide } from "./pptx-content.js";
import { slideNotes } from "./slide-notes.js";

/** What a section's slides are made of, in the deck's language. */
interface SectionText {
  title: string;
  narration: string;
  bullets: string[];
  image: string | null;
}

/** translations/<code>.json of a translated deck, or null (a source deck, or none on disk). */
async function readTranslation(workspaceDir: string, code: string | null): Promise<TranslatedScript | null> {
  if (!code || !/^[a-z]{2,3}$/.test(code)) return null;
  const raw = await fs.readFile(workspacePaths(workspaceDir).translationFor(code), "utf8").catch(() => null);
  return raw === null ? null : TranslatedScript.parse(JSON.parse(raw));
}

type FrameGroup = { kind: "title" | "closing" } | { kind: "section"; key: string; frames: DeckFrame[] };

/** The frames of the deck in order, each section's (continuations included) gathered under its key. */
function groupFrames(frames: readonly DeckFrame[]): FrameGroup[] {
  const groups: FrameGroup[] = [];
  for (const f of frames) {
    const last = groups.at(-1);
    if (f.kind === "title" || f.kind === "closing") groups.push({ kind: f.kind });
    else if (f.section === null) continue;
    else if (last?.kind === "section" && last.key === f.section && f.part > 0) last.frames.push(f);
    else groups.push({ kind: "section", key: f.section, frames: [f] });
  }
  return groups;
}

/**
 * The figures the deck shows, re-encoded exactly as the Beamer build does it (prepare-images.ts),
 * so an image the deck left out is left out here too. Keyed by the script's image name.
 */
async function loadImages(imagesDir: string, names: readonly string[], warnings: string[]): Promise<Map<string, PptxImage>> {
  const out = new Map<string, PptxImage>();
  if (names.length === 0) return out;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "lectern-pptx-img-"));
  try {
    const prepared = await prepareImages(imagesDir, names, scratch, warnings);
    for (const [name, { file }] of prepared) {
      const data = await fs.readFile(path.join(scratch, file));
      const meta = await sharp(data).metadata();
      if (!meta.width || !meta.height) continue;
      out.set(name, { data, mime: file.endsWith(".jpg") ? "image/jpeg" : "image/png", width: meta.width, height: meta.height });
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
  return out;
}

/**
 * What the .pptx of the deck in `slidesDir` shows: its frames as the manifest lists them (one
 * slide per frame, continuation frames included, each with the bullets the Beamer frame has),
 * titles, figures and narration from script.json, or from the translation for a translated deck.
 */
export async function readPptxContent(workspaceDir: string, slidesDir: string, manifest: DeckManifest): Promise<{ deck: PptxDeck; warnings: string[] }> {
  const ws = workspacePaths(workspaceDir);
  const paper = await readPaperDocument(workspaceDir);
  const script = await readScript(workspaceDir);
  const translation = await readTranslation(workspaceDir, manifest.language);
  const sectionText = (key: string): SectionText => {
    const source = script?.sections[key];
    const t = translation?.sections[key];
    return {
      title: (t?.title ?? source?.title ?? "").trim() || key,
      narration: t?.script ?? source?.script ?? "",
      bullets: t?.bullet_points ?? source?.bullet_points ?? [],
      image: source?.assigned_image ?? null,
    };
  };

  const groups = groupFrames(manifest.frames);
  const keys = groups.flatMap((g) => (g.kind === "section" ? [g.key] : []));
  const warnings: string[] = [];
  const images = await loadImages(ws.images, [...new Set(keys.map((k) => sectionText(k).image).filter((n): n is string => n !== null))], warnings);

  const slides: PptxSlide[] = groups.flatMap((g): PptxSlide[] => {
    if (g.kind !== "section") return [{ kind: g.kind }];
    const text = sectionText(g.key);
    const bullets = g.frames.map((f) => f.bullets);
    const paragraphs = frameParagraphs(text.bullets, bullets);
    const notes = slideNotes(text.narration, bullets);
    return g.frames.map((f, i) => ({
      kind: "section",
      key: g.key,
      title: f.part === 0 ? text.title : `${text.title} (cont.)`,
      paragraphs: paragraphs[i] ?? [],
      // The planner puts a section's figure on its first frame only.
      image: f.part === 0 && text.image ? (images.get(text.image) ?? null) : null,
      notes: notes[i] ?? "",
    }));
  });

  const m = paper.metadata;
  return {
    deck: xmlSafeDeck({ title: m.title.trim() || "Untitled paper", authors: m.authors.trim(), date: m.date.trim(), arxivId: m.arxiv_id?.trim() || null, slides }),
    warnings,
  };
}
