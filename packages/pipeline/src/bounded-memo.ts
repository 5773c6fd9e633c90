/**
 * Answers of a pure, costly function of a string, remembered for the process's life. When full it
 * forgets everything at once: one paper's inputs fit many times over, and a server handling many
 * papers must not grow without bound.
 */
export class BoundedMemo<V> {
  private readonly answers = new Map<string, V>();

  constructor(private readonly limit: number) {}

  /** The remembered answer for `key`, or `compute()`'s, which is remembered. */
  get(key: string, compute: () => V): V {
    if (this.answers.has(key)) return this.answers.get(key) as V;
    const answer = compute();
    if (this.answers.size >= this.limit) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }
}
