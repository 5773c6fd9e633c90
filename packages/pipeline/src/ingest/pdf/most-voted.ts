/**
 * The key with the largest total weight over `items` (the first one seen on a tie), or undefined
 * when there are no items: the font size, say, that most of a line's or a page's text is set in.
 */
export function mostVoted<T, K>(items: Iterable<T>, key: (item: T) => K, weight: (item: T) => number): K | undefined {
  const votes = new Map<K, number>();
  for (const item of items) {
    const k = key(item);
    votes.set(k, (votes.get(k) ?? 0) + weight(item));
  }
  let best: K | undefined;
  let bestVotes = -1;
  for (const [k, v] of votes) {
    if (v > bestVotes) {
      best = k;
      bestVotes = v;
    }
  }
  return best;
}
