import fs from "node:fs";
import type { Page } from "@playwright/test";
import { FAKE_PAPERS } from "../fake-archives.js";
import { expect, test } from "../fixtures.js";
import { startAtStep2 } from "./helpers.js";
import { houseFilePath, type HouseFile } from "../../apps/server/src/test/house-papers.js";

// One click to Video from Step 2, through the real server's background job, to a video that
// plays on /video-display: for a PDF in the browser, and for an arXiv link (the local arXiv fake).

test.setTimeout(240_000);
const LONG = 150_000;

async function expectVideoPlays(page: Page): Promise<void> {
  const video = page.locator("video");
  await expect(video).toBeAttached({ timeout: LONG });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // It really plays: time moves forward.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
}

async function choosePdf(page: Page, file: HouseFile): Promise<void> {
  await page.locator("label", { hasText: "PDF Document" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /drop|browse|choose/i }).first().click();
  await (await chooser).setFiles(houseFilePath(file));
}

test("at 1440×900 the job's progress is in view from its first stage, and the sidebar names the paper being made", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  await page.reload();
  const sidebar = page.getByRole("complementary", { name: "Workflow sidebar" });
  // A previous paper, made by Process: the sidebar names it.
  await choosePdf(page, "soil.pdf");
  await page.getByRole("button", { name: "Process" }).click();
  await expect(sidebar.getByText("Soil Moisture Forecasts from Satellite Radar Backscatter")).toBeVisible({ timeout: 60_000 });

  await choosePdf(page, "routing.pdf");
  await page.getByRole("button", { name: "One click to Video" }).click();
  // The job's panel, with its stages from reading the paper on, is on screen without scrolling
  // (on Step 2 while the paper is read, then on the video page).
  const stages = page.getByRole("list", { name: "Stages" });
  await expect(page.getByRole("progressbar", { name: "Video progress" })).toBeInViewport({ timeout: 60_000 });
  await expect(stages.getByText("Reading the paper")).toBeInViewport();

  await expect(page).toHaveURL(/\/video-display$/, { timeout: LONG });
  await expect(page.getByRole("progressbar", { name: "Video progress" }).or(page.locator("video")).first()).toBeInViewport({ timeout: 30_000 });
  await expect(sidebar.getByText("Sparse Attention Routing for Low-Latency Speech Recognition")).toBeVisible({ timeout: 30_000 });
  await expect(sidebar.getByText("Soil Moisture Forecasts from Satellite Radar Backscatter")).toHaveCount(0);
});

test("a PDF: One click to Video ends on /video-display with a playing video and its downloads", async ({ page }) => {
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  await page.reload();
  await page.locator("label", { hasText: "PDF Document" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /drop|browse|choose/i }).first().click();
  await (await chooser).setFiles(houseFilePath("routing.pdf"));
  await page.getByRole("button", { name: "One click to Video" }).click();
  await expect(page.getByText(/Making your video|Uploading your file/).first()).toBeVisible();

  await expect(page).toHaveURL(/\/video-display$/, { timeout: LONG });
  const paperId = await page.evaluate(() => sessionStorage.getItem("paperId"));
  expect(paperId).toMatch(/^[a-z0-9]{8,40}$/);
  await expect(page.getByText("Sparse Attention Routing for Low-Latency Speech Recognition").first()).toBeVisible();
  await expectVideoPlays(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Video" }).click()]);
  expect(download.suggestedFilename()).toBe(`presentation_${paperId}.mp4`);
  expect(fs.readFileSync(await download.path()).subarray(4, 8).toString()).toBe("ftyp");

  // Upload to YouTube reveals the connect panel.
  await page.getByRole("button", { name: /Upload to YouTube/ }).click();
  await expect(page.getByText(/Sign in to YouTube/i).first()).toBeVisible();
});

test("an arXiv link: the answer comes at once, the page follows the job live, then plays the video", async ({ page }) => {
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  await page.reload();
  await page.locator("label", { hasText: /arXiv/ }).first().click();
  await page.getByLabel(/URL/i).first().fill(`https://arxiv.org/abs/${FAKE_PAPERS.arxivPdfOnly.id}`);
  await page.getByRole("button", { name: "One click to Video" }).click();
  await expect(page).toHaveURL(/\/video-display$/, { timeout: 60_000 });
  // While the job runs, the page shows its live progress (it may also already be done).
  await expect(page.getByRole("progressbar").or(page.locator("video")).first()).toBeVisible({ timeout: 30_000 });
  await expectVideoPlays(page);
});
