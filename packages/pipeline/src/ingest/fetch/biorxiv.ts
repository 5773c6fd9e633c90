import { z } from "zod";
import { IngestError } from "../ingest-error.js";
import { guardFor, type RemoteEndpoints } from "./endpoints.js";
import { safeGet } from "./safe-http.js";
import { reaching } from "./unreachable.js";

const Details = z.object({
  collection: z
    .array(
      z.object({
        doi: z.string(),
        title: z.string(),
        authors: z.string(),
        date: z.string(),
        version: z.union([z.string(), z.number()]).transform(String),
        abstract: z.string().optional(),
      }),
    )
    .default([]),
});

export interface BiorxivMetadata {
  doi: string;
  title: string;
  authors: string[];
  date: string;
  version: string;
  abstract: string;
}

/** "Last, F.; Last2, G. H." → ["F. Last", "G. H. Last2"]. */
export function biorxivAuthors(list: string): string[] {
  return list
    .split(";")
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => {
      const [last, first] = a.split(",").map((p) => p.trim());
      return first ? `${first} ${last}` : (last ?? "");
    });
}

export async function fetchBiorxivMetadata(doi: string, version: string | undefined, ep: RemoteEndpoints): Promise<BiorxivMetadata> {
  const res = await reaching("bioRxiv", () => safeGet(`${ep.biorxivApiBase}/details/biorxiv/${doi}`, guardFor(ep)));
  if (res.status !== 200) throw new IngestError(`bioRxiv answered ${res.status} for ${doi}. Please try again later.`, "fetch_failed");
  let parsed: z.infer<typeof Details>;
  try {
    parsed = Details.parse(JSON.parse(res.body.toString("utf8")));
  } catch {
    throw new IngestError("bioRxiv sent an answer we could not read. Please try again later.", "fetch_failed");
  }
  const wanted = version?.replace(/^v/, "");
  const items = parsed.collection;
  const item = (wanted ? items.find((i) => i.version === wanted) : undefined) ?? items[items.length - 1];
  if (!item) throw new IngestError(`bioRxiv has no paper with the DOI ${doi}.`, "not_found");
  return {
    doi: item.doi,
    title: item.title.replace(/\s+/g, " ").trim(),
    authors: biorxivAuthors(item.authors),
    date: item.date,
    version: item.version,
    abstract: (item.abstract ?? "").replace(/\s+/g, " ").trim(),
  };
}

export async function fetchBiorxivPdf(doi: string, version: string, ep: RemoteEndpoints): Promise<Buffer> {
  const res = await reaching("bioRxiv", () => safeGet(`${ep.biorxivBase}/content/${doi}v${version}.full.pdf`, guardFor(ep)));
  if (res.status === 404) throw new IngestError("bioRxiv has no PDF for this paper.", "not_found");
  if (res.status !== 200) throw new IngestError(`bioRxiv answered ${res.status} for the PDF. Please try again later.`, "fetch_failed");
  if (!res.body.subarray(0, 5).toString("latin1").startsWith("%PDF")) throw new IngestError("bioRxiv did not send a PDF for this paper.", "fetch_failed");
  return res.body;
}
