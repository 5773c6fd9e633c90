import { readPaperAddress, type PaperAddress, type PaperAddressProblem } from "@lectern/contract/arxiv-id";
import { IngestError } from "../ingest-error.js";

export type RemoteSource = PaperAddress;

const PROBLEM: Record<PaperAddressProblem, string> = {
  malformed: "Please enter a valid arXiv or bioRxiv URL.",
  not_http: "Please enter an http or https address.",
  credentials: "Addresses with a user name or password are not accepted.",
  arxiv_not_paper: "This arXiv address does not name a paper (expected …/abs/<id>).",
  biorxiv_not_paper: "This bioRxiv address does not name a paper (expected …/content/10.1101/…).",
  other_host: "Only arxiv.org and biorxiv.org addresses are accepted.",
};

/**
 * Reads an arXiv or bioRxiv address into an identifier. The user's URL itself is never fetched:
 * only the id leaves this function, and downloads go to the configured service addresses.
 */
export function parseRemoteSource(input: string): RemoteSource {
  const read = readPaperAddress(input);
  if (!read.ok) throw new IngestError(PROBLEM[read.problem], "bad_url");
  return read.paper;
}
