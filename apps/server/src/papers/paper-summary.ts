import fs from "node:fs/promises";
import path from "node:path";
import { API_PREFIX, pathFor, type Job, type PaperSummary } from "@lectern/contract";
import { mediaLanguages, readPaperDocument, workspacePaths } from "@lectern/pipeline";
import type { PaperRow } from "../db/papers.repo.js";
import type { UrlSigner } from "../security/url-signer.js";

const SLIDE_NAME = /^slide_\d{3}\.png$/;

const exists = async (file: string) => (await fs.stat(file).catch(() => undefined))?.isFile() ?? false;

/** The first slide's preview image, if the deck has been made. */
async function firstSlide(dir: string): Promise<string | undefined> {
  const names = await fs.readdir(workspacePaths(dir).deck.preview).catch(() => [] as string[]);
  return names.filter((n) => SLIDE_NAME.test(n)).sort()[0];
}

/** The first figure of the paper that is on disk. */
async function firstFigure(dir: string): Promise<string | undefined> {
  const doc = await readPaperDocument(dir).catch(() => undefined);
  const imagesDir = workspacePaths(dir).images;
  for (const figure of doc?.figures ?? []) {
    if (await exists(path.join(imagesDir, path.basename(figure.name)))) return figure.name;
  }
  return undefined;
}

/**
 * What exists for one paper, read from its workspace (shared by every node), never from what a
 * browser remembers: script, slides, each language's audio and video, and the running job. The
 * thumbnail is a signed URL of the existing image routes, handed only to the paper's owner.
 */
export async function paperSummary(row: PaperRow, dir: string, signer: UrlSigner, runningJob: Job | null): Promise<PaperSummary> {
  const ws = workspacePaths(dir);
  const [hasScript, slide, languages] = await Promise.all([exists(ws.scriptJson), firstSlide(dir), mediaLanguages(dir).catch(() => [])]);
  const figure = slide ? undefined : await firstFigure(dir);
  const thumbnail = slide
    ? signer.sign(API_PREFIX + pathFor("slideImage", { id: row.id, name: slide })).url
    : figure
      ? signer.sign(API_PREFIX + pathFor("image", { id: row.id, name: figure })).url
      : null;
  return {
    paper_id: row.id,
    title: row.title,
    source_kind: row.source_kind,
    created_at: row.created_at,
    thumbnail_url: thumbnail,
    has_script: hasScript,
    has_slides: slide !== undefined,
    languages: languages.map((m) => ({ language: m.language, audio: m.audio !== undefined, video: m.video !== undefined, duration_s: m.video?.duration_s ?? null })),
    running_job: runningJob,
  };
}
