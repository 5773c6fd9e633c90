import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FAKE_PAPERS } from "../fake-archives.js";
import { expect, test } from "../fixtures.js";
import { signInLocally } from "./helpers.js";
import { houseFile, houseFilePath } from "../../apps/server/src/test/house-papers.js";

// Step 2 through the real server: real files (the house papers), real ingest, and arXiv/bioRxiv
// imports served by the local fake archives that global-setup points the server at.

const INGEST_TIMEOUT = 25_000;
/** A file's size as Step 2 shows it. */
const megabytes = (file: string) => `${(fs.statSync(file).size / 1_048_576).toFixed(2)} MB`;
test.setTimeout(60_000);

/** Signed in fresh, on Step 2 by the product's own path (Skip for Now). */
async function openStep2(page: Page): Promise<void> {
  await signInLocally(page);
  await page.getByRole("button", { name: "Skip for Now" }).click();
  await expect(page).toHaveURL(/\/paper-processing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paper Upload" })).toBeVisible();
}

/** Clicks the source card, as a user does (the radio inside is visually hidden). */
async function chooseSource(page: Page, label: string): Promise<void> {
  await page.locator("label", { hasText: label }).click();
  await expect(page.getByRole("radio", { name: new RegExp(label) })).toBeChecked();
}

const titleField = (page: Page) => page.getByLabel(/^Title/);
const processButton = (page: Page) => page.getByRole("button", { name: "Process", exact: true });
const dropZone = (page: Page) => page.getByRole("button", { name: /click to choose a file/ });

/** Drops a file on the zone the way a browser does: a drop event carrying a DataTransfer. */
async function dropFile(page: Page, file: string, type: string): Promise<void> {
  const base64 = fs.readFileSync(file).toString("base64");
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64, name: path.basename(file), type },
  );
  await dropZone(page).dispatchEvent("drop", { dataTransfer });
}

test("PDF: choose a file, Process, edit the title, Save, download, Continue to scripts", async ({ page }) => {
  await openStep2(page);
  await expect(page.getByText("No Paper Data Available")).toBeVisible();
  await chooseSource(page, "PDF Document");

  // The zone opens the browser's file picker.
  const chooser = page.waitForEvent("filechooser");
  await dropZone(page).click();
  await (await chooser).setFiles(houseFilePath("routing.pdf"));
  await expect(page.getByText("File selected successfully")).toBeVisible();
  await expect(page.getByText("routing.pdf")).toBeVisible();
  await expect(page.getByText(megabytes(houseFilePath("routing.pdf")))).toBeVisible();

  await processButton(page).click();
  await expect(titleField(page)).toHaveValue("Sparse Attention Routing for Low-Latency Speech Recognition", { timeout: INGEST_TIMEOUT });
  await expect(page.getByText(/Paper uploaded successfully/)).toBeVisible();
  await expect(page.getByLabel(/^Authors/)).toHaveValue(/Raman/);
  const paperId = await page.evaluate(() => localStorage.getItem("paperId"));
  expect(paperId).toMatch(/^[a-z0-9]{8,40}$/);
  expect(await page.evaluate(() => sessionStorage.getItem("paperId"))).toBe(paperId);

  // Download Paper: the uploaded PDF, under the server's name.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Paper" }).click();
  expect((await download).suggestedFilename()).toBe(`paper_${paperId}.pdf`);

  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(save).toBeDisabled();
  await titleField(page).fill("Sparse Attention Routing for Speech Recognition");
  await expect(save).toBeEnabled();
  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page.getByText("Please save your changes before continuing")).toBeVisible();
  await expect(page.getByText("You have unsaved changes. Please save before continuing to the next step.")).toBeVisible();
  await expect(page).toHaveURL(/\/paper-processing$/);

  await save.click();
  await expect(page.getByText("Paper details saved")).toBeVisible();
  await expect(save).toBeDisabled();

  // The server kept it: a reload restores the paper and its edited metadata.
  await page.reload();
  await expect(titleField(page)).toHaveValue("Sparse Attention Routing for Speech Recognition");

  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page).toHaveURL(/\/script-generation$/);
  const sidebar = page.getByRole("complementary", { name: "Workflow sidebar" });
  await expect(sidebar.getByText("2 of 6 completed")).toBeVisible();
});

test("LaTeX: drop a project zip, Process, the form shows its title; Download falls back to the source", async ({ page }) => {
  await openStep2(page);
  await expect(page.getByRole("radio", { name: /LaTeX Source/ })).toBeChecked();
  await dropFile(page, houseFilePath("speaker.zip"), "application/zip");
  await expect(page.getByText("speaker.zip")).toBeVisible();
  await expect(page.getByText(megabytes(houseFilePath("speaker.zip")))).toBeVisible();

  await processButton(page).click();
  await expect(titleField(page)).toHaveValue("Calibrated Thresholds for Fair Speaker Verification", { timeout: INGEST_TIMEOUT });
  await expect(page.getByText(/Paper uploaded successfully/)).toBeVisible();

  const paperId = await page.evaluate(() => localStorage.getItem("paperId"));
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Paper" }).click();
  expect((await download).suggestedFilename()).toBe(`paper_${paperId}_source.zip`);

  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page).toHaveURL(/\/script-generation$/);
});

test("arXiv: a ?arxiv= link preselects the import; Process fetches the PDF-only paper", async ({ page }) => {
  const paper = FAKE_PAPERS.arxivPdfOnly;
  await signInLocally(page);
  await page.goto(`/paper-processing?arxiv=${encodeURIComponent(`https://arxiv.org/abs/${paper.id}`)}`);
  await expect(page.getByRole("radio", { name: /arXiv Import/ })).toBeChecked();
  await expect(page.getByLabel("arXiv or bioRxiv URL")).toHaveValue(`https://arxiv.org/abs/${paper.id}`);

  await processButton(page).click();
  await expect(titleField(page)).toHaveValue(paper.title, { timeout: INGEST_TIMEOUT });
  await expect(page.getByLabel(/^arXiv ID/)).toHaveValue(paper.id);
  await expect(page.getByLabel(/^arXiv ID/)).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(/^Authors/)).toHaveValue(paper.authors.join(", "));

  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page).toHaveURL(/\/script-generation$/);
});

test("bioRxiv: a content link imports the paper; an unknown arXiv id shows the server's reason", async ({ page }) => {
  const paper = FAKE_PAPERS.biorxiv;
  await openStep2(page);
  await chooseSource(page, "arXiv Import");
  const field = page.getByLabel("arXiv or bioRxiv URL");

  await field.fill(`https://arxiv.org/abs/${FAKE_PAPERS.arxivUnknown}`);
  await processButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: FAKE_PAPERS.arxivUnknown })).toBeVisible({ timeout: INGEST_TIMEOUT });
  await expect(page.getByText("No Paper Data Available")).toBeVisible();

  await field.fill(`https://www.biorxiv.org/content/${paper.doi}v${paper.version}`);
  await field.press("Enter");
  await expect(titleField(page)).toHaveValue(paper.title, { timeout: INGEST_TIMEOUT });
});

test("paper source validation messages appear in the browser", async ({ page }) => {
  await openStep2(page);
  await processButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a ZIP file");

  // The picker's filter is advice only: a PDF in the zip slot is refused by the app too.
  await page.locator('input[type="file"]').setInputFiles(houseFilePath("routing.pdf"));
  await expect(page.getByRole("alert")).toHaveText("Please upload a ZIP file");

  await chooseSource(page, "PDF Document");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: /One click to Video/ }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a PDF file");

  await chooseSource(page, "arXiv Import");
  const field = page.getByLabel("arXiv or bioRxiv URL");
  await processButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter an arXiv URL");
  await field.fill("https://example.com/abs/1706.03762");
  await processButton(page).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid arXiv or bioRxiv URL");
  await field.fill("https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1");
  await page.getByRole("button", { name: /One click to Video/ }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid arXiv URL");

  // An arXiv id the archive does not have: the failure and the server's reason, and no navigation.
  await field.fill("https://arxiv.org/abs/2501.99999");
  await page.getByRole("button", { name: /One click to Video/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to convert to video" })).toBeVisible();
  await expect(page).toHaveURL(/\/paper-processing$/);
});

test("a hostile upload (a PDF named .zip) is refused with the server's reason and no form", async ({ page }) => {
  await openStep2(page);
  const pdf = houseFile("routing.pdf");
  const disguised = { name: "paper.zip", mimeType: "application/zip", buffer: pdf };

  // What the server says about this file, asked directly, so the test does not restate its wording.
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const direct = await page.request.post("/api/papers/upload-zip", { headers: { authorization: `Bearer ${token}` }, multipart: { file: disguised } });
  expect(direct.status()).toBe(422);
  const { detail } = (await direct.json()) as { detail: string };
  expect(detail.length).toBeGreaterThan(0);

  await page.locator('input[type="file"]').setInputFiles(disguised);
  await expect(page.getByText("paper.zip")).toBeVisible();
  await processButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: detail })).toBeVisible({ timeout: INGEST_TIMEOUT });
  await expect(page.getByText("No Paper Data Available")).toBeVisible();
  await expect(titleField(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("paperId"))).toBeNull();
});

test("a stored paper the server does not have is cleared with a message to upload it again", async ({ page }) => {
  await signInLocally(page);
  await page.evaluate(() => {
    localStorage.setItem("paperId", "abcdef0123456789");
    sessionStorage.setItem("paperId", "abcdef0123456789");
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 3, completedSteps: [1, 2], paperId: "abcdef0123456789" }));
  });
  await page.goto("/script-generation");
  await expect(page.getByText("Previous session could not be loaded. Please upload your paper again.")).toBeVisible();
  await expect(page).toHaveURL(/\/paper-processing$/);
  await expect(page.getByText("No Paper Data Available")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("paperId"), sessionStorage.getItem("paperId")])).toEqual([null, null]);
});
