import { CSP_VIOLATION, expect, test } from "../fixtures.js";

// The fixture fails any test whose pages break the CSP. These show that it would: the policy is
// really enforced by Chromium, and a violation really reaches the fixture.

test("the app's own page is served with the policy, and Chromium enforces it", async ({ page, pageErrors }) => {
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  expect(pageErrors).toEqual([]);

  // Injected inline script (what an XSS would try) does not run, and is reported.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'ran'";
    document.head.append(script);
  });
  await expect.poll(() => pageErrors.some((e) => e.includes(CSP_VIOLATION) && e.includes("script-src"))).toBe(true);
  expect(await page.evaluate(() => document.body.dataset.injected ?? null)).toBeNull();
  // Taken out on purpose: the fixture would otherwise fail this test for it.
  pageErrors.splice(0);
});

test("no other page may frame the app (frame-ancestors 'none')", async ({ page, pageErrors, baseURL }) => {
  await page.setContent(`<iframe id="app" src="${baseURL}/" width="800" height="600"></iframe>`);
  const frame = page.frameLocator("#app");
  // Chromium refuses the document: the frame never shows the app's landing page.
  await expect.poll(() => pageErrors.some((e) => /frame-ancestors/.test(e))).toBe(true);
  await expect(frame.getByRole("heading", { name: "How It Works" })).toHaveCount(0);
  pageErrors.splice(0);
});
