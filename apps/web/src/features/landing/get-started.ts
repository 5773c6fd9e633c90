import type { KeyStatusResponse } from "@lectern/contract";

export type GetStartedOutcome = { path: "/api-setup" | "/paper-processing"; statusFailed: boolean; error?: unknown };

/**
 * Where Get Started leads: a visitor goes to key setup; a signed-in user with a Gemini
 * key goes straight to paper upload, otherwise to key setup; a failed check also goes to setup.
 */
export async function resolveGetStarted(isAuthenticated: boolean, fetchStatus: () => Promise<KeyStatusResponse>): Promise<GetStartedOutcome> {
  if (!isAuthenticated) return { path: "/api-setup", statusFailed: false };
  try {
    const status = await fetchStatus();
    return { path: status.gemini_configured ? "/paper-processing" : "/api-setup", statusFailed: false };
  } catch (error) {
    return { path: "/api-setup", statusFailed: true, error };
  }
}
