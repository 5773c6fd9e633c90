import { ERRORS, NOTICES } from "@lectern/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { keyStatusKey } from "../../api/queries/keys";
import { json, KEY_STATUS_NONE, mockFetch, signedInRoutes, storeTestSession } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";
import { NOTHING_TO_SAVE } from "./api-key-form";
import { KEY_FIELD_INFO, OFFLINE_BASELINE } from "./key-fields";

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

  it("says every key is optional and what each adds; nothing calls Gemini required", async () => {
    await openForm();
    expect(screen.getAllByText("Optional")).toHaveLength(3);
    expect(screen.queryByText("Required")).toBeNull();
    expect(screen.queryByText(/required for core features/)).toBeNull();
    expect(screen.getByText(OFFLINE_BASELINE)).toBeTruthy();
    for (const info of KEY_FIELD_INFO) expect(screen.getByText(info.description).textContent).toMatch(/^Adds /);
  });

  it("saves a Sarvam key alone, without touching the saved Gemini key", async () => {
    const saved = { ...KEY_STATUS_NONE, sarvam_configured: true, sarvam_key: "valid", success: true };
    const { requests, app } = await openForm(KEY_STATUS_NONE, { "POST /api/keys/setup": () => json(saved) });
    await userEvent.type(screen.getByLabelText("Gemini API Key"), "   ");
    await userEvent.type(screen.getByLabelText("Sarvam API Key"), "sarvam-only");
    await userEvent.click(screen.getByRole("button", { name: SUBMIT }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    // An empty gemini_key would remove the saved one: it is not sent at all.
    expect(requests.find((r) => r.url.endsWith("/keys/setup"))?.body).toEqual({ sarvam_key: "sarvam-only" });
  });

  it("Save with nothing typed says how to go on, and the form's Skip for Now moves to Paper Upload", async () => {
    const { requests, app } = await openForm();
    await userEvent.click(screen.getByRole("button", { name: SUBMIT }));
    expect((await screen.findByRole("alert")).textContent).toBe(NOTHING_TO_SAVE);
    expect(requests.some((r) => r.url.endsWith("/keys/setup"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Skip for Now" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    const sidebar = screen.getByRole("complementary", { name: "Workflow sidebar" });
    expect(within(sidebar).getByText("1 of 6 completed")).toBeTruthy();
  });

  it("the sidebar responds on the key form: API Setup goes back to the step's start", async () => {
    await openForm();
    expect(screen.getByRole("heading", { name: "Configure API Keys" })).toBeTruthy();
    const sidebar = screen.getByRole("complementary", { name: "Workflow sidebar" });
    await userEvent.click(within(sidebar).getByRole("button", { name: /^API Setup/ }));
    expect(await screen.findByRole("button", { name: "Configure API Keys" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Configure API Keys" })).toBeNull();
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

  it("opened from the sidebar, says so in place without jumping: the user came to change keys", async () => {
    storeTestSession();
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 2, completedSteps: [1] }));
    mockFetch(signedInRoutes({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "valid" }));
    const app = renderApp("/paper-processing");
    const sidebar = await screen.findByRole("complementary", { name: "Workflow sidebar" });
    await userEvent.click(within(sidebar).getByRole("button", { name: /^API Setup/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    expect(await within(screen.getByRole("main")).findByText(NOTICES.keysAlreadyConfigured)).toBeTruthy();
    expect(app.currentPath()).toBe("/api-setup");
    await userEvent.click(screen.getByRole("button", { name: "Configure API Keys" }));
    expect(await screen.findByText("Valid")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Skip for Now" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
  });

  it("does not jump for a Gemini key that was saved but not verified", async () => {
    storeTestSession();
    mockFetch(signedInRoutes({ ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "unverified" }));
    const app = renderApp("/api-setup");
    expect(await screen.findByRole("button", { name: "Configure API Keys" })).toBeTruthy();
    // The jump would come with the key status: wait until it has arrived, then let its effects run.
    await waitFor(() => expect(app.queryClient.getQueryState(keyStatusKey())?.status).toBe("success"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(app.currentPath()).toBe("/api-setup");
  });
});
