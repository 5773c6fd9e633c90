import { expect, test } from "../fixtures.js";
import { startServer, type RunningServer } from "../server.js";

// A server that cannot reach arXiv (its addresses point at a loopback port where nothing
// listens, as on a machine without internet): Step 2 says so in words, beside the buttons,
// and keeps no "uploaded successfully" box about a paper that never came.

let offline: RunningServer;
const NOWHERE = "http://127.0.0.1:9";

test.beforeAll(async () => {
  offline = await startServer({ ARXIV_API_BASE: NOWHERE, ARXIV_BASE: NOWHERE, BIORXIV_API_BASE: NOWHERE, BIORXIV_BASE: NOWHERE });
});
test.afterAll(async () => {
  await offline.stop();
});

test("API Setup's Skip goes on without keys; an arXiv import that cannot reach arXiv is explained inline", async ({ page }) => {
  await page.goto(`${offline.baseUrl}/login`);
  await page.getByRole("button", { name: "Continue as local user" }).click();
  await expect(page).toHaveURL(/\/api-setup$/);
  // Every key is optional: the form says what each adds and can be skipped from there too.
  await page.getByRole("button", { name: "Configure API Keys" }).click();
  await expect(page.getByText("Optional", { exact: true })).toHaveCount(3);
  await expect(page.getByText(/required for core features/)).toHaveCount(0);
  await page.getByRole("button", { name: "Skip for Now" }).click();
  await expect(page).toHaveURL(/\/paper-processing$/);

  await page.locator("label", { hasText: "arXiv Import" }).click();
  await page.getByLabel("arXiv or bioRxiv URL").fill("https://arxiv.org/abs/0704.0001");
  await page.getByRole("button", { name: "Process", exact: true }).click();
  const note = page.getByRole("alert");
  await expect(note).toContainText("Failed to process arXiv paper", { timeout: 20_000 });
  await expect(note).toContainText("arXiv could not be reached from this server (it refused the connection).");
  await expect(note).not.toContainText("ECONNREFUSED");
  await expect(page.getByText(/Paper uploaded successfully/)).toHaveCount(0);
  await expect(page.getByText("No Paper Data Available")).toBeVisible();

  // One click says the same, in its own words, beside the same buttons.
  await page.getByRole("button", { name: /One click to Video/ }).click();
  await expect(note).toContainText("Failed to convert to video", { timeout: 20_000 });
  await expect(note).toContainText("arXiv could not be reached from this server");
  await expect(page).toHaveURL(/\/paper-processing$/);
});
