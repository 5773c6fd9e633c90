import { ERRORS, NOTICES, VALIDATION } from "@lectern/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, KEY_STATUS_NONE, mockFetch, signedInRoutes, storeTestSession } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

const SUBMIT = "Save Configuration & Continue";

async function openForm(keyStatus: object = KEY_STATUS_NONE, extra: Parameters<typeof mockFetch>[0] = {}) {
  storeTestSession();
  const mock = mockFetch({ ...signedInRoutes(keyStatus), ...extra });
  const app = renderApp("/api-setup");
  await userEvent.click(await screen.findByRole("button", { name: "Configure API Keys" }));
  return { ...mock, app };
}

describe("Step 1: API setup form", () => {
  it("has three labelled, masked key inputs with Get API Key links", async () => {
    await openForm();
    for (const label of ["Gemini API Key", "Sarvam API Key", "OpenAI API Key"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).type).toBe("password");
    }
    const links = screen.getAllByRole("link", { name: /Get API Key/ });
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "https://aistudio.google.com/app/apikey",
      "https://dashboard.sarvam.ai",
      "https://platform.openai.com/api-keys",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("shows and hides a key with its toggle", async () => {
    await openForm();
    const input = screen.getByLabelText("Gemini API Key") as HTMLInputElement;
    await userEvent.click(screen.getByRole("button", { name: "Show Gemini key" }));
    expect(input.type).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Hide Gemini key" }));
    expect(input.type).toBe("password");
  });

  it("keeps submit disabled until the Gemini key is non-empty after trimming, and says why", async () => {
    await openForm();
    const submit = screen.getByRole("button", { name: SUBMIT }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const gemini = screen.getByLabelText("Gemini API Key");
    await userEvent.type(gemini, "   ");
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(VALIDATION.geminiKeyRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Sarvam API Key"), "sarvam-only");
    expect(submit.disabled).toBe(true);
    await userEvent.type(gemini, "AIza-key");
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText(VALIDATION.geminiKeyRequired)).toBeNull();
  });

  it("saves only the typed keys, confirms, and advances to paper upload", async () => {
    const saved = { ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "valid", success: true };
    const { requests, app } = await openForm(KEY_STATUS_NONE, { "POST /api/keys/setup": () => json(saved) });
    await userEvent.type(screen.getByLabelText("Gemini API Key"), "  AIza-key  ");
    await userEvent.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByText(NOTICES.keysConfigured)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect(requests.find((r) => r.url.endsWith("/keys/setup"))?.body).toEqual({ gemini_key: "AIza-key" });
    // The key itself never lands in browser storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain("AIza-key");
  });

  it("reads Configuring... while saving", async () => {
    await openForm(KEY_STATUS_NONE, { "POST /api/keys/setup": () => new Promise<Response>(() => undefined) });
    await userEvent.type(screen.getByLabelText("Gemini API Key"), "AIza-key");
    await userEvent.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByRole("button", { name: /Configuring\.\.\./ })).toBeTruthy();
  });

  it("shows the server's reason when a key is rejected, else the generic save failure", async () => {
    let answer = () => json({ detail: "The Gemini key was rejected by Google", code: "invalid_api_key" }, 422);
    await openForm(KEY_STATUS_NONE, { "POST /api/keys/setup": () => answer() });
    await userEvent.type(screen.getByLabelText("Gemini API Key"), "bad-key");
    await userEvent.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByText("The Gemini key was rejected by Google")).toBeTruthy();
    answer = () => new Response("", { status: 500 });
    await userEvent.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByText(ERRORS.keySaveFailed)).toBeTruthy();
  });

  it("shows Invalid only for a refused key: an unchecked one could not be checked, one never set is not set", async () => {
    await openForm({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "unverified", sarvam_configured: true, sarvam_key: "invalid", openai_key: "missing" });
    expect(await screen.findByText("Saved (could not be checked)")).toBeTruthy();
    expect(screen.getAllByText("Invalid")).toHaveLength(1);
    expect(screen.getByText("Not set")).toBeTruthy();
    expect(screen.queryByText("Valid")).toBeNull();
  });

  it("says Not set, never Invalid, for every key of a user with none", async () => {
    await openForm();
    expect(await screen.findAllByText("Not set")).toHaveLength(3);
    expect(screen.queryByText("Invalid")).toBeNull();
  });
});

describe("Step 1: already configured", () => {
  it("says so and jumps to step 2 when the Gemini key is valid", async () => {
    storeTestSession();
    mockFetch(signedInRoutes({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "valid" }));
    const app = renderApp("/api-setup");
    expect(await screen.findByText(NOTICES.keysAlreadyConfigured)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
  });

  it("does not jump for a Gemini key that was saved but not verified", async () => {
    storeTestSession();
    mockFetch(signedInRoutes({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "unverified" }));
    const app = renderApp("/api-setup");
    expect(await screen.findByRole("button", { name: "Configure API Keys" })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(app.currentPath()).toBe("/api-setup");
  });
});
