import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.js";
import { setKeys, signInLocally, token } from "./helpers.js";
import { houseFile } from "../../apps/server/src/test/house-papers.js";

/** Every screen, as a user reaches it: public pages, then the workflow with a finished video. */
const ROUTES = ["/", "/about", "/sample", "/testimonials", "/api-setup", "/paper-processing", "/script-generation", "/slide-creation", "/media-generation", "/results", "/video-display", "/papers"];

/** How far the page is wider than the window (0 when nothing scrolls sideways), and the deepest elements that stick out. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const px = document.documentElement.scrollWidth - window.innerWidth;
    const out = Array.from(document.querySelectorAll("body *")).filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5));
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    return { px, culprits: out.slice(0, 3).map(name) };
  });

test("every screen fits a 390 px phone without scrolling sideways", async ({ page }) => {
  test.setTimeout(240_000);
  await signInLocally(page);
  await setKeys(page, { gemini_key: "", openai_key: "" });
  // A paper with a video, so Results and the video page show everything they can (one click).
  const file = "routing.pdf";
  const made = await page.request.post("/api/papertovideo/upload_pdf_to_video", {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: { file: { name: file, mimeType: "application/pdf", buffer: houseFile(file) } },
    timeout: 200_000,
  });
  expect(made.status()).toBe(200);
  const { paper_id: paperId } = (await made.json()) as { paper_id: string };
  await page.evaluate((id) => localStorage.setItem("paperId", id), paperId);

  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole("heading").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const { px, culprits } = await overflow(page);
    if (px > 0) wide.push(`${route} is ${px} px too wide: ${culprits.join("; ")}`);
  }
  expect(wide).toEqual([]);
});
