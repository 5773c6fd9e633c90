import { expect, test } from "../fixtures.js";
import { setKeys, signInLocally, token, uploadPaper } from "./helpers.js";

// Step 5 with no keys, through the real server: the language picker says which languages need a
// key before the user picks one, and Generate explains instead of failing.

test("no keys: English is offered, Hindi is marked as needing a key with a link to API Setup, before any choice", async ({ page }) => {
  await signInLocally(page);
  await setKeys(page, { gemini_key: "", openai_key: "" });
  const paperId = await uploadPaper(page, "routing.pdf");
  await page.evaluate((id) => localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 5, completedSteps: [1, 2, 3, 4], paperId: id })), paperId);
  await page.goto("/media-generation");

  const language = page.getByLabel("Language");
  await expect(language).toHaveValue("English");
  const hindi = language.locator("option[value='Hindi']");
  await expect(hindi).toBeDisabled();
  await expect(hindi).toHaveText("Hindi (हिन्दी) · needs a Sarvam, Gemini or OpenAI key");
  await expect(language.locator("option[value='English']")).toBeEnabled();
  await expect(language.locator("option:not([disabled])")).toHaveCount(1);
  await expect(page.getByText(/English is narrated offline\. The other 10 languages are translated first/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Audio & Video" })).toBeEnabled();

  // The server says the same to any client.
  const status = await page.request.get("/api/keys/status", { headers: { authorization: `Bearer ${await token(page)}` } });
  const body = (await status.json()) as { gemini_status: string; narration_languages: { language: string; available: boolean }[] };
  expect(body.gemini_status).toBe("not set");
  expect(body.narration_languages.filter((l) => l.available).map((l) => l.language)).toEqual(["English"]);

  await page.getByRole("main").getByRole("link", { name: "API Setup" }).click();
  await expect(page).toHaveURL(/\/api-setup$/);
});
