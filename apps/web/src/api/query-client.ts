import { QueryClient } from "@tanstack/react-query";

/** Retries are the API client's job (only for routes marked `retried`), so the cache never retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
