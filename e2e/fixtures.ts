import { test as base, expect, type Page } from "@playwright/test";

/** Lines the pages' CSP listener logs (below): one per violation, whatever Chromium itself prints. */
export const CSP_VIOLATION = "CSP violation:";

// Runs in every page and frame before the app's own code. A console message alone could be missed
// (Chromium words them differently per directive); the DOM event is fired for every violation.
const LISTEN_FOR_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (e) => {
  console.error(${JSON.stringify(CSP_VIOLATION)} + " " + e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " in " + e.documentURI);
});`;

function watch(page: Page, errors: string[]): void {
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    const text = msg.text();
    if (text.startsWith(CSP_VIOLATION) || /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) errors.push(`csp: ${text}`);
  });
}

/**
 * Every test gets the running server as baseURL and fails if any page of its browser context
 * (popups and new tabs too) logged an error or broke the Content-Security-Policy: the app must
 * run under its CSP with no violation. A test that provokes one on purpose takes it out of
 * `pageErrors` itself.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts");
    await use(url);
  },
  pageErrors: [
    async ({ context, page }, use) => {
      const errors: string[] = [];
      // The context's init script reaches pages already open on their next navigation.
      await context.addInitScript(LISTEN_FOR_VIOLATIONS);
      watch(page, errors);
      context.on("page", (opened) => watch(opened, errors));
      await use(errors);
      expect(errors, "page errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
