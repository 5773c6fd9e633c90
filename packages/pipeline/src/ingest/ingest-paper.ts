import fs from "node:fs/promises";
import path from "node:path";
import { PaperDocument } from "@lectern/contract";
import { writeJsonAtomic } from "../workspace/atomic.js";
import { syncDir, syncTree } from "../workspace/durable.js";
import { WORKSPACE_FILES, workspacePaths, type WorkspacePaths } from "../workspace/paths.js";
import { fetchArxivMetadata, fetchArxivPdf, fetchArxivSource, type ArxivMetadata } from "./fetch/arxiv.js";
import { fetchBiorxivMetadata, fetchBiorxivPdf } from "./fetch/biorxiv.js";
import type { RemoteEndpoints } from "./fetch/endpoints.js";
import { parseRemoteSource } from "./fetch/source-url.js";
import { IngestError } from "./ingest-error.js";
import { ingestLatexDir } from "./latex/ingest-latex.js";
import { ingestPdfFile } from "./pdf/ingest-pdf.js";
import { startsAsPdf } from "./pdf/pdf-probe.js";
import { extractTar, gunzipCapped, isGzip, isTar } from "./tar-extract.js";
import { DEFAULT_ZIP_LIMITS, extractZip } from "./zip-extract.js";

export type IngestInput =
  | { kind: "zip"; file: string }
  | { kind: "pdf"; file: string }
  | { kind: "remote"; url: string; endpoints: RemoteEndpoints };

/** What source/ holds, for downloads: file names inside source/. */
export interface SourceManifest {
  kind: "zip" | "pdf" | "arxiv" | "biorxiv";
  pdf: string | null;
  source: string | null;
  remote_id: string | null;
}

export type IngestProgress = (stage: string, percent: number) => void;


/**
 * Turns one input into a paper workspace: source/ (the bytes as given), extracted/, images/,
 * paper.json. Throws IngestError with a user-facing message on bad input; the caller discards
 * the workspace then, so a failed ingest leaves nothing behind.
 */
export async function ingestPaper(input: IngestInput, workspaceDir: string, progress: IngestProgress = () => undefined): Promise<PaperDocument> {
  const ws = workspacePaths(workspaceDir);
  await fs.mkdir(ws.source, { recursive: true });
  await fs.mkdir(ws.images, { recursive: true });
  try {
    const { doc, manifest } = await ingestInto(input, ws, progress);
    const parsed = PaperDocument.parse(doc);
    // Durable before paper.json names it all: the sources as given, the figures (extracted/ can be
    // made again from source/), and the new paper folder's own entry.
    await syncTree(ws.source);
    await syncTree(ws.images);
    await writeJsonAtomic(ws.sourceManifest, manifest);
    await writeJsonAtomic(ws.paperJson, parsed);
    await syncDir(path.dirname(path.resolve(workspaceDir)));
    progress("done", 100);
    return parsed;
  } finally {
    await fs.rm(ws.work, { recursive: true, force: true });
  }
}

async function ingestInto(input: IngestInput, ws: WorkspacePaths, progress: IngestProgress): Promise<{ doc: PaperDocument; manifest: SourceManifest }> {
  if (input.kind === "zip") {
    await fs.copyFile(input.file, ws.sourceZip);
    progress("unpacking", 10);
    await extractZip(ws.sourceZip, ws.extracted);
    progress("reading LaTeX", 30);
    const doc = await ingestLatexDir(ws.extracted, ws.images, ws.work);
    return { doc, manifest: { kind: "zip", pdf: null, source: WORKSPACE_FILES.paperZip, remote_id: null } };
  }
  if (input.kind === "pdf") {
    const head = Buffer.alloc(1024);
    const fh = await fs.open(input.file, "r");
    try {
      await fh.read(head, 0, head.length, 0);
    } finally {
      await fh.close();
    }
    if (!startsAsPdf(head)) throw new IngestError("This file is not a PDF. Choose LaTeX Source if it is a zip.", "bad_pdf");
    await fs.copyFile(input.file, ws.sourcePdf);
    progress("reading PDF", 20);
    const doc = await ingestPdfFile(ws.sourcePdf, ws.images, ws.work);
    return { doc, manifest: { kind: "pdf", pdf: WORKSPACE_FILES.paperPdf, source: WORKSPACE_FILES.paperPdf, remote_id: null } };
  }
  const remote = parseRemoteSource(input.url);
  return remote.kind === "arxiv" ? ingestArxiv(remote.id, remote.version, input.endpoints, ws, progress) : ingestBiorxiv(remote.doi, remote.version, input.endpoints, ws, progress);
}

async function ingestArxiv(id: string, version: string | undefined, ep: RemoteEndpoints, ws: WorkspacePaths, progress: IngestProgress) {
  progress("downloading from arXiv", 5);
  const [meta, source, pdf] = await Promise.allSettled([fetchArxivMetadata(id, ep), fetchArxivSource(id, version, ep), fetchArxivPdf(id, version, ep)]);
  if (meta.status === "rejected") throw meta.reason;
  const pdfBytes = pdf.status === "fulfilled" && startsAsPdf(pdf.value) ? pdf.value : null;
  if (pdfBytes) await fs.writeFile(ws.sourcePdf, pdfBytes);

  let doc: PaperDocument | null = null;
  let sourceName: string | null = null;
  const warnings: string[] = [];
  if (source.status === "fulfilled") {
    const bytes = source.value;
    const unpacked = isGzip(bytes) ? gunzipCapped(bytes, DEFAULT_ZIP_LIMITS.maxTotalBytes) : bytes;
    const eprint = WORKSPACE_FILES.eprint;
    sourceName = startsAsPdf(unpacked) ? eprint.pdf : isTar(unpacked) ? (isGzip(bytes) ? eprint.tarGz : eprint.tar) : isGzip(bytes) ? eprint.texGz : eprint.tex;
    await fs.writeFile(path.join(ws.source, sourceName), bytes);
    progress("reading LaTeX", 30);
    try {
      if (isTar(unpacked)) {
        await extractTar(unpacked, ws.extracted);
        doc = await ingestLatexDir(ws.extracted, ws.images, ws.work);
      } else if (!startsAsPdf(unpacked) && /\\documentclass|\\begin\{document\}/.test(unpacked.subarray(0, 200_000).toString("utf8"))) {
        await fs.mkdir(ws.extracted, { recursive: true });
        await fs.writeFile(ws.extractedMainTex, unpacked);
        doc = await ingestLatexDir(ws.extracted, ws.images, ws.work);
      }
    } catch (err) {
      // The PDF is the fallback for sources we cannot read; say why in the paper's warnings.
      warnings.push(`LaTeX source not used: ${err instanceof Error ? err.message : String(err)}`);
      await fs.rm(ws.extracted, { recursive: true, force: true });
      await fs.rm(ws.images, { recursive: true, force: true });
      await fs.mkdir(ws.images, { recursive: true });
    }
  }
  if (!doc) {
    if (!pdfBytes) throw new IngestError(`arXiv has neither a readable source nor a PDF for ${id}.`, "fetch_failed");
    progress("reading PDF", 40);
    doc = await ingestPdfFile(ws.sourcePdf, ws.images, ws.work);
  }
  return { doc: withRemoteMetadata(doc, meta.value, id, version, warnings), manifest: { kind: "arxiv" as const, pdf: pdfBytes ? WORKSPACE_FILES.paperPdf : null, source: sourceName, remote_id: `${id}${version ?? ""}` } };
}

function withRemoteMetadata(doc: PaperDocument, meta: ArxivMetadata, id: string, version: string | undefined, warnings: string[]): PaperDocument {
  return {
    ...doc,
    metadata: { title: meta.title, authors: meta.authors.join(", "), date: meta.published || doc.metadata.date, arxiv_id: `${id}${version ?? ""}` },
    abstract: doc.abstract || meta.summary,
    warnings: [...doc.warnings, ...warnings],
  };
}

async function ingestBiorxiv(doi: string, version: string | undefined, ep: RemoteEndpoints, ws: WorkspacePaths, progress: IngestProgress) {
  progress("downloading from bioRxiv", 5);
  const meta = await fetchBiorxivMetadata(doi, version, ep);
  const pdf = await fetchBiorxivPdf(meta.doi, meta.version, ep);
  await fs.writeFile(ws.sourcePdf, pdf);
  progress("reading PDF", 30);
  const doc = await ingestPdfFile(ws.sourcePdf, ws.images, ws.work);
  return {
    doc: {
      ...doc,
      metadata: { title: meta.title || doc.metadata.title, authors: meta.authors.join(", ") || doc.metadata.authors, date: meta.date || doc.metadata.date, arxiv_id: null },
      abstract: doc.abstract || meta.abstract,
    },
    manifest: { kind: "biorxiv" as const, pdf: WORKSPACE_FILES.paperPdf, source: WORKSPACE_FILES.paperPdf, remote_id: `${meta.doi}v${meta.version}` },
  };
}
