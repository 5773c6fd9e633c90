import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { SARVAM_E2E_KEY } from "../fake-sarvam.js";
import { expect, test } from "../fixtures.js";
import { startAtStep2, token } from "./helpers.js";
import { houseFile } from "../../apps/server/src/test/house-papers.js";

// My papers and the workflow's progress, through the real server: two papers (one step by step,
// one by One click), both found on My papers, the first reopened at Step 3, a second language for
// the other added from /video-display, and one deleted (gone from disk and database). On each
// screen of the way the sidebar's progress is checked against what the server says exists.

test.setTimeout(480_000);
const LONG = 200_000;

interface Summary {
  paper_id: string;
  title: string;
  has_script: boolean;
  has_slides: boolean;
  languages: { language: string; video: boolean; duration_s: number | null }[];
}

const api = async (page: Page) => ({ authorization: `Bearer ${await token(page)}` });

async function summaryOf(page: Page, id: string): Promise<Summary> {
  const res = await page.request.get(`/api/papers/${id}`, { headers: await api(page) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

/** The steps the server's state completes (API Setup is passed once a paper exists). */
function expectedDone(s: Summary): number {
  const video = s.languages.some((l) => l.video);
  return 2 + Number(s.has_script) + Number(s.has_slides) + (video ? 2 : 0);
}

/** The sidebar says what the server has for the current paper, as count, percent and check marks. */
async function expectProgressMatchesServer(page: Page, id: string): Promise<void> {
  const done = expectedDone(await summaryOf(page, id));
  const sidebar = page.getByRole("complementary", { name: "Workflow sidebar" });
  await expect(sidebar.getByText(`${done} of 6 completed`)).toBeVisible();
  await expect(sidebar.getByText(`${Math.round((done / 6) * 100)}%`)).toBeVisible();
  await expect(sidebar.getByRole("button", { name: /\(completed\)/ })).toHaveCount(done);
}

const card = (page: Page, title: string) => page.getByRole("list", { name: "My papers" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

function dbRows(sql: string): string {
  const dataDir = process.env.E2E_DATA_DIR ?? "";
  return execFileSync("sqlite3", ["-readonly", path.join(dataDir, "lectern.db"), sql], { encoding: "utf8" }).trim();
}

test("two papers on My papers: reopen one at Step 3, add a language to the other from /video-display, delete one", async ({ page }) => {
  // A Sarvam key (the local fake) lets the second language be made offline.
  await startAtStep2(page, { gemini_key: "", openai_key: "", sarvam_key: SARVAM_E2E_KEY });
  const headers = await api(page);

  // First paper: uploaded, with its script (the local writer).
  const first = await page.request.post("/api/papers/upload-zip", {
    headers,
    multipart: { file: { name: "tides.zip", mimeType: "application/zip", buffer: houseFile("tides.zip") } },
    timeout: 60_000,
  });
  expect(first.status()).toBe(200);
  const firstId = ((await first.json()) as { paper_id: string }).paper_id;
  const script = await page.request.post(`/api/scripts/${firstId}/generate`, { headers, data: { writer: "local", length: "short" }, timeout: LONG });
  expect(script.status()).toBe(200);

  // Second paper: One click to Video, all the way to a video.
  const second = await page.request.post("/api/papertovideo/upload_pdf_to_video", {
    headers,
    multipart: { file: { name: "sorting.pdf", mimeType: "application/pdf", buffer: houseFile("sorting.pdf") } },
    timeout: 300_000,
  });
  expect(second.status()).toBe(200);
  const secondId = ((await second.json()) as { paper_id: string }).paper_id;
  const firstTitle = (await summaryOf(page, firstId)).title;
  const secondTitle = (await summaryOf(page, secondId)).title;

  // My papers, from the header: both, newest first, with what exists.
  await page.getByRole("link", { name: "My papers" }).first().click();
  await expect(page).toHaveURL(/\/papers$/);
  const titles = page.getByRole("list", { name: "My papers" }).getByRole("heading", { level: 2 });
  await expect(titles.filter({ hasText: firstTitle })).toHaveCount(1);
  await expect(titles.filter({ hasText: secondTitle })).toHaveCount(1);
  const order = await titles.allTextContents();
  expect(order.findIndex((t) => t.startsWith(secondTitle))).toBeLessThan(order.findIndex((t) => t.startsWith(firstTitle)));
  await expect(card(page, secondTitle).getByText(/Script · Slides · English video \d+:\d\d/)).toBeVisible();
  await expect(card(page, firstTitle).getByText("Script", { exact: true })).toBeVisible();
  await expect(card(page, secondTitle).locator("img")).toHaveJSProperty("complete", true);

  // Reopen the first at Step 3: its script is there, and the progress is the server's.
  await card(page, firstTitle).getByRole("combobox").selectOption("3");
  await expect(page).toHaveURL(/\/script-generation$/);
  await expect(page.getByRole("tab").first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => sessionStorage.getItem("paperId"))).toBe(firstId);
  await expectProgressMatchesServer(page, firstId);
  await expect(page.getByText("Step 3 of 6")).toBeVisible();

  // The second on /video-display: everything is done, and Step 5 is reachable for another language.
  await page.getByRole("link", { name: "My papers" }).first().click();
  await card(page, secondTitle).getByRole("button", { name: "Open", exact: true }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expectProgressMatchesServer(page, secondId);
  await page.goto("/video-display");
  await expect(page.locator("video")).toBeAttached({ timeout: 30_000 });
  await expectProgressMatchesServer(page, secondId);
  const sidebar = page.getByRole("complementary", { name: "Workflow sidebar" });
  for (const step of ["Script Generation", "Slide Creation", "Media Generation", "Results"]) await expect(sidebar.getByRole("button", { name: new RegExp(step) })).toBeEnabled();

  await sidebar.getByRole("button", { name: /Media Generation/ }).click();
  await expect(page).toHaveURL(/\/media-generation$/);
  await expectProgressMatchesServer(page, secondId);
  await page.getByLabel("Language").selectOption({ value: "Hindi" });
  await page.getByRole("button", { name: "Generate Audio & Video" }).click();
  await expect(page.getByText("Audio and video generated")).toBeVisible({ timeout: LONG });
  await expect.poll(async () => (await summaryOf(page, secondId)).languages.filter((l) => l.video).map((l) => l.language).sort(), { timeout: 30_000 }).toEqual(["English", "Hindi"]);
  // Marks never went backwards after Step 5.
  await expectProgressMatchesServer(page, secondId);

  // Delete the first from My papers: the dialog names it; then it is gone everywhere.
  await page.getByRole("link", { name: "My papers" }).first().click();
  await expect(card(page, secondTitle).getByText(/Hindi video \d+:\d\d/)).toBeVisible();
  await card(page, firstTitle).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete “${firstTitle}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete paper" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(titles.filter({ hasText: firstTitle })).toHaveCount(0);
  await expect(titles.filter({ hasText: secondTitle })).toHaveCount(1);

  expect(fs.existsSync(path.join(process.env.E2E_DATA_DIR ?? "", "papers", firstId))).toBe(false);
  expect(fs.existsSync(path.join(process.env.E2E_DATA_DIR ?? "", "papers", secondId))).toBe(true);
  expect(dbRows(`SELECT count(*) FROM papers WHERE id = '${firstId}'`)).toBe("0");
  expect(dbRows(`SELECT count(*) FROM jobs WHERE paper_id = '${firstId}'`)).toBe("0");
  expect(dbRows(`SELECT count(*) FROM papers WHERE id = '${secondId}'`)).toBe("1");
  expect((await page.request.get(`/api/papers/${firstId}`, { headers })).status()).toBe(404);
});
