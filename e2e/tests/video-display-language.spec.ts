import fs from "node:fs";
import type { Page } from "@playwright/test";
import { SARVAM_E2E_KEY } from "../fake-sarvam.js";
import { expect, test } from "../fixtures.js";
import { setKeys, signInLocally, token, uploadPaper } from "./helpers.js";

// /video-display shows the language made last; its Download Video and Download Slides must serve
// that language. Here the paper's only video is Hindi (the fake Sarvam translates and speaks), so
// an English-only download would answer 404.

test.setTimeout(240_000);

async function api(page: Page, path: string, data?: object): Promise<Buffer> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const response = data
    ? await page.request.post(path, { headers, data, timeout: 180_000 })
    : await page.request.get(path, { headers, timeout: 60_000 });
  expect(response.status(), `${path}: ${await response.text().catch(() => "")}`).toBe(200);
  return response.body();
}

test("a Hindi-only video: Download Video and Download Slides on /video-display give the Hindi files", async ({ page }) => {
  await signInLocally(page);
  await setKeys(page, { gemini_key: "", openai_key: "", sarvam_key: SARVAM_E2E_KEY });
  const id = await uploadPaper(page, "routing.pdf");
  // Scripts, slides, then Hindi narration and video, through the API (Steps 3–5 have their own specs).
  await api(page, `/api/scripts/${id}/generate`, { writer: "local" });
  await api(page, `/api/slides/${id}/generate`, {});
  await api(page, `/api/media/${id}/generate-audio`, { voice_selection: { Hindi: "vidya" }, hinglish_iterations: 3, show_hindi_debug: false, selected_language: "Hindi" });
  await api(page, `/api/media/${id}/generate-video`, { selected_language: "Hindi" });

  await page.evaluate((paperId) => sessionStorage.setItem("paperId", paperId), id);
  await page.goto("/video-display");
  await expect(page.locator("video")).toBeAttached({ timeout: 30_000 });
  // The player's captions are the Hindi ones: the page shows the Hindi video.
  await expect(page.locator("video track")).toHaveAttribute("srclang", "hi");

  const [video] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Video" }).click()]);
  expect(video.suggestedFilename()).toBe(`presentation_${id}.mp4`);
  const hindiVideo = await api(page, `/api/media/${id}/download-video?language=Hindi`);
  expect(fs.readFileSync(await video.path()).equals(hindiVideo)).toBe(true);

  const [slides] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Slides" }).click()]);
  expect(slides.suggestedFilename()).toBe(`slides_${id}.pdf`);
  const slideBytes = fs.readFileSync(await slides.path());
  expect(slideBytes.subarray(0, 5).toString()).toBe("%PDF-");
  // The translated deck the Hindi video was made from, not the paper's English deck.
  expect(slideBytes.equals(await api(page, `/api/papertovideo/${id}/download-slides?language=Hindi`))).toBe(true);
  expect(slideBytes.equals(await api(page, `/api/slides/${id}/download`))).toBe(false);
  await expect(page.getByText(/Failed to download/)).toHaveCount(0);
});
