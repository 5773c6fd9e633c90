import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.js";
import { continueToScripts, signInLocally, startAtStep2, token, uploadPaper } from "./helpers.js";

// Step 3 through the real server: a house paper is ingested, the offline local writer writes
// its scripts, and every edit, save and image choice is checked against what the server kept.

const GENERATE_TIMEOUT = 45_000;
test.setTimeout(90_000);

interface SavedSections {
  sections: Record<string, { script: string; bullet_points: string[]; assigned_image?: string | null }>;
  order?: string[];
}

async function savedSections(page: Page, paperId: string): Promise<SavedSections> {
  const response = await page.request.get(`/api/scripts/${paperId}/sections`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedSections;
}

test("without a paper: No Paper Selected, and Generate and Continue say why they cannot", async ({ page }) => {
  await signInLocally(page);
  await page.goto("/script-generation");
  await expect(page.getByRole("heading", { level: 1, name: "Script Generation" })).toBeVisible();
  await expect(page.getByText("No Paper Selected")).toBeVisible();
  await page.getByRole("button", { name: "Generate Scripts" }).click();
  await expect(page.getByText("Upload a paper first")).toBeVisible();
  await page.getByRole("button", { name: "Continue to Slides" }).click();
  await expect(page.getByText("Please generate scripts first")).toBeVisible();
  await expect(page).toHaveURL(/\/script-generation$/);
  await page.getByRole("link", { name: "Go to Paper Upload" }).click();
  await expect(page).toHaveURL(/\/paper-processing$/);
});

test("LaTeX paper: scripts write themselves, edit, blocked Continue, Save, pick an image, Continue to slides", async ({ page }) => {
  // No LLM key: the offline local writer is the only one, so scripts come without a network.
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  const paperId = await uploadPaper(page, "speaker.zip");
  await continueToScripts(page);

  // Auto-generation on entry, offline.
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toBeVisible({ timeout: GENERATE_TIMEOUT });
  await expect(page.getByText("Scripts generated")).toBeVisible();
  await expect(page.getByText(/Written offline by Lectern's local writer/)).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(5);
  expect(count).toBeLessThanOrEqual(9);
  for (const name of await tabs.allTextContents()) expect(name).not.toContain("_");
  await expect(page.getByRole("button", { name: "Regenerate Scripts" })).toBeVisible();

  // Edit the second section's narration: the tab shows it is unsaved, and Continue refuses.
  const second = tabs.nth(1);
  await second.click();
  await expect(second).toHaveAttribute("aria-selected", "true");
  const narration = page.getByLabel("Narration");
  const edited = "In this part we explain, in our own words, how the faces were balanced across eight subgroups.";
  await narration.fill(edited);
  await expect(page.getByText(`${edited.length} characters`)).toBeVisible();
  // 17 words at 150 words a minute: about 7 s, shown to the nearest 5 s.
  await expect(page.getByText("Estimated duration: 5 seconds")).toBeVisible();
  await expect(second).toContainText("unsaved changes");
  await page.getByRole("button", { name: "Continue to Slides" }).click();
  await expect(page.getByText("Please save your changes before continuing")).toBeVisible();
  await expect(page).toHaveURL(/\/script-generation$/);

  // Save: the server keeps exactly what was typed.
  await page.getByRole("button", { name: "Save Scripts" }).click();
  await expect(page.getByText("Scripts saved")).toBeVisible();
  await expect(second).not.toContainText("unsaved changes");
  const secondKey = (await second.getAttribute("id"))?.replace("section-tab-", "") ?? "";
  expect((await savedSections(page, paperId)).sections[secondKey]?.script).toBe(edited);

  // Pick an image in the modal, on the second page when the paper has more than 12 figures.
  await page.getByRole("button", { name: /^(Select|Change) Image$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose an image" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/\d+ images? available/)).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "No Image (Text Only Slide)" })).toBeAttached();
  const next = dialog.getByRole("button", { name: "Next page" });
  if (await next.isVisible()) await next.click();
  const figures = dialog.locator("input[type=radio][value]");
  await expect(figures.first()).toBeAttached();
  expect(await figures.count()).toBeLessThanOrEqual(12);
  const chosen = (await figures.last().getAttribute("value")) ?? "";
  // The radio itself is visually hidden inside its card: click the card, as a user does.
  await dialog.locator("label").filter({ has: page.locator(`input[type=radio][value="${chosen}"]`) }).click();
  await expect(figures.last()).toBeChecked();
  await dialog.getByRole("button", { name: "Use Selected Image" }).click();
  await expect(dialog).toBeHidden();

  // The slide's image is shown from its signed URL, and the server has the assignment.
  const shown = page.locator("figure img");
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("figure").getByText(chosen)).toBeVisible();
  expect((await savedSections(page, paperId)).sections[secondKey]?.assigned_image).toBe(chosen);

  // Escape closes the picker without changing anything.
  await page.getByRole("button", { name: "Change Image" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Change Image" })).toBeFocused();

  await page.getByRole("button", { name: "Continue to Slides" }).click();
  await expect(page).toHaveURL(/\/slide-creation$/);
  await expect(page.getByRole("complementary", { name: "Workflow sidebar" }).getByText("3 of 6 completed")).toBeVisible();
});

test("a Gemini key that cannot be reached: the failure is explained, and the local writer can be chosen instead", async ({ page }) => {
  // Offline, a stored key is "unverified", which still makes Gemini the default writer.
  await startAtStep2(page, { gemini_key: "AIza-e2e-unreachable", openai_key: "" });
  await uploadPaper(page, "routing.pdf");
  await continueToScripts(page);

  await expect(page.getByText("Gemini is writing the narration and bullet points for each section...")).toBeVisible();
  const writer = page.getByLabel("Writer", { exact: true });
  await expect(writer).toHaveValue("gemini");
  // The reason stays beside the button after the toast has gone.
  const panel = page.getByRole("region", { name: "Script writer" });
  await expect(panel.getByText("Failed to generate scripts")).toBeVisible({ timeout: GENERATE_TIMEOUT });
  await expect(panel.getByText(/Could not reach Gemini/)).toBeVisible();
  await expect(page.getByText("No Scripts Generated Yet")).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);

  await writer.selectOption("local");
  await page.getByLabel("Talk length").selectOption("short");
  await page.getByRole("button", { name: "Generate Scripts" }).click();
  await expect(page.getByRole("tab").first()).toBeVisible({ timeout: GENERATE_TIMEOUT });
  await expect(page.getByText("Written offline by Lectern's local writer · Short talk")).toBeVisible();
  await expect(panel.getByText("Failed to generate scripts")).toHaveCount(0);
});
