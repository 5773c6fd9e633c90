import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ARXIV_QUERY_PARAM, takeArxivLinkForStep2 } from "../../workflow/arxiv-link-handoff";

/**
 * The arXiv link Step 2 was opened with: ?arxiv= (the browser extension's links), else the one
 * the user signed in on and carried through Step 1. The kept one is held in state rather than put
 * back in the address, which the step navigation rewrites. A visit with its own link leaves the
 * kept one alone: that is this very link while the shell first renders, before sign-in moves on.
 */
export function useLinkedArxivUrl(): string | null {
  const [params] = useSearchParams();
  const fromAddress = params.get(ARXIV_QUERY_PARAM)?.trim() || null;
  const [fromSignIn, setFromSignIn] = useState<string | null>(null);
  useEffect(() => {
    if (fromAddress) return;
    const kept = takeArxivLinkForStep2();
    if (kept) setFromSignIn(kept);
  }, [fromAddress]);
  return fromAddress ?? fromSignIn;
}
