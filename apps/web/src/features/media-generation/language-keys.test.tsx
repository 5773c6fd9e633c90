import { narrationLanguages } from "@lectern/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { KEY_STATUS_NONE } from "../../test/fetch-mock";
import { MEDIA_ROUTES, openStep, requestsTo } from "../../test/media-test-support";

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const option = (value: string) => Array.from(select("Language").options).find((o) => o.value === value);
const generateButton = () => screen.getByRole("button", { name: "Generate Audio & Video" }) as HTMLButtonElement;

describe("Step 5: languages say what they need before the user chooses", () => {
  it("without keys, offers English and marks the other ten as needing a key, with a link to API Setup", async () => {
    openStep({}, { step: 5, keys: KEY_STATUS_NONE });
    await waitFor(() => expect(option("Hindi")?.disabled).toBe(true));
    expect(option("Hindi")?.textContent).toBe("Hindi (हिन्दी) · needs a Sarvam, Gemini or OpenAI key");
    const open = Array.from(select("Language").options).filter((o) => !o.disabled);
    expect(open.map((o) => o.value)).toEqual(["English"]);
    expect(screen.getByText(/English is narrated offline\. The other 10 languages are translated first/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "API Setup" }).getAttribute("href")).toBe("/api-setup");
    expect(generateButton().disabled).toBe(false);
  });

  it("a stored language the keys cannot narrate keeps Generate waiting, with the reason instead of a failure", async () => {
    const { requests, app } = openStep({}, { step: 5, keys: KEY_STATUS_NONE, narration: { language: "Tamil", voice: "vidya" } });
    const note = await screen.findByText(/Narration in Tamil needs a Sarvam, Gemini or OpenAI key, to translate the scripts/);
    expect(select("Language").value).toBe("Tamil");
    expect(generateButton().disabled).toBe(true);
    expect(generateButton().getAttribute("aria-describedby")).toBe(note.id);
    await userEvent.click(generateButton());
    expect(requestsTo(requests, MEDIA_ROUTES.audio)).toHaveLength(0);
    await userEvent.selectOptions(select("Language"), "English");
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    // With English chosen the note offers the link again.
    await userEvent.click(screen.getByRole("link", { name: "API Setup" }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
  });

  it("opens every language for a key that could not be checked", async () => {
    openStep({}, { step: 5, keys: { ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "unverified" } });
    await screen.findByText("Audio: Pending");
    await waitFor(() => expect(Array.from(select("Language").options).every((o) => !o.disabled)).toBe(true));
  });

  it("uses the server's list of narration languages when it sends one", async () => {
    openStep({}, { step: 5, keys: { ...KEY_STATUS_NONE, narration_languages: narrationLanguages({ translation: false }, "hi") } });
    await waitFor(() => expect(option("English")?.disabled).toBe(true));
    expect(option("Hindi")?.disabled).toBe(false);
  });
});
