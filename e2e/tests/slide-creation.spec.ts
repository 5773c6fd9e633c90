import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "../fixtures.js";
import { continueToScripts, startAtStep2, uploadPaper } from "./helpers.js";

// Step 4 through the real server: the offline writer's scripts become a Beamer deck compiled by
// real pdflatex, previewed from PNGs, stepped through with the mouse and keyboard, downloaded
// (PDF, LaTeX, and the PowerPoint copy the server makes from the deck).

test.setTimeout(120_000);
const BUILD_TIMEOUT = 60_000;

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

async function downloadVia(page: Page, button: string | RegExp): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return download;
}

test("PDF paper: slides build themselves, carousel by mouse and keyboard, PDF, LaTeX, bundle and PowerPoint downloads, Continue", async ({ page }) => {
  await startAtStep2(page, { gemini_key: "", openai_key: "" });
  const paperId = await uploadPaper(page, "routing.pdf");
  await continueToScripts(page);
  await expect(page.getByRole("tab").first()).toBeVisible({ timeout: BUILD_TIMEOUT });
  await page.getByRole("button", { name: "Continue to Slides" }).click();
  await expect(page).toHaveURL(/\/slide-creation$/);

  // No deck yet: it is generated once, automatically, with a notice while LaTeX runs.
  await expect(page.getByRole("heading", { level: 1, name: "Slide Creation" })).toBeVisible();
  await expect(page.getByText(/Generating slides: typesetting/)).toBeVisible();
  const slide = page.getByRole("img", { name: /^Slide \d+ of \d+$/ });
  await expect(slide).toBeVisible({ timeout: BUILD_TIMEOUT });
  const total = Number((await slide.getAttribute("alt"))?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(5);
  await expect(slide).toHaveAttribute("alt", `Slide 1 of ${total}`);
  // The preview really loaded (signed URL, CSP allows it), at 1920×1080.
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight].join("x"))).toBe("1920x1080");

  // Mouse: next, a dot; keyboard: arrows, End, Home.
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(slide).toHaveAttribute("alt", `Slide 2 of ${total}`);
  await page.getByRole("button", { name: `Go to slide ${total}` }).click();
  await expect(slide).toHaveAttribute("alt", `Slide ${total} of ${total}`);
  await expect(page.getByRole("button", { name: "Next slide" })).toBeDisabled();
  await page.getByRole("region", { name: "Slide previews" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(slide).toHaveAttribute("alt", `Slide ${total - 1} of ${total}`);
  await page.keyboard.press("Home");
  await expect(slide).toHaveAttribute("alt", `Slide 1 of ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(slide).toHaveAttribute("alt", `Slide 2 of ${total}`);
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);

  // Downloads, under their published file names, with the right contents.
  const pdf = await downloadVia(page, "Download PDF");
  expect(pdf.suggestedFilename()).toBe(`slides_${paperId}.pdf`);
  expect((await saved(pdf)).subarray(0, 5).toString()).toBe("%PDF-");
  const tex = await downloadVia(page, "Download LaTeX");
  expect(tex.suggestedFilename()).toBe(`slides_${paperId}.tex`);
  const source = (await saved(tex)).toString("utf8");
  expect(source).toContain("\\documentclass[aspectratio=169");
  expect(source).toContain("Sparse Attention Routing for Low-Latency Speech Recognition");
  const bundle = await downloadVia(page, /LaTeX with figures/);
  expect(bundle.suggestedFilename()).toBe(`slides_${paperId}_latex.zip`);
  expect((await saved(bundle)).subarray(0, 2).toString()).toBe("PK");

  // Regenerate replaces the deck in place; the carousel stays usable. The request is held until
  // the busy button has been seen: a warm server can build the deck faster than the check runs.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/slides/*/generate", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Regenerate Slides" }).click();
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  release();
  await expect(page.getByRole("button", { name: "Regenerate Slides" })).toBeEnabled({ timeout: BUILD_TIMEOUT });
  await expect(page.getByRole("img", { name: /^Slide \d+ of \d+$/ })).toBeVisible();

  // The editable PowerPoint copy, made by the server from the (regenerated) deck, named after the paper.
  const pptx = await downloadVia(page, "Download PowerPoint");
  expect(pptx.suggestedFilename()).toBe("Sparse_Attention_Routing_for_Low_Latency_Speech_Recognition.pptx");
  const deck = await saved(pptx);
  expect(deck.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  // Zip entry names are stored as plain text in the archive's directory.
  expect(deck.includes(Buffer.from("ppt/slides/slide1.xml"))).toBe(true);
  expect(deck.includes(Buffer.from(`ppt/slides/slide${total}.xml`))).toBe(true);

  await page.getByRole("button", { name: "Continue to Audio & Video" }).click();
  await expect(page).toHaveURL(/\/media-generation$/);
  await expect(page.getByRole("complementary", { name: "Workflow sidebar" }).getByText("4 of 6 completed")).toBeVisible();
});
