import { LOGIN_TEXT, NOTICES } from "@lectern/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, KEY_STATUS_NONE, mockFetch, PUBLIC_ROUTES, TEST_USER } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";

// The browser extension opens Step 2 with ?arxiv=<abs URL>. A visitor who is not signed in
// meets the login screen there; the link must survive sign-in and Step 1.

const ABS_URL = "https://arxiv.org/abs/0704.0001";
const EXTENSION_LINK = `/paper-processing?arxiv=${encodeURIComponent(ABS_URL)}`;

function visitorRoutes(keyStatus: object = KEY_STATUS_NONE) {
  return {
    ...PUBLIC_ROUTES,
    "POST /api/auth/local/login": () => json({ success: true, access_token: "fresh", user: TEST_USER, expires_at: "2030-01-01T00:00:00Z" }),
    "GET /api/keys/status": () => json(keyStatus),
    "POST /api/auth/logout": () => json({ success: true }),
  };
}

const arxivField = () => screen.findByLabelText<HTMLInputElement>("arXiv or bioRxiv URL");

async function signInFromExtensionLink() {
  const app = renderApp(EXTENSION_LINK);
  await userEvent.click(await screen.findByRole("button", { name: LOGIN_TEXT.localButton }));
  expect(await screen.findByText(NOTICES.loginSuccessful)).toBeTruthy();
  return app;
}

describe("an extension link followed before signing in", () => {
  it("signs in to Step 1, and Skip for Now reaches Step 2 with the arXiv link filled in", async () => {
    mockFetch(visitorRoutes());
    const app = await signInFromExtensionLink();
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    await userEvent.click(await screen.findByRole("button", { name: "Skip for Now" }));

    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect((await arxivField()).value).toBe(ABS_URL);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /arXiv Import/ }).checked).toBe(true);
  });

  it("reaches Step 2 with the link when Step 1 passes itself over (keys already set)", async () => {
    mockFetch(visitorRoutes({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "valid" }));
    const app = await signInFromExtensionLink();
    expect(await screen.findByText(NOTICES.keysAlreadyConfigured)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect((await arxivField()).value).toBe(ABS_URL);
  });

  it("hands the link over once: Step 2 opened again later starts empty", async () => {
    mockFetch(visitorRoutes());
    const app = await signInFromExtensionLink();
    await userEvent.click(await screen.findByRole("button", { name: "Skip for Now" }));
    expect((await arxivField()).value).toBe(ABS_URL);

    // Back to Step 1 by the sidebar and on again, as a user does.
    await userEvent.click(screen.getByRole("button", { name: /API Setup/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    await userEvent.click(await screen.findByRole("button", { name: "Skip for Now" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /LaTeX Source/ }).checked).toBe(true);
    expect(screen.queryByLabelText("arXiv or bioRxiv URL")).toBeNull();
  });

  it("is only kept from Step 2's own address", async () => {
    mockFetch(visitorRoutes());
    const app = renderApp(`/script-generation?arxiv=${encodeURIComponent(ABS_URL)}`);
    await userEvent.click(await screen.findByRole("button", { name: LOGIN_TEXT.localButton }));
    await userEvent.click(await screen.findByRole("button", { name: "Skip for Now" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /LaTeX Source/ }).checked).toBe(true);
  });

  it("is forgotten on sign-out", async () => {
    mockFetch(visitorRoutes());
    await signInFromExtensionLink();
    await userEvent.click(await screen.findByRole("button", { name: "Skip for Now" }));
    expect((await arxivField()).value).toBe(ABS_URL);
    sessionStorage.setItem("lectern_arxiv_after_sign_in", ABS_URL);
    await userEvent.click(screen.getAllByRole("button", { name: /Sign Out/ })[0] as HTMLElement);
    await waitFor(() => expect(sessionStorage.getItem("lectern_arxiv_after_sign_in")).toBeNull());
  });
});
