// Test support: awaits a call that must fail with a given error class, and checks that no key
// reaches the user-facing message (as ../llm/provider-failure.ts does for the script writers).
import { expect } from "vitest";

export async function failureOf<E extends Error>(promise: Promise<unknown>, kind: new (...args: never[]) => E, secrets: readonly string[]): Promise<E> {
  const err: unknown = await promise.then(
    () => new Error("expected a failure"),
    (e: unknown) => e,
  );
  if (!(err instanceof kind)) throw err;
  for (const s of secrets) expect(err.message).not.toContain(s);
  return err;
}
