import fs from "node:fs";
import type { Page } from "@playwright/test";
import { SARVAM_E2E_KEY } from "../fake-sarvam.js";
import { expect, test } from "../fixtures.js";
import { startAtStep2, uploadPaper } from "./helpers.js";
import { houseFilePath } from "../../apps/server/src/test/house-papers.js";

// Steps 1–6 through the real server: ingest, the offline writer, pdflatex, espeak-ng (English)
// or the fake Sarvam (Hindi: translation + speech), ffmpeg, and the video played in Chromium.

test.setTimeout(240_000);
const LONG = 120_000;

/** The <video> of Step 6 can play, has the talk's length, and seeks. */
async function expectPlayableVideo(page: Page): Promise<number> {
  const video = page.locator("video");
  await expect(video).toBeAttached();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByText("Loading video...")).toBeHidden();
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(10);
  expect(await video.evaluate((v: HTMLVideoElement) => v.canPlayType("video/mp4; codecs=\"avc1.640028, mp4a.40.2\""))).not.toBe("");
  // Seeking far into the file needs Range requests (206) from the server.
  const target = Math.floor(duration * 0.75);
  const landed = await video.evaluate(
    (v: HTMLVideoElement, t: number) =>
      new Promise<number>((resolve) => {
        v.addEventListener("seeked", () => resolve(v.currentTime), { once: true });
        v.currentTime = t;
      }),
    target,
  );
  expect(Math.abs(landed - target)).toBeLessThan(1.5);
  return duration;
}

async function throughSlides(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Continue to Slides" }).click();
  await expect(page).toHaveURL(/\/slide-creation$/);
  await expect(page.getByRole("img", { name: /^Slide 1 of \d+$/ })).toBeVisible({ timeout: LONG });
  await page.getByRole("button", { name: "Continue to Audio & Video" }).click();
  await expect(page).toHaveURL(/\/media-generation$/);
}

async function generateMedia(page: Page, language: string, voice: "Female" | "Male"): Promise<void> {
  await page.getByLabel("Voice").selectOption({ label: voice });
  await page.getByLabel("Language").selectOption({ value: language });
  await expect(page.getByText("Audio: Pending")).toBeVisible();
  await page.getByRole("button", { name: "Generate Audio & Video" }).click();
  await expect(page.getByRole("progressbar", { name: "Progress", exact: true })).toBeVisible();
  // The first video moves on to Results by itself (the workflow moves on when the first video is ready).
  await expect(page.getByText("Audio and video generated")).toBeVisible({ timeout: LONG });
  await expect(page).toHaveURL(/\/results$/);
}

test("English with espeak-ng: upload a PDF in the browser, scripts, slides, audio and video, then watch and download", async ({ page }) => {
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  // The keys were changed behind the page's back (earlier specs share this server): read them again.
  await page.reload();
  // Step 2 in the browser: choose the file, Process, Continue.
  await page.locator("label", { hasText: "PDF Document" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /drop|browse|choose/i }).first().click();
  await (await chooser).setFiles(houseFilePath("routing.pdf"));
  await page.getByRole("button", { name: "Process", exact: true }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue("Sparse Attention Routing for Low-Latency Speech Recognition", { timeout: LONG });
  const paperId = (await page.evaluate(() => localStorage.getItem("paperId"))) ?? "";
  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page.getByRole("tab").first()).toBeVisible({ timeout: LONG });
  await throughSlides(page);

  await generateMedia(page, "English", "Female");
  await expect(page.getByText("Sparse Attention Routing for Low-Latency Speech Recognition").first()).toBeVisible();
  await expectPlayableVideo(page);
  // Captions come from the narration's sentence timings.
  // The track loads on its own schedule: asked again until its cues are there, not after a fixed wait.
  const cueCount = () =>
    page.locator("video").evaluate((v: HTMLVideoElement) => {
      const track = v.textTracks[0];
      if (!track) return 0;
      track.mode = "hidden";
      return track.cues?.length ?? 0;
    });
  await expect.poll(cueCount, { timeout: 10_000 }).toBeGreaterThan(3);

  // One audio file per section, and the video downloads under its published file name.
  await expect(page.getByRole("button", { name: /^Download .* audio$/ }).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Final Video" }).click()]);
  expect(download.suggestedFilename()).toBe(`presentation_${paperId}.mp4`);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(4, 8).toString()).toBe("ftyp");
  await expect(page.getByRole("complementary", { name: "Workflow sidebar" }).getByText("6 of 6 completed")).toBeVisible();
});

test("Hindi through a fake Sarvam: translated narration and slides, male voice, the video plays and seeks", async ({ page }) => {
  await startAtStep2(page, { gemini_key: "", openai_key: "", sarvam_key: SARVAM_E2E_KEY });
  await uploadPaper(page, "routing.pdf");
  await page.reload();
  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page.getByRole("tab").first()).toBeVisible({ timeout: LONG });
  await throughSlides(page);

  await generateMedia(page, "Hindi", "Male");
  const duration = await expectPlayableVideo(page);
  expect(duration).toBeGreaterThan(10);
  // The captions are the Hindi narration.
  const firstCue = () =>
    page.locator("video").evaluate((v: HTMLVideoElement) => {
      const track = v.textTracks[0];
      if (!track) return "";
      track.mode = "hidden";
      return (track.cues?.[0] as VTTCue | undefined)?.text ?? "";
    });
  await expect.poll(firstCue, { timeout: 10_000 }).toMatch(/[\u0900-\u097F]/);
});
