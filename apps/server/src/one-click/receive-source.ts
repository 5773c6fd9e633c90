import { ArxivOneClickFields, ERROR_CODES, OneClickStartFields, VALIDATION } from "@lectern/contract";
import { parseRemoteSource } from "@lectern/pipeline";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/errors.js";
import { receiveUpload } from "../papers/upload.js";
import type { ReceivedSource } from "./start-one-click.js";

function remoteKind(url: string): string | undefined {
  try {
    return parseRemoteSource(url).kind;
  } catch {
    return undefined;
  }
}

const invalid = (detail: string) => new AppError(422, ERROR_CODES.validation, detail);

/** One click takes arXiv links only (Process also takes bioRxiv). */
function arxivSource(url: string): ReceivedSource {
  if (remoteKind(url) !== "arxiv") throw invalid(VALIDATION.arxivInvalid);
  return { kind: "remote", url };
}

/** The published file routes: the multipart `file`, its kind given by the route. */
export async function receiveFile(request: FastifyRequest, tmpDir: string, kind: "pdf" | "zip"): Promise<ReceivedSource> {
  const received = await receiveUpload(request, tmpDir, { requireFile: true });
  return { kind, file: received.file };
}

/** The published arXiv route: the multipart field `arxiv_url`. */
export async function receiveArxiv(request: FastifyRequest, tmpDir: string): Promise<ReceivedSource> {
  const received = await receiveUpload(request, tmpDir, { requireFile: false });
  await received.cleanup();
  const fields = ArxivOneClickFields.safeParse(received.fields);
  if (!fields.success) throw invalid("Send the arXiv link in the field named arxiv_url.");
  return arxivSource(fields.data.arxiv_url);
}

/**
 * The start route: a `file` with `source` (pdf or latex), or an `arxiv_url`, never both. A
 * refused request leaves no received file behind.
 */
export async function receiveAnySource(request: FastifyRequest, tmpDir: string): Promise<ReceivedSource> {
  const received = await receiveUpload(request, tmpDir, { requireFile: false });
  try {
    const fields = OneClickStartFields.safeParse(received.fields);
    if (!fields.success) throw invalid("Send source as pdf or latex with a file, or an arXiv link in arxiv_url.");
    const { source, arxiv_url: url } = fields.data;
    if (received.hasFile && url) throw invalid("Send either a file or an arXiv link, not both.");
    if (received.hasFile) {
      if (!source) throw invalid("Say which kind of file this is in the field named source: pdf or latex.");
      return { kind: source === "pdf" ? "pdf" : "zip", file: received.file };
    }
    await received.cleanup();
    if (!url) throw invalid("No file was received. Choose a file and try again.");
    return arxivSource(url);
  } catch (err) {
    await received.cleanup();
    throw err;
  }
}
