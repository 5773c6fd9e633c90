/**
 * Runs two pieces of work at the same time, each with a signal that aborts when `parent` does or
 * when the other one fails. A failure is thrown only after both have stopped, so nothing is still
 * writing into the workspace when the caller hears about it; the error thrown is the first real
 * one, not the abort it caused in the other.
 */
export async function sideBySide<A, B>(a: (signal: AbortSignal) => Promise<A>, b: (signal: AbortSignal) => Promise<B>, parent?: AbortSignal): Promise<[A, B]> {
  const failed = new AbortController();
  const signal = parent ? AbortSignal.any([parent, failed.signal]) : failed.signal;
  let first: { error: unknown } | undefined;
  const watch = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      first ??= { error };
      failed.abort(error);
      throw error;
    });
  // Started inside the watch so that a synchronous throw becomes a rejection like any other.
  const [ra, rb] = await Promise.allSettled([watch(Promise.resolve().then(() => a(signal))), watch(Promise.resolve().then(() => b(signal)))]);
  if (first) throw first.error;
  if (ra.status === "rejected" || rb.status === "rejected") throw new Error("side-by-side work failed without an error");
  return [ra.value, rb.value];
}
