import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, signedInRoutes, storeTestSession, type Handler } from "../../test/fetch-mock";
import { leaveApp } from "../../lib/leave-app";
import { renderApp } from "../../test/render-app";
import { recallUpload, rememberUpload } from "./upload-session";
import { UPLOAD_SUCCESS } from "./oauth-callback-screen";
import { YOUTUBE_NOT_SET_UP, YOUTUBE_SIGN_IN } from "./youtube-connect-button";

vi.mock("../../lib/leave-app", () => ({ leaveApp: vi.fn() }));

const PAPER_ID = "paper0008youtube";
const STATE = "state-abc123";
const WATCH = "https://www.youtube.com/watch?v=abcDEF12345";
const METADATA = { title: "Attention Is All You Need", authors: "Ashish Vaswani, Noam Shazeer", date: "2017-06-12", arxiv_id: "1706.03762" };
const VIDEO_STATUS = {
  paper_id: PAPER_ID,
  audio_files: ["01_introduction.wav"],
  video_path: "video/hi/presentation.mp4",
  language: "Hindi",
  languages: ["Hindi", "English"],
  video_url: `/api/media/${PAPER_ID}/stream-video?language=Hindi&exp=1&sig=v`,
  duration_s: 120,
};
const ROUTES = {
  authUrl: "GET /api/youtube_upload/auth-url",
  upload: "POST /api/youtube_upload/google_upload",
  status: `GET /api/media/${PAPER_ID}/status`,
  metadata: `GET /api/papers/${PAPER_ID}/metadata`,
} as const;

function routes(extra: Record<string, Handler> = {}, config: object = { youtube_upload: true, youtube_privacy: "unlisted" }) {
  storeTestSession();
  return mockFetch({
    ...signedInRoutes(),
    "GET /api/auth/config": () => json({ google_client_id: null, local_login: true, ...config }),
    "GET /api/jobs": () => json({ jobs: [] }),
    [ROUTES.status]: () => json(VIDEO_STATUS),
    [ROUTES.metadata]: () => json(METADATA),
    ...extra,
  });
}

describe("YouTube upload", () => {
  let assigned: string[];
  beforeEach(() => {
    assigned = [];
    sessionStorage.setItem("paperId", PAPER_ID);
    // jsdom cannot navigate away; record where the page would have gone.
    vi.mocked(leaveApp).mockImplementation((url: string) => void assigned.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it("/youtube-login asks the server for the consent URL of the chosen video and leaves for it", async () => {
    const consent = `https://accounts.google.com/o/oauth2/v2/auth?state=${STATE}`;
    const { requests } = routes({ [ROUTES.authUrl]: () => json({ url: consent, state: STATE }) });
    renderApp("/youtube-login");
    await screen.findByText(`Uploading: ${METADATA.title}`);
    expect(screen.getByText(/goes up unlisted/)).toBeTruthy();
    // The latest language is chosen; English can be picked instead.
    const select = screen.getByLabelText("Video to upload");
    expect((select as HTMLSelectElement).value).toBe("Hindi");
    await userEvent.selectOptions(select, "English");
    await userEvent.click(await screen.findByRole("button", { name: YOUTUBE_SIGN_IN }));
    await waitFor(() => expect(assigned).toEqual([consent]));
    const asked = requests.find((r) => r.url.includes("/youtube_upload/auth-url"));
    expect(Object.fromEntries(new URL(asked?.url ?? "", "http://x").searchParams)).toEqual({ paper_id: PAPER_ID, language: "English" });
    expect(recallUpload()).toEqual({ paper_id: PAPER_ID, state: STATE, language: "English" });
  });

  it("says so, and offers no button to press, when the server has no YouTube client", async () => {
    routes({}, { youtube_upload: false });
    renderApp("/youtube-login");
    expect(await screen.findByText(YOUTUBE_NOT_SET_UP)).toBeTruthy();
    expect((screen.getByRole("button", { name: YOUTUBE_SIGN_IN }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 'Upload failed: ' and the server's reason when the consent URL cannot be made", async () => {
    routes({ [ROUTES.authUrl]: () => json({ detail: "Make the Hindi video first.", code: "no_video" }, 409) });
    renderApp("/youtube-login");
    await userEvent.click(await screen.findByRole("button", { name: YOUTUBE_SIGN_IN }));
    expect(await screen.findByText("Upload failed: Make the Hindi video first.")).toBeTruthy();
    expect(assigned).toEqual([]);
  });

  it("/oauth2callback sends the code, paper id and state once, then alerts and opens /video-preview", async () => {
    rememberUpload({ paper_id: PAPER_ID, state: STATE, language: "Hindi" });
    const { requests } = routes({ [ROUTES.upload]: () => json({ success: true, video_url: WATCH, privacy: "unlisted", captions_uploaded: true }) });
    const app = renderApp(`/oauth2callback?code=4%2F0abc&state=${STATE}&scope=openid`);
    expect(await screen.findByText(UPLOAD_SUCCESS)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/video-preview"));
    expect(Object.fromEntries(app.currentSearch())).toEqual({ video_url: WATCH, paper_id: PAPER_ID, language: "Hindi" });
    const posts = requests.filter((r) => r.url.endsWith("/youtube_upload/google_upload"));
    expect(posts.map((r) => r.body)).toEqual([{ code: "4/0abc", paper_id: PAPER_ID, state: STATE }]);
    expect(recallUpload()).toBeNull();

    // Video preview: the success message, the link, the paper, the video, downloads, audio, sharing.
    const banner = await screen.findByRole("status", { name: "Your video is on YouTube" });
    const watch = within(banner).getByRole("link", { name: /Watch on YouTube/ });
    expect(watch.getAttribute("href")).toBe(WATCH);
    expect(watch.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await screen.findByText(METADATA.authors)).toBeTruthy();
    expect(screen.getByText("01_introduction.wav")).toBeTruthy();
    const tweet = decodeURIComponent(new URL(screen.getByRole("link", { name: /Share on Twitter/ }).getAttribute("href") ?? "").searchParams.get("text") ?? "");
    expect(tweet).toContain(`Watch it: ${WATCH}`);
    expect(tweet).toContain("Read the paper: https://arxiv.org/abs/1706.03762");
    await userEvent.click(screen.getByRole("button", { name: "Start New Paper" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
  });

  it("passes a denied consent to the server and shows its reason with the way back", async () => {
    // Each test has its own state: a state is sent once per page load, as a real one is used once.
    rememberUpload({ paper_id: PAPER_ID, state: "state-denied" });
    const { requests } = routes({
      [ROUTES.upload]: () => json({ success: false, error: "You did not allow Lectern to upload to your YouTube channel." }),
    });
    renderApp(`/oauth2callback?error=access_denied&state=state-denied`);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Upload failed: You did not allow Lectern to upload to your YouTube channel.")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/youtube-login");
    expect(requests.filter((r) => r.url.endsWith("/google_upload")).map((r) => r.body)).toEqual([{ error: "access_denied", paper_id: PAPER_ID, state: "state-denied" }]);
  });

  it("says 'Unknown error' when the server gives no reason, and 'Google login/upload failed' when it cannot be reached", async () => {
    rememberUpload({ paper_id: PAPER_ID, state: "state-1" });
    routes({ [ROUTES.upload]: () => json({ success: false }) });
    const first = renderApp(`/oauth2callback?code=c1&state=state-1`);
    expect(await within(await screen.findByRole("alert")).findByText("Upload failed: Unknown error")).toBeTruthy();
    first.unmount();

    rememberUpload({ paper_id: PAPER_ID, state: "state-2" });
    routes({ [ROUTES.upload]: () => Promise.reject(new TypeError("Failed to fetch")) });
    renderApp(`/oauth2callback?code=c2&state=state-2`);
    expect(await within(await screen.findByRole("alert")).findByText("Google login/upload failed")).toBeTruthy();
  });

  it("does not send a code whose state this tab did not start", async () => {
    rememberUpload({ paper_id: PAPER_ID, state: "another-state" });
    const { requests } = routes();
    renderApp(`/oauth2callback?code=c3&state=${STATE}`);
    expect(await within(await screen.findByRole("alert")).findByText(/did not start in this tab/)).toBeTruthy();
    expect(requests.filter((r) => r.url.includes("google_upload"))).toEqual([]);
  });

  it("/video-preview refuses a link that is not a YouTube video", async () => {
    routes();
    renderApp(`/video-preview?video_url=${encodeURIComponent("javascript:alert(1)")}&paper_id=${PAPER_ID}`);
    expect(await screen.findByText("Nothing to Preview")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Watch on YouTube/ })).toBeNull();
  });
});
