import type { Page } from "@playwright/test";
import { expect } from "../fixtures.js";

/** Signs in through the real login screen with the local user, as `npm start` offers offline. */
export async function signInLocally(page: Page, from = "/login"): Promise<void> {
  await page.goto(from);
  await page.getByRole("button", { name: "Continue as local user" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/api-setup$/);
}
