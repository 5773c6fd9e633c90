import { ERRORS } from "@lectern/contract";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, KEY_STATUS_NONE, mockFetch, PUBLIC_ROUTES, signedInRoutes, storeTestSession } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { resolveGetStarted } from "./get-started";

describe("resolveGetStarted", () => {
  it("sends a visitor to API setup without asking the server", async () => {
    const fetchStatus = vi.fn();
    await expect(resolveGetStarted(false, fetchStatus)).resolves.toMatchObject({ path: "/api-setup", statusFailed: false });
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  it("sends a signed-in user with a Gemini key to paper upload, else to API setup", async () => {
    const withKey = { ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "valid" } as const;
    await expect(resolveGetStarted(true, () => Promise.resolve(withKey))).resolves.toMatchObject({ path: "/paper-processing" });
    await expect(resolveGetStarted(true, () => Promise.resolve(KEY_STATUS_NONE))).resolves.toMatchObject({ path: "/api-setup" });
  });

  it("goes to API setup when the status check fails", async () => {
    await expect(resolveGetStarted(true, () => Promise.reject(new Error("down")))).resolves.toMatchObject({ path: "/api-setup", statusFailed: true });
  });
});

async function clickGetStarted() {
  await screen.findByRole("heading", { level: 1, name: /narrated video/ });
  await userEvent.click(screen.getAllByRole("button", { name: /Get Started/ })[0] as HTMLElement);
}

describe("Get Started on the landing page", () => {
  it("takes a visitor to /api-setup (where the login screen appears)", async () => {
    mockFetch(PUBLIC_ROUTES);
    const app = renderApp("/");
    await clickGetStarted();
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
  });

  it("takes a signed-in user with a configured Gemini key to /paper-processing", async () => {
    const app = await renderSignedInLanding(signedInRoutes({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "unverified" }));
    await clickGetStarted();
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
  });

  it("takes a signed-in user without a Gemini key to /api-setup, past the login screen", async () => {
    const app = await renderSignedInLanding(signedInRoutes());
    await clickGetStarted();
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    expect(await screen.findByRole("button", { name: "Configure API Keys" })).toBeTruthy();
  });

  it("warns and goes to /api-setup when the status check fails", async () => {
    const app = await renderSignedInLanding({ ...signedInRoutes(), "GET /api/keys/status": () => json({ detail: "Database down", code: "internal_error" }, 500) });
    await clickGetStarted();
    expect(await screen.findByText(ERRORS.keyStatusFailed)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
  });
});

/** Renders the landing page with a stored session and waits until the server has verified it. */
async function renderSignedInLanding(routes: Parameters<typeof mockFetch>[0]) {
  storeTestSession();
  const { requests } = mockFetch(routes);
  const app = renderApp("/");
  await waitFor(() => expect(requests.some((r) => r.url.endsWith("/auth/verify"))).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return app;
}
