import fs from "node:fs/promises";
import path from "node:path";
import type { PaperDocument, PaperFigure, PaperSection } from "@lectern/contract";
import { IngestError } from "../ingest-error.js";
import { detectLanguage } from "../language.js";
import { frontMatterAbstract, withoutLabel } from "./abstract.js";
import { titleFromCoverHeading } from "./cover-title.js";
import { findAuthors } from "./authors.js";
import { bodyStyle } from "./body-style.js";
import { findCaptions } from "./captions.js";
import { contentsLines } from "./contents.js";
import { layoutPage } from "./columns.js";
import { findDate } from "./dates.js";
import type { Region } from "./figure-regions.js";
import { extractFigures } from "./figures.js";
import { removeFurniture } from "./furniture.js";
import { dropInvisibleText, dropOverprints } from "./ghost-text.js";
import { isKnownHeading } from "./heading-words.js";
import { findHeadings, type Heading } from "./headings.js";
import { Vocabulary } from "./hyphenation.js";
import { linesToText } from "./paragraphs.js";
import { DAMAGED_PDF_MESSAGE, ENCRYPTED_PDF_MESSAGE, probePdf } from "./pdf-probe.js";
import type { PdfPage, TextLine } from "./pdf-types.js";
import { readPdfText } from "./pdftohtml-xml.js";
import { listRasterImages } from "./raster-images.js";
import { cleanProse } from "./prose.js";
import { buildSections } from "./sections.js";
import { findTitle } from "./title.js";

/** Pages read at most: a 2,000-page file costs no more than a long paper. */
export const MAX_PDF_PAGES = 80;
/** Wall time after which optional work (hidden-text check, figures) is skipped with a warning. */
const TIME_BUDGET_MS = 90_000;
/** Below this many letters per page the PDF is a scan (or only has page furniture as text). */
const MIN_LETTERS_PER_PAGE = 40;

export const NO_TEXT_MESSAGE = "This PDF has no selectable text (it may be a scan). Upload a text PDF or the LaTeX source.";

function letterCount(pages: readonly PdfPage[]): number {
  let n = 0;
  for (const p of pages) for (const f of p.fragments) n += (f.text.match(/\p{L}/gu) ?? []).length;
  return n;
}

/** Lines inside a figure's or table's area are labels and cells, not prose. */
function inside(line: TextLine, regions: readonly Region[]): boolean {
  const cx = (line.left + line.right) / 2;
  const cy = (line.top + line.bottom) / 2;
  return regions.some((r) => r.page === line.page && cx >= r.left && cx <= r.right && cy >= r.top && cy <= r.bottom);
}

/**
 * Headings found before the first unmistakable one (numbered, a well-known word) on the first
 * page are the title block's bold names and affiliations, not sections.
 */
function dropFrontMatterHeadings(headings: readonly Heading[], lines: readonly TextLine[]): Heading[] {
  const anchor = headings.findIndex((h) => h.numbering?.kind === "arabic" || h.numbering?.kind === "roman" || isKnownHeading(h.title));
  if (anchor <= 0) return [...headings];
  const firstPage = lines[0]?.page;
  return headings.filter((h, i) => i >= anchor || lines[h.start]?.page !== firstPage);
}

const ARXIV_STAMP = /arXiv:\s?(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[A-Z]{2})?\/\d{7}(?:v\d+)?)/;

/**
 * Reads a PDF paper into a PaperDocument: text in reading order through poppler's pdftohtml
 * (fragments with position, size and font), title, authors and date from the first page,
 * sections from numbering and typography, figures as page crops anchored on their captions
 * or as embedded raster images. Throws IngestError for files that are not usable PDFs.
 */
export async function ingestPdfFile(pdfPath: string, imagesDir: string, workDir: string): Promise<PaperDocument> {
  await fs.mkdir(workDir, { recursive: true });
  await fs.mkdir(imagesDir, { recursive: true });
  // Tools run inside the scratch directory, so every path handed to them is absolute.
  const scratch = await fs.mkdtemp(path.join(path.resolve(workDir), "pdf-"));
  try {
    return await ingest(path.resolve(pdfPath), path.resolve(imagesDir), scratch);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function ingest(pdfPath: string, imagesDir: string, scratch: string): Promise<PaperDocument> {
  const warnings: string[] = [];
  // Each tool has its own timeout; the budget stops a hostile file from adding them all up.
  const deadline = performance.now() + TIME_BUDGET_MS;

  const { info, looksTruncated } = await probePdf(pdfPath, scratch);
  const lastPage = Math.min(info.pages, MAX_PDF_PAGES);
  if (info.pages > MAX_PDF_PAGES) warnings.push(`Only the first ${MAX_PDF_PAGES} of ${info.pages} pages were read.`);

  // The image listing does not depend on the text: it runs while pdftohtml works.
  const rastersPending = listRasterImages(pdfPath, lastPage, scratch).catch(() => []);
  const text = await readPdfText(pdfPath, scratch, lastPage);
  if (text.truncated) warnings.push("The PDF's text was cut short: it is unusually large.");
  if (text.failed || text.pages.length === 0) throw new IngestError(info.encrypted ? ENCRYPTED_PDF_MESSAGE : DAMAGED_PDF_MESSAGE, info.encrypted ? "encrypted_pdf" : "bad_pdf");
  let pages = text.pages.map(dropOverprints);
  // Counted without page furniture: a scan stamped "Downloaded from ..." on every page has no text.
  const furnitureFirst = removeFurniture(pages);
  if (letterCount(furnitureFirst.pages) < MIN_LETTERS_PER_PAGE * text.pages.length) {
    if (info.encrypted) throw new IngestError(ENCRYPTED_PDF_MESSAGE, "encrypted_pdf");
    if (looksTruncated) throw new IngestError(DAMAGED_PDF_MESSAGE, "bad_pdf");
    throw new IngestError(NO_TEXT_MESSAGE, "no_text");
  }
  if (looksTruncated) warnings.push("The PDF looks truncated (no end-of-file marker); some pages may be missing.");

  try {
    if (performance.now() < deadline) pages = await dropInvisibleText(pdfPath, pages, scratch);
  } catch (err) {
    warnings.push(`Hidden text could not be checked: ${err instanceof Error ? err.message : String(err)}`);
  }
  const furniture = removeFurniture(pages);
  const lines = furniture.pages.flatMap(layoutPage);
  const body = bodyStyle(lines);
  const vocab = new Vocabulary();
  for (const l of lines) vocab.add(l.plainText);

  const firstPage = furniture.pages[0];
  const title = findTitle(lines, firstPage?.height ?? 1188, body, info.title, vocab);
  const captions = findCaptions(lines, vocab, "figure");
  const tables = findCaptions(lines, vocab, "table");
  const { figures: placed, tableRegions } = await extractFigures(pdfPath, furniture.pages, lines, captions, tables, await rastersPending, body, imagesDir, scratch, warnings, deadline);

  const skip = new Set<number>();
  for (const c of [...captions, ...tables]) for (const i of c.lines) skip.add(i);
  const regions = [...placed.flatMap((f) => (f.region ? [f.region] : [])), ...tableRegions];
  lines.forEach((l, i) => {
    if (inside(l, regions)) skip.add(i);
  });
  for (const i of contentsLines(lines)) skip.add(i);
  const headings = dropFrontMatterHeadings(findHeadings(lines, title.end, body, text.outline, skip, vocab), lines);

  const frontEnd = headings[0]?.start ?? lines.length;
  const front = lines.slice(title.end, frontEnd).filter((_, j) => !skip.has(title.end + j));
  const authors = findAuthors(front.filter((l) => l.page === lines[0]?.page));
  const frontText = [...front.filter((l) => l.page === lines[0]?.page).map((l) => l.text), ...furniture.firstPageFurniture].join("\n");
  const date = findDate(frontText) || info.creationDate;
  const arxivId = ARXIV_STAMP.exec(furniture.firstPageFurniture.join("\n"))?.[1];

  const built = buildSections(lines, headings, skip, body, vocab);
  let sections: PaperSection[] = built.sections;
  const abstract = built.abstract === undefined ? frontMatterAbstract(front, body, vocab) : withoutLabel(built.abstract);
  if (sections.length === 0) {
    // No headings at all (a short note): the text after the title block is one section.
    const rest = lines.slice(title.end).filter((_, j) => !skip.has(title.end + j));
    sections = [{ key: "main_text", title: "Main text", level: 1, text: linesToText(rest, body, vocab), kind: "body" }];
    warnings.push("No section headings were recognised; the text is one section.");
  }

  const figures: PaperFigure[] = placed.map((f) => ({ name: f.name, caption: f.caption, section_key: built.sectionAt(f.anchor) ?? sections[0]?.key ?? null }));
  const { title: cleanTitle, sections: bodySections } = titleFromCoverHeading(cleanProse(title.title), sections);
  sections = bodySections;
  const allText = [cleanTitle, abstract, ...sections.map((s) => s.text)].join("\n");
  return {
    version: 1,
    source_kind: "pdf",
    metadata: { title: cleanTitle, authors, date, ...(arxivId ? { arxiv_id: arxivId } : {}) },
    abstract,
    sections,
    figures,
    // A PDF's tables reach us as loose words and numbers; their rows and columns are not recovered.
    tables: [],
    language: detectLanguage(allText),
    warnings,
    // A PDF's formulas reach us as extracted symbols, not LaTeX: nothing to say again in another language.
    spoken_math: [],
  };
}
