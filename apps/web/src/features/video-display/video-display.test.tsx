import { ERRORS, type Job, type MediaStatusResponse } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { installFakeEventSource } from "../../test/fake-event-source";
import { json, mockFetch, signedInRoutes, storeTestSession, type Handler, type RecordedRequest } from "../../test/fetch-mock";
import { laterJob, makeJob } from "../../test/jobs";
import { recordDownloads } from "../../test/record-downloads";
import { renderApp } from "../../test/render-app";
import { JOB_POLL_MS } from "../../lib/use-job";
import { VIDEO_READY } from "./video-display-screen";

const PAPER_ID = "paper0007video";
// The YouTube panel's button, by the text the user sees: the panel is the youtube feature's, and
// features (their tests included) do not import each other.
const YOUTUBE_SIGN_IN = "Sign in to YouTube to upload the video";
const METADATA = {
  title: "Attention Is All You Need",
  authors: "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit",
  date: "2017-06-12",
  arxiv_id: "1706.03762v7",
};
const ROUTES = {
  jobs: "GET /api/jobs",
  job: (id: string) => `GET /api/jobs/${id}`,
  status: `GET /api/media/${PAPER_ID}/status`,
  videoMetadata: `GET /api/papertovideo/${PAPER_ID}/metadata`,
  paperMetadata: `GET /api/papers/${PAPER_ID}/metadata`,
  downloadVideo: `GET /api/papertovideo/${PAPER_ID}/download-video`,
  downloadSlides: `GET /api/papertovideo/${PAPER_ID}/download-slides`,
  downloadPptx: `GET /api/slides/${PAPER_ID}/download-pptx`,
} as const;

const NO_MEDIA: MediaStatusResponse = { paper_id: PAPER_ID, audio_files: [], video_path: null };
const VIDEO: MediaStatusResponse = {
  paper_id: PAPER_ID,
  audio_files: ["01_introduction.wav"],
  video_path: "video/English/presentation.mp4",
  language: "English",
  languages: ["English"],
  video_url: `/api/media/${PAPER_ID}/stream-video?language=English&exp=1&sig=v`,
  captions_url: `/api/media/${PAPER_ID}/captions?language=English&exp=1&sig=c`,
  duration_s: 203.6,
};

const pathOf = (request: RecordedRequest) => new URL(request.url, "http://localhost").pathname;
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, "http://localhost").searchParams);
const calls = (requests: RecordedRequest[], key: string) => {
  const [method, path] = key.split(" ");
  return requests.filter((r) => r.method === method && pathOf(r) === path);
};
const progress = () => screen.getByRole("progressbar", { name: "Video progress" });

/**
 * Signs in with the paper One click stored for this tab, and opens /video-display; `given` is the
 * one-click job the page was given (the workflow's videoJob), read by its id.
 */
function openVideoPage(
  routes: Record<string, Handler>,
  { session = PAPER_ID, workflow = null, given }: { session?: string | null; workflow?: string | null; given?: Job } = {},
) {
  storeTestSession();
  if (session) sessionStorage.setItem("paperId", session);
  if (workflow) localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 2, completedSteps: [1], paperId: workflow }));
  if (given) localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 2, completedSteps: [1, 2], paperId: PAPER_ID, videoJob: { id: given.id, paperId: PAPER_ID } }));
  const mock = mockFetch({
    ...signedInRoutes(),
    [ROUTES.jobs]: () => json({ jobs: [] }),
    ...(given ? { [ROUTES.job(given.id)]: () => json(given) } : {}),
    [ROUTES.status]: () => json(NO_MEDIA),
    [ROUTES.videoMetadata]: () => json({ title: METADATA.title, authors: METADATA.authors, date: METADATA.date }),
    [ROUTES.paperMetadata]: () => json(METADATA),
    ...routes,
  });
  return { ...mock, app: renderApp("/video-display") };
}

describe("Video display", () => {
  const { names: saved } = recordDownloads();

  it("shows a loading state while it finds out what there is", async () => {
    openVideoPage({ [ROUTES.jobs]: () => new Promise<Response>(() => undefined) });
    expect(await screen.findByText("Loading your video...")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading your video");
    expect(screen.getByRole("heading", { level: 1, name: "Your Video" })).toBeTruthy();
    expect(document.title).toBe("Your Video · Lectern");
  });

  it("follows a running job live from its event stream, then shows the video when it succeeds", async () => {
    const streams = installFakeEventSource();
    const job = makeJob(PAPER_ID, { stage: "slides", percent: 40, message: "Typesetting 12 slides" });
    let made = false;
    const { requests } = openVideoPage({ [ROUTES.status]: () => json(made ? VIDEO : NO_MEDIA) }, { given: job });

    expect(await screen.findByRole("heading", { name: "Your video is being made" })).toBeTruthy();
    expect(progress().getAttribute("aria-valuenow")).toBe("40");
    expect(progress().getAttribute("aria-valuetext")).toBe("40%, Making the slides");
    expect(screen.getByText("Typesetting 12 slides")).toBeTruthy();
    expect(await screen.findByText(METADATA.title)).toBeTruthy();
    expect(screen.getByText(/^\d+ s$/)).toBeTruthy();
    expect(calls(requests, ROUTES.jobs).map(queryOf)).toEqual([{ paper_id: PAPER_ID }]);
    await waitFor(() => expect(streams.map((s) => s.url)).toEqual([job.events_url]));
    const stream = streams[0];
    if (!stream) throw new Error("no stream");

    stream.sendJob(laterJob(job, { stage: "audio", percent: 72, message: "Speaking section 4 of 7" }));
    expect(await screen.findByText("Speaking section 4 of 7")).toBeTruthy();
    expect(progress().getAttribute("aria-valuenow")).toBe("72");
    expect(progress().getAttribute("aria-valuetext")).toBe("72%, Recording the narration");
    // The stage and the server's words are announced; the percent is carried by the bar.
    expect(screen.getByText("Speaking section 4 of 7").closest("[aria-live]")).toBeTruthy();

    made = true;
    stream.sendJob(laterJob(job, { state: "succeeded", stage: "done", percent: 100, message: "Done" }));
    const player = await screen.findByRole("group", { name: `Video player: ${METADATA.title}` });
    expect(player.querySelector("video")?.getAttribute("src")).toBe(VIDEO.video_url);
    expect(await screen.findByText(VIDEO_READY)).toBeTruthy();
    expect(stream.closed).toBe(true);
    expect(screen.queryByRole("progressbar", { name: "Video progress" })).toBeNull();
    // Read once by its id, then no polling while the stream works.
    expect(calls(requests, ROUTES.job(job.id))).toHaveLength(1);
  });

  it("asks for the job at once, then every 2 s, when its event stream breaks", async () => {
    const streams = installFakeEventSource();
    const job = makeJob(PAPER_ID, { kind: "video", stage: "video", percent: 30, message: "Encoding" });
    // The first read is the page taking the job it was given; the polls come after.
    let reads = 0;
    const polls = () => reads - 1;
    const { requests } = openVideoPage(
      {
        [ROUTES.status]: () => json(polls() >= 2 ? VIDEO : NO_MEDIA),
        [ROUTES.job(job.id)]: () => {
          reads += 1;
          if (reads === 1) return json(job);
          return json(
            polls() === 1
              ? laterJob(job, { percent: 55, message: "Encoding, half way" })
              : laterJob(job, { state: "succeeded", stage: "done", percent: 100, message: "Done" }),
          );
        },
      },
      { given: job },
    );
    expect(await screen.findByText("Encoding")).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    // Only the polling's interval runs on a fake clock (the rest of the page keeps real timers),
    // so the test steps the 2 s itself instead of timing them.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    streams[0]?.fail();
    expect(streams[0]?.closed).toBe(true);
    expect(await screen.findByText("Encoding, half way")).toBeTruthy();
    expect(progress().getAttribute("aria-valuenow")).toBe("55");
    expect(calls(requests, ROUTES.job(job.id))).toHaveLength(2);
    // Not asked again before the poll interval has passed; asked once it has.
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS - 1);
    expect(calls(requests, ROUTES.job(job.id))).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await screen.findByRole("group", { name: `Video player: ${METADATA.title}` })).toBeTruthy();
    expect(calls(requests, ROUTES.job(job.id))).toHaveLength(3);
    // The broken stream is not opened again.
    expect(streams).toHaveLength(1);
  });

  it("shows the finished video with authors and date, Download Video, the YouTube panel and share links", async () => {
    const done = makeJob(PAPER_ID, { state: "succeeded", stage: "done", percent: 100, message: "Done", finished_at: new Date().toISOString() });
    const streams = installFakeEventSource();
    const { requests } = openVideoPage({
      [ROUTES.jobs]: () => json({ jobs: [done] }),
      [ROUTES.status]: () => json(VIDEO),
      [ROUTES.downloadVideo]: () => new Response("mp4-bytes", { status: 200, headers: { "Content-Type": "video/mp4" } }),
    });

    const player = await screen.findByRole("group", { name: `Video player: ${METADATA.title}` });
    const video = player.querySelector("video");
    expect(video?.getAttribute("src")).toBe(VIDEO.video_url);
    expect(video?.querySelector("track")?.getAttribute("src")).toBe(VIDEO.captions_url);
    expect(video?.querySelector("track")?.getAttribute("srclang")).toBe("en");
    // A finished job is not streamed.
    expect(streams).toHaveLength(0);

    const paper = await screen.findByRole("region", { name: METADATA.title });
    expect(within(paper).getByText(METADATA.authors)).toBeTruthy();
    expect(within(paper).getByText(METADATA.date)).toBeTruthy();
    // Media status is read for the language made last (one click picks its own).
    expect(calls(requests, ROUTES.status).map(queryOf)).toEqual([{}]);

    await userEvent.click(screen.getByRole("button", { name: "Download Video" }));
    await waitFor(() => expect(saved).toEqual([`presentation_${PAPER_ID}.mp4`]));
    expect(calls(requests, ROUTES.downloadVideo)).toHaveLength(1);

    const upload = screen.getByRole("button", { name: "Upload to YouTube" });
    expect(upload.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: YOUTUBE_SIGN_IN })).toBeNull();
    await userEvent.click(upload);
    expect(upload.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("region", { name: "Connect your YouTube account" });
    expect(within(panel).getByRole("button", { name: YOUTUBE_SIGN_IN })).toBeTruthy();
    expect(within(panel).getByText(/goes up unlisted/)).toBeTruthy();

    const post = 'I made a narrated video presentation of "Attention Is All You Need" by Ashish Vaswani et al. with Lectern. Read the paper: https://arxiv.org/abs/1706.03762v7';
    expect(screen.getByRole("link", { name: /Share on Twitter/ }).getAttribute("href")).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent(post)}`);
    expect(screen.getByRole("link", { name: /Share on LinkedIn/ })).toBeTruthy();
  });

  it("downloads the video and slides in the language the page shows (a Hindi video, not English)", async () => {
    const hindi: MediaStatusResponse = { ...VIDEO, video_path: "video/hi/presentation.mp4", language: "Hindi", languages: ["Hindi", "English"] };
    const { requests } = openVideoPage({
      [ROUTES.status]: () => json(hindi),
      [ROUTES.downloadVideo]: () => new Response("mp4-bytes", { status: 200, headers: { "Content-Type": "video/mp4" } }),
      [ROUTES.downloadSlides]: () => new Response("%PDF", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download Video" }));
    await waitFor(() => expect(saved).toEqual([`presentation_${PAPER_ID}.mp4`]));
    await userEvent.click(screen.getByRole("button", { name: "Download Slides" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(calls(requests, ROUTES.downloadVideo).map(queryOf)).toEqual([{ language: "Hindi" }]);
    expect(calls(requests, ROUTES.downloadSlides).map(queryOf)).toEqual([{ language: "Hindi" }]);
  });

  it("says which download failed, with the server's reason", async () => {
    openVideoPage({
      [ROUTES.status]: () => json(VIDEO),
      [ROUTES.downloadVideo]: () => json({ detail: "The video file is missing.", code: "not_found" }, 404),
      [ROUTES.downloadSlides]: () => new Response("%PDF", { status: 200, headers: { "Content-Type": "application/pdf" } }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download Video" }));
    expect(await screen.findByText(`${ERRORS.downloadVideo}: The video file is missing.`)).toBeTruthy();
    expect(saved).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Download Slides" }));
    await waitFor(() => expect(saved).toEqual([`slides_${PAPER_ID}.pdf`]));
  });

  it("downloads the slides as PowerPoint in the video's language, and says when they are not there", async () => {
    let missing = false;
    const { requests } = openVideoPage({
      [ROUTES.status]: () => json(VIDEO),
      [ROUTES.downloadPptx]: () =>
        missing
          ? json({ detail: "No slides have been made for this paper yet. Generate the slides first.", code: "not_found" }, 404)
          : new Response("PK", { status: 200, headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.presentationml.presentation", "Content-Disposition": 'attachment; filename="Attention_Is_All_You_Need.pptx"' } }),
    });
    const button = await screen.findByRole("button", { name: "Download PowerPoint" });
    // Beside Download Video and Download Slides.
    expect(button.parentElement?.contains(screen.getByRole("button", { name: "Download Slides" }))).toBe(true);
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual(["Attention_Is_All_You_Need.pptx"]));
    expect(calls(requests, ROUTES.downloadPptx).map(queryOf)).toEqual([{ language: "English" }]);
    missing = true;
    await userEvent.click(screen.getByRole("button", { name: "Download PowerPoint" }));
    expect(await screen.findByText(`${ERRORS.downloadPptx}: No slides have been made for this paper yet. Generate the slides first.`)).toBeTruthy();
  });

  it("a failed job shows its reason and the failure messages, with the way back to Paper Upload", async () => {
    const failed = makeJob(PAPER_ID, { state: "failed", stage: "audio", percent: 62, message: "The speech engine is not installed.", finished_at: new Date().toISOString() });
    openVideoPage({}, { given: failed });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: ERRORS.video })).toBeTruthy();
    expect(within(alert).getByText("The speech engine is not installed.")).toBeTruthy();
    expect(within(alert).getByText(/It stopped at: recording the narration/)).toBeTruthy();
    expect(within(alert).getByText(ERRORS.videoNotFound)).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Go to Paper Upload" }).getAttribute("href")).toBe("/paper-processing");
    expect(screen.queryByRole("group", { name: /Video player/ })).toBeNull();
  });

  it("a job failing while watched is said in a toast too", async () => {
    const streams = installFakeEventSource();
    const job = makeJob(PAPER_ID, { stage: "video", percent: 90, message: "Encoding" });
    openVideoPage({}, { given: job });
    await screen.findByText("Encoding");
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.sendJob(laterJob(job, { state: "failed", message: "ffmpeg stopped: disk full" }));
    expect(await screen.findByRole("heading", { name: ERRORS.video })).toBeTruthy();
    // On the page and in the toast.
    await waitFor(() => expect(screen.getAllByText("ffmpeg stopped: disk full")).toHaveLength(2));
  });

  it("follows the job it was given by id, never the paper's newest (another tab's)", async () => {
    const streams = installFakeEventSource();
    const ours = makeJob(PAPER_ID, { id: "job00000001", stage: "slides", percent: 40, message: "Typesetting 12 slides" });
    const newer = makeJob(PAPER_ID, { id: "job00000002", kind: "video", stage: "video", percent: 80, message: "Encoding another tab's video", created_at: new Date().toISOString() });
    const { requests } = openVideoPage({ [ROUTES.jobs]: () => json({ jobs: [newer, ours] }) }, { given: ours });
    expect(await screen.findByText("Typesetting 12 slides")).toBeTruthy();
    await waitFor(() => expect(streams.map((s) => s.url)).toEqual([ours.events_url]));
    expect(screen.queryByText(newer.message)).toBeNull();
    expect(calls(requests, ROUTES.job(newer.id))).toHaveLength(0);
  });

  it("without a job or a video says No Video Available and links to Paper Upload", async () => {
    openVideoPage({});
    expect(await screen.findByText("No Video Available")).toBeTruthy();
    expect(screen.getByText(ERRORS.videoNotFound)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Paper Upload" }).getAttribute("href")).toBe("/paper-processing");
  });

  it("without any paper says No Video Available and asks the server nothing about videos", async () => {
    const { requests } = openVideoPage({}, { session: null });
    expect(await screen.findByText("No Video Available")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Paper Upload" })).toBeTruthy();
    expect(requests.some((r) => r.url.includes("/papertovideo/") || r.url.includes("/jobs") || r.url.includes("/media/"))).toBe(false);
  });

  it("shows the video of a paper with no job (a server without jobs)", async () => {
    openVideoPage({
      [ROUTES.jobs]: () => json({ detail: "Not implemented yet", code: "not_implemented" }, 501),
      [ROUTES.status]: () => json(VIDEO),
    });
    expect(await screen.findByRole("group", { name: `Video player: ${METADATA.title}` })).toBeTruthy();
    expect(screen.queryByText(/Not implemented/)).toBeNull();
  });

  it("falls back to the workflow's paper when this tab stored none", async () => {
    const { requests } = openVideoPage({}, { session: null, workflow: PAPER_ID });
    expect(await screen.findByText("No Video Available")).toBeTruthy();
    expect(calls(requests, ROUTES.status)).toHaveLength(1);
    expect(calls(requests, ROUTES.jobs).map(queryOf)).toEqual([{ paper_id: PAPER_ID }]);
  });
});
