import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractZip } from "@lectern/pipeline";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { SITE_PAPER, startFakeArxivSite, type FakeArxivSite } from "../fake-arxiv-site.js";
import { expect, test } from "../fixtures.js";

// The arXiv extension as a user gets it: downloaded from the landing page banner, unzipped and
// loaded into Chromium, on arxiv.org pages (a local fake reached through --host-resolver-rules).

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

const CONTROL = "Make a video with Lectern";
const ABS_URL = `https://arxiv.org/abs/${SITE_PAPER.id}`;

let site: FakeArxivSite;
let context: BrowserContext;
let extensionDir: string;
let lectern: string;
/** Errors of every page in the extension's browser; fixtures.ts watches only the default page. */
const pageErrors: string[] = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-extension-"));

/** Chrome names an unpacked extension after its folder: SHA-256 of the path, 32 hex digits as a-p. */
function unpackedExtensionId(dir: string): string {
  const hex = crypto.createHash("sha256").update(fs.realpathSync(dir)).digest("hex").slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join("");
}

const step2Link = (origin: string, absUrl = ABS_URL) => `${origin}/paper-processing?arxiv=${encodeURIComponent(absUrl)}`;

async function openInNewTab(control: ReturnType<Page["getByRole"]>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), control.click()]);
  await tab.waitForLoadState("domcontentloaded");
  return tab;
}

test.beforeAll(async ({ browser }) => {
  lectern = process.env.E2E_BASE_URL ?? "";
  // The download, as a visitor makes it: the banner link on the landing page.
  const landing = await browser.newPage({ baseURL: lectern });
  await landing.goto("/");
  const download = landing.waitForEvent("download");
  await landing.getByRole("link", { name: /Download the arXiv extension/ }).click();
  const zip = path.join(scratch, (await download).suggestedFilename());
  await (await download).saveAs(zip);
  await landing.close();
  extensionDir = path.join(scratch, "lectern-arxiv-extension");
  await extractZip(zip, extensionDir);

  site = await startFakeArxivSite();
  context = await chromium.launchPersistentContext(path.join(scratch, "profile"), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    // The fake arxiv.org has a self-signed certificate.
    ignoreHTTPSErrors: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=MAP arxiv.org 127.0.0.1:${site.port}, MAP www.arxiv.org 127.0.0.1:${site.port}`,
    ],
  });
  context.on("page", (page) => {
    page.on("pageerror", (err) => pageErrors.push(`${page.url()}: ${err.message}`));
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) pageErrors.push(`${page.url()}: ${msg.text()}`);
    });
  });
});

test.afterEach(() => {
  expect(pageErrors.splice(0), "page errors and CSP violations in the extension's browser").toEqual([]);
});

test.afterAll(async () => {
  await context?.close();
  await site?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

test("the banner's zip holds a Manifest V3 extension named Lectern for arXiv", async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(extensionDir, "manifest.json"), "utf8")) as { manifest_version: number; name: string; permissions: string[] };
  expect(manifest).toMatchObject({ manifest_version: 3, name: "Lectern for arXiv", permissions: ["storage"] });
});

test("abstract page: the control opens Step 2 in a new tab, and the link survives sign-in", async () => {
  const arxiv = await context.newPage();
  await arxiv.goto(ABS_URL);
  const control = arxiv.getByRole("link", { name: CONTROL });
  await expect(control).toBeVisible();
  // In arXiv's "Access Paper" sidebar, above the PDF link.
  await expect(arxiv.locator(".extra-services").getByRole("link", { name: CONTROL })).toBeVisible();
  await expect(control).toHaveAttribute("target", "_blank");
  // Reachable with the keyboard: it is a real link.
  await control.focus();
  await expect(control).toBeFocused();

  const tab = await openInNewTab(control);
  // The Lectern the zip was downloaded from, by default.
  expect(tab.url()).toBe(step2Link(lectern));
  await tab.getByRole("button", { name: "Continue as local user" }).click();
  await expect(tab.getByText("Login successful!")).toBeVisible();
  await expect(tab).toHaveURL(/\/api-setup$/);
  await tab.getByRole("button", { name: "Skip for Now" }).click();
  await expect(tab).toHaveURL(/\/paper-processing$/);
  await expect(tab.getByRole("radio", { name: /arXiv Import/ })).toBeChecked();
  await expect(tab.getByLabel("arXiv or bioRxiv URL")).toHaveValue(ABS_URL);
  // And the paper really imports from that link.
  await tab.getByRole("button", { name: "Process", exact: true }).click();
  await expect(tab.getByLabel(/^Title/)).toHaveValue(SITE_PAPER.title, { timeout: 25_000 });
  await tab.close();
  await arxiv.close();
});

test("PDF page (Chrome's PDF viewer): a floating control for the same paper, version kept", async () => {
  const pdf = await context.newPage();
  await pdf.goto(`https://arxiv.org/pdf/${SITE_PAPER.id}v1`);
  const control = pdf.getByRole("link", { name: CONTROL });
  await expect(control).toBeVisible();
  await expect(control).toHaveCSS("position", "fixed");
  await expect(control).toHaveAttribute("href", step2Link(lectern, `${ABS_URL}v1`));
  const tab = await openInNewTab(control);
  expect(tab.url()).toBe(step2Link(lectern, `${ABS_URL}v1`));
  // Signed in by the previous test in this browser: Step 2 at once, link filled in.
  await expect(tab.getByLabel("arXiv or bioRxiv URL")).toHaveValue(`${ABS_URL}v1`);
  await tab.close();
  await pdf.close();
});

test("options page: another Lectern address is checked, saved, and followed by open arXiv tabs", async () => {
  const arxiv = await context.newPage();
  await arxiv.goto(`https://www.arxiv.org/abs/${SITE_PAPER.id}`);
  const control = arxiv.getByRole("link", { name: CONTROL });
  await expect(control).toHaveAttribute("href", step2Link(lectern));

  const options = await context.newPage();
  await options.goto(`chrome-extension://${unpackedExtensionId(extensionDir)}/options.html`);
  await expect(options.getByRole("heading", { name: "Lectern for arXiv" })).toBeVisible();
  await expect(options.locator("#default-url")).toHaveText(lectern);
  const field = options.getByLabel("Lectern address");
  const message = options.getByRole("status");

  await field.fill("lectern.example.org");
  await options.getByRole("button", { name: "Save" }).click();
  await expect(message).toHaveText("Enter a full address starting with https:// or http://.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("https://lectern.example.org/app");
  await options.getByRole("button", { name: "Save" }).click();
  await expect(message).toHaveText("Enter only the server's address, without a path: https://lectern.example.org");

  await field.fill("https://lectern.example.org/");
  await options.getByRole("button", { name: "Save" }).click();
  await expect(message).toHaveText("Saved. Links open https://lectern.example.org.");
  // The open arXiv tab follows at once, and a newly opened one starts with it.
  await expect(control).toHaveAttribute("href", step2Link("https://lectern.example.org"));
  const another = await context.newPage();
  await another.goto(`https://arxiv.org/pdf/${SITE_PAPER.id}.pdf`);
  await expect(another.getByRole("link", { name: CONTROL })).toHaveAttribute("href", step2Link("https://lectern.example.org"));

  await options.reload();
  await expect(options.getByLabel("Lectern address")).toHaveValue("https://lectern.example.org");
  await options.getByRole("button", { name: "Use default" }).click();
  await expect(message).toHaveText(`Saved. Links open ${lectern} (the default).`);
  await expect(control).toHaveAttribute("href", step2Link(lectern));
  await Promise.all([arxiv.close(), options.close(), another.close()]);
});
