import { test as base, expect } from "@playwright/test";

/**
 * Every test gets the running server as baseURL and fails if the page logged an error or a
 * Content-Security-Policy violation (the app must run under its CSP with none).
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
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      page.on("console", (msg) => {
        const text = msg.text();
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) errors.push(`csp: ${text}`);
      });
      await use(errors);
      expect(errors, "page errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
