import { MutationCache, QueryCache, QueryClient, type Query } from "@tanstack/react-query";
import { MEDIA_KEY } from "./queries/media";
import { LIBRARY_KEY, refreshPaperState } from "./queries/papers";
import { SCRIPTS_KEY } from "./queries/scripts";
import { SLIDES_KEY } from "./queries/slides";

/** Cache entries whose new data means a stage made something: scripts, slides, media. */
const STAGE_OUTPUTS = new Set<string>([SCRIPTS_KEY[0], SLIDES_KEY[0], MEDIA_KEY[0]]);

/**
 * The server's paper state (progress, My papers) is read again whenever a stage's output changes
 * in the cache or any mutation (a stage run, a save, an upload) settles, so check marks follow a
 * finished stage without each screen having to say so. Only a real change counts: a poll that
 * brings the same answer keeps its data object (structural sharing) and triggers nothing.
 */
function followStageOutputs(queryCache: QueryCache, client: () => QueryClient): void {
  const seen = new WeakMap<Query, unknown>();
  queryCache.subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const [head] = event.query.queryKey;
    if (typeof head !== "string" || !STAGE_OUTPUTS.has(head) || head === LIBRARY_KEY[0]) return;
    const data: unknown = event.query.state.data;
    const before = seen.get(event.query);
    seen.set(event.query, data);
    if (before !== undefined && before !== data) void refreshPaperState(client());
  });
}

/** Retries are the API client's job (only for routes marked `retried`), so the cache never retries. */
export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache();
  const mutationCache = new MutationCache({ onSettled: () => void refreshPaperState(client) });
  const client = new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  followStageOutputs(queryCache, () => client);
  return client;
}
