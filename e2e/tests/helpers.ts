import type { Page } from "@playwright/test";
import { expect } from "../fixtures.js";
import { houseFile, type HouseFile } from "../../apps/server/src/test/house-papers.js";

/** Signs in through the real login screen with the local user, as `npm start` offers offline. */
export async function signInLocally(page: Page, from = "/login"): Promise<void> {
  await page.goto(from);
  await page.getByRole("button", { name: "Continue as local user" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/api-setup$/);
}

export async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem("access_token"));
  if (!value) throw new Error("not signed in");
  return value;
}

/** Ingests a house paper through the API (Step 2 has its own spec) and makes it the browser's paper. */
export async function uploadPaper(page: Page, file: HouseFile): Promise<string> {
  const pdf = file.endsWith(".pdf");
  const response = await page.request.post(pdf ? "/api/papers/upload-pdf" : "/api/papers/upload-zip", {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: { file: { name: file, mimeType: pdf ? "application/pdf" : "application/zip", buffer: houseFile(file) } },
    timeout: 30_000,
  });
  expect(response.status()).toBe(200);
  const { paper_id: paperId } = (await response.json()) as { paper_id: string };
  await page.evaluate((id) => localStorage.setItem("paperId", id), paperId);
  return paperId;
}

/** The server's run is shared: earlier specs may have left this user a Gemini key. Set exactly these. */
export async function setKeys(page: Page, keys: { gemini_key: string; openai_key: string; sarvam_key?: string }): Promise<void> {
  // Unset keys are cleared too: the server's run is shared, and a Sarvam key changes the voice.
  const response = await page.request.post("/api/keys/setup", { headers: { authorization: `Bearer ${await token(page)}` }, data: { sarvam_key: "", ...keys } });
  expect(response.status()).toBe(200);
}

/** Signed in with no paper yet and Step 1 done (Skip for Now), on Step 2. */
export async function startAtStep2(page: Page, keys: { gemini_key: string; openai_key: string; sarvam_key?: string }): Promise<void> {
  await signInLocally(page);
  await setKeys(page, keys);
  await page.getByRole("button", { name: "Skip for Now" }).click();
  await expect(page).toHaveURL(/\/paper-processing$/);
}

/** A reload restores the stored paper into Step 2's form; on from there, as a user does. */
export async function continueToScripts(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole("button", { name: "Continue to Scripts" }).click();
  await expect(page).toHaveURL(/\/script-generation$/);
}
