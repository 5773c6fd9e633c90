/**
 * Resolves after `ms`. A plain timer on purpose: tests drive it with fake timers. No caller needs
 * to cut a wait short (each wait is a second or two between polls or retries), so it takes no signal.
 */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
