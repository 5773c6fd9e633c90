import { useRef } from "react";

const RENEWAL_INTERVAL_MS = 60_000;

/**
 * Signed stream URLs expire: a video that fails to load asks for one fresh status (new URLs),
 * and no second one within a minute, so a file that is really broken cannot loop.
 */
export function useUrlRenewal(refetch: () => unknown): () => void {
  const lastRenewal = useRef<number | null>(null);
  return () => {
    const now = Date.now();
    if (lastRenewal.current !== null && now - lastRenewal.current < RENEWAL_INTERVAL_MS) return;
    lastRenewal.current = now;
    void refetch();
  };
}
