import { readItem, removeItem, writeItem } from "../lib/safe-storage";
import { stepByNumber } from "./workflow-steps";

/** Step 2 reads a paper link from this query parameter: the extension opens /paper-processing?arxiv=<url>. */
export const ARXIV_QUERY_PARAM = "arxiv";
// Session storage: the link belongs to this tab's visit, and sign-out forgets it.
export const ARXIV_HANDOFF_KEY = "lectern_arxiv_after_sign_in";

/**
 * A visitor who follows an extension link sees the login screen in place of Step 2, and signing
 * in leads through Step 1. The link is kept at sign-in so Step 2 still has it when the user
 * gets there, whether Step 1 is skipped, saved or passed over automatically.
 */
export function keepArxivLinkForStep2(pathname: string, search: string): void {
  if (pathname !== stepByNumber(2).path) return;
  const link = new URLSearchParams(search).get(ARXIV_QUERY_PARAM)?.trim();
  if (link) writeItem(ARXIV_HANDOFF_KEY, link, "session");
}

/** The link kept at sign-in, handed over once: later visits to Step 2 start empty again. */
export function takeArxivLinkForStep2(): string | null {
  const link = readItem(ARXIV_HANDOFF_KEY, "session");
  removeItem(ARXIV_HANDOFF_KEY, "session");
  return link || null;
}
