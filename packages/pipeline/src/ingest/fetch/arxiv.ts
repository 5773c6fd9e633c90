import { XMLParser } from "fast-xml-parser";
import { IngestError } from "../ingest-error.js";
import { guardFor, type RemoteEndpoints } from "./endpoints.js";
import { safeGet } from "./safe-http.js";
import { reaching } from "./unreachable.js";

export interface ArxivMetadata {
  id: string;
  title: string;
  authors: string[];
  /** YYYY-MM-DD of the first version. */
  published: string;
  summary: string;
}

const squash = (s: unknown) => (typeof s === "string" ? s.replace(/\s+/g, " ").trim() : "");
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Parses the arXiv API's Atom answer; an unknown id yields no entry (or an "Error" entry). */
export function parseArxivAtom(xml: string, id: string): ArxivMetadata {
  const doc = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, processEntities: true }).parse(xml) as {
    feed?: { entry?: unknown };
  };
  const entries = asArray(doc.feed?.entry) as { id?: unknown; title?: unknown; summary?: unknown; published?: unknown; author?: unknown }[];
  const entry = entries.find((e) => !String(e.id ?? "").includes("/api/errors"));
  const title = squash(entry?.title);
  if (!entry || !title || title === "Error") throw new IngestError(`arXiv has no paper with the id ${id}.`, "not_found");
  const authors = asArray(entry.author as { name?: unknown } | { name?: unknown }[]).map((a) => squash(a.name)).filter(Boolean);
  return { id, title, authors, published: squash(entry.published).slice(0, 10), summary: squash(entry.summary) };
}

const versioned = (id: string, version: string | undefined) => `${id}${version ?? ""}`;

export async function fetchArxivMetadata(id: string, ep: RemoteEndpoints): Promise<ArxivMetadata> {
  const res = await reaching("arXiv", () => safeGet(`${ep.arxivApiBase}/api/query?id_list=${encodeURIComponent(id)}&max_results=1`, guardFor(ep)));
  if (res.status !== 200) throw new IngestError(`arXiv answered ${res.status} for ${id}. Please try again later.`, "fetch_failed");
  return parseArxivAtom(res.body.toString("utf8"), id);
}

async function download(url: string, ep: RemoteEndpoints, what: string): Promise<Buffer> {
  const res = await reaching("arXiv", () => safeGet(url, guardFor(ep)));
  if (res.status === 404) throw new IngestError(`arXiv has no ${what} for this paper.`, "not_found");
  if (res.status !== 200) throw new IngestError(`arXiv answered ${res.status} for the ${what}. Please try again later.`, "fetch_failed");
  return res.body;
}

/** The e-print: a gzipped tar, a single gzipped .tex, or a PDF (decided later by the bytes). */
export function fetchArxivSource(id: string, version: string | undefined, ep: RemoteEndpoints): Promise<Buffer> {
  return download(`${ep.arxivBase}/e-print/${versioned(id, version)}`, ep, "source");
}

export function fetchArxivPdf(id: string, version: string | undefined, ep: RemoteEndpoints): Promise<Buffer> {
  return download(`${ep.arxivBase}/pdf/${versioned(id, version)}`, ep, "PDF");
}
