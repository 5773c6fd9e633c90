/**
 * Runs `fn` over items with at most `limit` running at once, keeping results in order. Items are
 * started costliest first: one slow figure (a plot with a million points, which takes a second
 * or more on its own) then runs beside the quick ones instead of after them.
 */
export async function mapCostliestFirst<T, R>(items: T[], limit: number, cost: (item: T) => number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const costs = items.map(cost);
  const order = items.map((_item, k) => k).sort((a, b) => (costs[b] ?? 0) - (costs[a] ?? 0) || a - b);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const k = order[next] as number;
      next += 1;
      results[k] = await fn(items[k] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
