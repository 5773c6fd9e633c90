import fs from "node:fs/promises";
import { runTool } from "../../process/run-tool.js";
import { IngestError } from "../ingest-error.js";
import type { PdfInfo } from "./pdf-types.js";

const PDFINFO_TIMEOUT_MS = 15_000;

export const NOT_A_PDF_MESSAGE =
  "This file is not a PDF (it does not start with %PDF). Upload the paper as a PDF file, or its LaTeX source as a .zip.";
export const DAMAGED_PDF_MESSAGE =
  "This PDF is damaged or incomplete and could not be read. Download it again and re-upload it, or upload the LaTeX source.";
export const ENCRYPTED_PDF_MESSAGE = "This PDF is encrypted. Upload a version without a password.";

/** Reads the head and tail of the file: enough to tell a PDF from anything else and to spot truncation. */
async function readEnds(pdfPath: string): Promise<{ head: Buffer; tail: Buffer; size: number }> {
  const handle = await fs.open(pdfPath, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(1024, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(4096, size));
    await handle.read(tail, 0, tail.length, Math.max(0, size - tail.length));
    return { head, tail, size };
  } finally {
    await handle.close();
  }
}

function field(out: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*)$`, "m").exec(out);
  return (m?.[1] ?? "").trim();
}

export interface ProbeResult {
  info: PdfInfo;
  /** The file lacks the %%EOF marker: it was probably cut off, so a read failure means "damaged". */
  looksTruncated: boolean;
}

/**
 * Readers accept junk before the header, but a file that opens as PostScript and carries a PDF
 * further on is run by Ghostscript as PostScript: only files that start as a PDF are PDFs here.
 */
export const startsAsPdf = (head: Buffer): boolean => head.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * Checks that the file is a readable PDF and reads its metadata. Refuses non-PDFs, damaged
 * files and password-protected ones with a message the user can act on.
 */
export async function probePdf(pdfPath: string, workDir: string): Promise<ProbeResult> {
  const { head, tail, size } = await readEnds(pdfPath);
  if (size < 64 || !startsAsPdf(head)) throw new IngestError(NOT_A_PDF_MESSAGE, "bad_pdf");
  const looksTruncated = !tail.toString("latin1").includes("%%EOF");

  const result = await runTool("pdfinfo", ["-isodates", "-enc", "UTF-8", pdfPath], { cwd: workDir, timeoutMs: PDFINFO_TIMEOUT_MS, maxOutputBytes: 1024 * 1024, sandbox: { read: [pdfPath] } });
  const out = result.stdout.toString("utf8");
  if (/incorrect password/i.test(result.stderr)) throw new IngestError(ENCRYPTED_PDF_MESSAGE, "encrypted_pdf");
  if (result.timedOut || result.code !== 0) throw new IngestError(DAMAGED_PDF_MESSAGE, "bad_pdf");
  const pages = Number.parseInt(field(out, "Pages"), 10);
  if (!Number.isFinite(pages) || pages < 1) throw new IngestError(DAMAGED_PDF_MESSAGE, "bad_pdf");

  const sizeMatch = /([\d.]+)\s*x\s*([\d.]+)\s*pts/.exec(field(out, "Page size"));
  const created = /^(\d{4}-\d{2}-\d{2})/.exec(field(out, "CreationDate"));
  return {
    info: {
      pages,
      encrypted: /^yes/i.test(field(out, "Encrypted")),
      title: field(out, "Title"),
      creationDate: created?.[1] ?? "",
      pageWidthPt: Number(sizeMatch?.[1] ?? 612),
      pageHeightPt: Number(sizeMatch?.[2] ?? 792),
    },
    looksTruncated,
  };
}
