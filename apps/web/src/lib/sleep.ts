/**
 * Resolves after `ms`, or at once when `signal` is aborted (its timer cleared, so a stopped loop
 * leaves nothing scheduled behind). It never rejects: the caller checks the signal after waking.
 * A plain timer on purpose: tests drive it with fake timers.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const wake = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal?.addEventListener("abort", wake, { once: true });
  });
}
