import { ERRORS, VALIDATION } from "@lectern/contract";
import type { PaperUploadRoute } from "../../api/upload";

export type PaperSource = "latex" | "pdf" | "arxiv";
export type FileSource = Exclude<PaperSource, "arxiv">;

interface SourceInfo {
  label: string;
  description: string;
  /** Shown when Process fails without a server detail. */
  processFailed: string;
}

export interface FileSourceInfo extends SourceInfo {
  /** What the file picker offers: the extension plus the MIME types browsers report for it. */
  extension: string;
  mimeTypes: readonly string[];
  /** How the drop zone names the file it wants. */
  noun: string;
  wrongType: string;
  noFile: string;
  route: PaperUploadRoute;
}

export const FILE_SOURCES: Record<FileSource, FileSourceInfo> = {
  latex: {
    label: "LaTeX Source",
    description: "A .zip of your LaTeX project. Gives the most faithful sections and figures.",
    processFailed: ERRORS.processFile,
    extension: ".zip",
    // Windows reports zips as x-zip-compressed.
    mimeTypes: ["application/zip", "application/x-zip-compressed"],
    noun: "ZIP file",
    wrongType: VALIDATION.uploadZip,
    noFile: VALIDATION.selectZip,
    route: "uploadZip",
  },
  pdf: {
    label: "PDF Document",
    description: "The paper as a .pdf file.",
    processFailed: ERRORS.processPdf,
    extension: ".pdf",
    mimeTypes: ["application/pdf"],
    noun: "PDF file",
    wrongType: VALIDATION.uploadPdf,
    noFile: VALIDATION.selectPdf,
    route: "uploadPdf",
  },
};

export const ARXIV_SOURCE: SourceInfo = {
  label: "arXiv Import",
  description: "A link to a paper on arXiv or bioRxiv.",
  processFailed: ERRORS.processArxiv,
};

export const PAPER_SOURCES: readonly PaperSource[] = ["latex", "pdf", "arxiv"];

export function sourceInfo(source: PaperSource): SourceInfo {
  return source === "arxiv" ? ARXIV_SOURCE : FILE_SOURCES[source];
}

export function isFileSource(source: PaperSource): source is FileSource {
  return source !== "arxiv";
}
