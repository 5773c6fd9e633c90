import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures.js";
import { setKeys, signInLocally, token } from "./helpers.js";
import { houseFile } from "../../apps/server/src/test/house-papers.js";

// Upload to the user's own YouTube channel, in the browser: /video-display's panel → Google's
// consent page (the local fake, a real 302 back) → /oauth2callback → the server's resumable
// upload to the fake YouTube → the alert and /video-preview. The fake runs in global setup.

test.setTimeout(180_000);

const fakeGoogle = () => {
  const url = process.env.E2E_FAKE_GOOGLE_URL;
  if (!url) throw new Error("global setup did not start the fake Google");
  return url;
};

interface FakeVideo {
  id: string;
  sha256: string;
  size: number;
  snippet: { title: string; description: string };
  status: { privacyStatus: string };
}

async function fakeVideos(request: APIRequestContext): Promise<FakeVideo[]> {
  return (await (await request.get(`${fakeGoogle()}/__fake/videos`)).json()) as FakeVideo[];
}

async function setConsent(request: APIRequestContext, mode: "allow" | "deny"): Promise<void> {
  expect((await request.post(`${fakeGoogle()}/__fake/consent`, { data: { mode } })).ok()).toBe(true);
}

/** A paper with a finished video, made through the one-click API (Steps 2-6 have their own specs). */
async function paperWithVideo(page: Page): Promise<string> {
  await signInLocally(page);
  await setKeys(page, { gemini_key: "", openai_key: "" });
  const response = await page.request.post("/api/papertovideo/upload_pdf_to_video", {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: { file: { name: "routing.pdf", mimeType: "application/pdf", buffer: houseFile("routing.pdf") } },
    timeout: 150_000,
  });
  expect(response.status()).toBe(200);
  const { paper_id: paperId, video_url: videoUrl } = (await response.json()) as { paper_id: string; video_url: string | null };
  expect(videoUrl).toBeTruthy();
  await page.evaluate((id) => sessionStorage.setItem("paperId", id), paperId);
  return paperId;
}

async function videoSha256(page: Page, paperId: string): Promise<string> {
  const response = await page.request.get(`/api/media/${paperId}/download-video`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.status()).toBe(200);
  return crypto.createHash("sha256").update(await response.body()).digest("hex");
}

test("the video page's panel uploads through Google's consent to YouTube and lands on /video-preview", async ({ page }) => {
  const paperId = await paperWithVideo(page);
  const before = await videoSha256(page, paperId);
  const uploadsBefore = (await fakeVideos(page.request)).length;
  await setConsent(page.request, "allow");

  await page.goto("/video-display");
  await page.getByRole("button", { name: "Upload to YouTube" }).click();
  await expect(page.getByText(/goes up unlisted/)).toBeVisible();
  await page.getByRole("button", { name: "Sign in to YouTube to upload the video" }).click();

  // Google (the fake) sends the browser back to /oauth2callback; the upload ends on the preview.
  await expect(page).toHaveURL(/\/video-preview\?/, { timeout: 60_000 });
  await expect(page.getByText("Your video was uploaded to YouTube!")).toBeVisible();
  const uploaded = (await fakeVideos(page.request)).slice(uploadsBefore);
  expect(uploaded).toHaveLength(1);
  const [video] = uploaded;
  if (!video) throw new Error("no upload arrived");
  const watch = `https://www.youtube.com/watch?v=${video.id}`;
  const query = new URL(page.url()).searchParams;
  expect(query.get("video_url")).toBe(watch);
  expect(query.get("paper_id")).toBe(paperId);

  // YouTube got exactly our file, titled and described from the paper, unlisted.
  expect(video.sha256).toBe(before);
  expect(video.snippet.title).toBe("Sparse Attention Routing for Low-Latency Speech Recognition");
  expect(video.snippet.description).toContain("Made with Lectern");
  expect(video.status.privacyStatus).toBe("unlisted");

  // Video preview: the success message and link, the paper, the video, downloads, audio, sharing.
  const banner = page.getByRole("status").filter({ hasText: "Your video is on YouTube" });
  await expect(banner.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute("href", watch);
  await expect(banner.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText(paperId).first()).toBeVisible();
  await expect(page.locator("video")).toBeAttached();
  await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("heading", { name: /Audio/ }).first()).toBeVisible();
  const tweet = await page.getByRole("link", { name: /Share on Twitter/ }).getAttribute("href");
  expect(new URL(tweet ?? "").searchParams.get("text")).toContain(`Watch it: ${watch}`);

  // The callback (with its single-use code) replaced itself in history: Back leads to the video
  // page, and nothing is uploaded twice.
  await page.goBack();
  await expect(page).toHaveURL(/\/video-display$/);
  expect((await fakeVideos(page.request)).length).toBe(uploadsBefore + 1);
  expect(await videoSha256(page, paperId)).toBe(before);
  await page.goForward();
  await expect(page).toHaveURL(/\/video-preview\?/);

  await page.getByRole("button", { name: "Start New Paper" }).click();
  await expect(page).toHaveURL(/\/paper-processing$/);
});

test("a denied consent says why, changes nothing, and Try again goes back to the connect page", async ({ page }) => {
  const paperId = await paperWithVideo(page);
  const before = await videoSha256(page, paperId);
  const uploadsBefore = (await fakeVideos(page.request)).length;
  await setConsent(page.request, "deny");
  try {
    await page.goto("/youtube-login");
    await expect(page.getByText("Uploading: Sparse Attention Routing for Low-Latency Speech Recognition")).toBeVisible();
    await page.getByRole("button", { name: "Sign in to YouTube to upload the video" }).click();
    await expect(page).toHaveURL(/\/oauth2callback$/, { timeout: 30_000 });
    const alert = page.getByRole("alert").filter({ hasText: "Upload failed:" });
    await expect(alert.getByText("Upload failed: You did not allow Lectern to upload to your YouTube channel.")).toBeVisible();
    await expect(alert.getByText(/Nothing was changed in Lectern/)).toBeVisible();
    expect((await fakeVideos(page.request)).length).toBe(uploadsBefore);
    expect(await videoSha256(page, paperId)).toBe(before);
    await alert.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/youtube-login$/);
  } finally {
    await setConsent(page.request, "allow");
  }
});
