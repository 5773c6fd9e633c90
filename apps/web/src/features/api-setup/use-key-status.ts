import type { KeyStatusResponse } from "@lectern/contract";
import { useQuery } from "@tanstack/react-query";
import { getKeyStatus } from "../../api/endpoints";

export const KEY_STATUS_QUERY_KEY = ["keys", "status"] as const;

/** Saved-key status for the badges; failures are shown inline by the form, not toasted. */
export function useKeyStatus() {
  return useQuery<KeyStatusResponse>({ queryKey: KEY_STATUS_QUERY_KEY, queryFn: () => getKeyStatus({ quiet: true }) });
}
