import { expect } from "vitest";
import { ProviderError } from "../../providers/provider-error.js";

/**
 * Awaits a call that must fail with a ProviderError and returns it; also checks the API key never
 * reaches the user-facing message.
 */
export async function providerFailure(promise: Promise<unknown>, apiKey: string): Promise<ProviderError> {
  const err: unknown = await promise.then(
    () => new Error("expected a failure"),
    (e: unknown) => e,
  );
  if (!(err instanceof ProviderError)) throw err;
  expect(err.message).not.toContain(apiKey);
  return err;
}
