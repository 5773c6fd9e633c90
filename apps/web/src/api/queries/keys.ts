import type { KeyStatusResponse } from "@lectern/contract";
import { queryOptions } from "@tanstack/react-query";
import { getKeyStatus } from "../endpoints";

/** Every entry about the user's API keys starts with this: signing in, or losing the session, reaches them all. */
export const KEYS_KEY = ["keys"] as const;
export const keyStatusKey = () => [...KEYS_KEY, "status"] as const;

/**
 * Saved-key status: Step 1's badges, Step 3's writers, Step 5's languages, all one entry so it is
 * asked for once. Quiet: each screen shows a failure its own way (or just offers fewer choices).
 */
export const keyStatusQuery = () =>
  queryOptions<KeyStatusResponse>({ queryKey: keyStatusKey(), queryFn: () => getKeyStatus({ quiet: true }) });
