import { expect, test } from "../fixtures.js";
import { signInLocally } from "./helpers.js";

test("landing → Get Started → local sign-in → Step 1 save keys → Paper Upload", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  for (const card of ["Paper Upload", "AI Script Generation", "Voice Synthesis", "Video Production"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await page.getByRole("button", { name: "Get Started" }).first().click();

  // A visitor is sent to /api-setup, which shows the login screen in place.
  await expect(page).toHaveURL(/\/api-setup$/);
  await page.getByRole("button", { name: "Continue as local user" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/api-setup$/);

  const gemini = page.getByLabel("Gemini API Key");
  if (!(await gemini.isVisible())) await page.getByRole("button", { name: "Configure API Keys" }).click();
  const save = page.getByRole("button", { name: "Save Configuration & Continue" });
  // Every key is optional: Save with nothing typed says how to go on instead of saving nothing.
  await save.click();
  await expect(page.getByRole("alert")).toHaveText("Enter at least one key to save, or choose Skip for Now to continue without keys.");
  await page.getByLabel("Gemini API Key").fill("AIza-e2e-test-key");
  await save.click();
  await expect(page.getByText("API keys configured successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/paper-processing$/);

  // The key was stored on the server (offline: unverified) and is never in the browser.
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  const status = await page.request.get("/api/keys/status", { headers: { authorization: `Bearer ${token}` } });
  expect(await status.json()).toMatchObject({ gemini_configured: true, gemini_key: "unverified" });
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain("AIza-e2e-test-key");
});

test("sidebar: only reachable steps are enabled, and progress counts completed steps", async ({ page }) => {
  await signInLocally(page);
  await page.getByRole("button", { name: "Skip for Now" }).click();
  await expect(page).toHaveURL(/\/paper-processing$/);
  const sidebar = page.getByLabel("Workflow sidebar");
  await expect(sidebar.getByRole("button", { name: /API Setup/ })).toBeEnabled();
  await expect(sidebar.getByRole("button", { name: /Paper Upload/ })).toBeEnabled();
  await expect(sidebar.getByRole("button", { name: /Paper Upload/ })).toHaveAttribute("aria-current", "step");
  for (const step of ["Script Generation", "Slide Creation", "Media Generation", "Results"]) {
    await expect(sidebar.getByRole("button", { name: new RegExp(step) })).toBeDisabled();
  }
  await expect(sidebar.getByText("1 of 6 completed")).toBeVisible();
  await expect(sidebar.getByText("17%")).toBeVisible();
  await expect(page.getByText("Step 2 of 6")).toBeVisible();
  // Going back to a reachable step works.
  await sidebar.getByRole("button", { name: /API Setup/ }).click();
  await expect(page).toHaveURL(/\/api-setup$/);
});

test("theme choice persists across a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: /Switch to dark theme/ }).first().click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("the theme follows the system until the user chooses", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("an unknown route redirects to the landing page", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
});

test("a protected route shows the login screen to a visitor", async ({ page }) => {
  await page.goto("/script-generation");
  await expect(page.getByRole("button", { name: "Continue as local user" })).toBeVisible();
  await expect(page).toHaveURL(/\/script-generation$/);
});

test("sign out revokes the session and clears stored state", async ({ page }) => {
  await signInLocally(page);
  const token = await page.evaluate(() => localStorage.getItem("access_token"));
  expect(token).toBeTruthy();
  await page.evaluate(() => {
    localStorage.setItem("paperId", "abcdef0123456789");
    sessionStorage.setItem("paperId", "abcdef0123456789");
  });
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const left = await page.evaluate(() => ({
    token: localStorage.getItem("access_token"),
    user: localStorage.getItem("user_data"),
    legacy: localStorage.getItem("auth_token"),
    paperLocal: localStorage.getItem("paperId"),
    paperSession: sessionStorage.getItem("paperId"),
  }));
  expect(left).toEqual({ token: null, user: null, legacy: null, paperLocal: null, paperSession: null });
  const verify = await page.request.get("/api/auth/verify", { headers: { authorization: `Bearer ${token}` } });
  expect(verify.status()).toBe(401);
});

test("a stale stored token sends the visitor to the login screen, not a broken page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("access_token", "revoked-or-made-up"));
  await page.goto("/api-setup");
  await expect(page.getByRole("button", { name: "Continue as local user" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
});

test("the crash fallback renders and Go Home leaves it", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("lectern_crash_test", "1"));
  await page.goto("/__crash-test");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("We're sorry, but something unexpected happened.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("public pages render from the content file with honest empty states", async ({ page }) => {
  for (const path of ["/about", "/sample", "/testimonials"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/");
  await page.getByRole("link", { name: "Learn more" }).click();
  await expect(page).toHaveURL(/\/sample$/);
});

test("mobile: the sidebar opens as an overlay and closes with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInLocally(page);
  await expect(page.getByLabel("Workflow sidebar")).toBeHidden();
  await page.getByRole("button", { name: "Open sidebar" }).click();
  const dialog = page.getByRole("dialog", { name: "Workflow sidebar" });
  await expect(dialog).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Close sidebar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Workflow sidebar")).toBeHidden();
});
