import { ERRORS, NOTICES, type Job } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { installFakeEventSource } from "../../test/fake-event-source";
import { installFakeXhr, type FakeXhr } from "../../test/fake-xhr";
import { json, type Handler } from "../../test/fetch-mock";
import { laterJob, makeJob } from "../../test/jobs";
import { dropFiles, dropZone, fileOf, METADATA, openStep2, PAPER_ID } from "./paper-test-support";
import { MAKING_VIDEO } from "./one-click-status";

const JOB_ID = "job00000001";
const STARTED = { job_id: JOB_ID };
const STATUS_ROUTE = `GET /api/media/${PAPER_ID}/status`;

/** Our job while it reads the paper: no paper yet. */
const reading: Job = makeJob(PAPER_ID, { id: JOB_ID, paper_id: null, stage: "ingest", percent: 6, message: "Reading the PDF" });
/** The same job once it has made the paper. */
const named = (fields: Partial<Job> = {}) => laterJob(reading, { paper_id: PAPER_ID, stage: "script", percent: 24, message: "Writing the narration script", ...fields });

/** What the video page asks for once One click has opened it: a finished video. */
const videoPageRoutes: Record<string, Handler> = {
  "GET /api/jobs": () => json({ jobs: [] }),
  [`GET /api/jobs/${JOB_ID}`]: () => json(reading),
  [`GET /api/papertovideo/${PAPER_ID}/metadata`]: () => json({ title: METADATA.title, authors: METADATA.authors, date: METADATA.date }),
  [`GET /api/papers/${PAPER_ID}/metadata`]: () => json(METADATA),
  [STATUS_ROUTE]: () =>
    json({
      paper_id: PAPER_ID,
      audio_files: ["01_introduction.wav"],
      video_path: "video/English/presentation.mp4",
      language: "English",
      video_url: `/api/media/${PAPER_ID}/stream-video?language=English&exp=1&sig=v`,
      captions_url: null,
      duration_s: 64,
    }),
};

const choose = async (name: string) => userEvent.click(await screen.findByRole("radio", { name: new RegExp(name) }));
const oneClickButton = () => screen.getByRole("button", { name: /One click to Video|Making video/ });
/** The multipart fields (and file name) one request sent. */
function formOf(xhr: FakeXhr | undefined): Record<string, string> {
  if (!(xhr?.body instanceof FormData)) throw new Error("no form was sent");
  return Object.fromEntries([...xhr.body.entries()].map(([k, v]) => [k, v instanceof File ? v.name : v]));
}
/** The newest event stream opened for our job. */
const ourStream = (streams: ReturnType<typeof installFakeEventSource>) => streams.filter((s) => s.url === reading.events_url).at(-1);

describe("Step 2: One click to Video", () => {
  it("sends a PDF to the start route with progress, follows the job it answered with from reading the paper, then opens /video-display for the paper", async () => {
    const streams = installFakeEventSource();
    const sent = installFakeXhr();
    const { app } = openStep2(videoPageRoutes);
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("wireless.pdf", 4096, "application/pdf")]);
    await userEvent.click(oneClickButton());

    const xhr = sent[0];
    expect(xhr?.method).toBe("POST");
    expect(xhr?.url).toBe("/api/papertovideo/start");
    expect(xhr?.headers.Authorization).toBe("Bearer test-token");
    expect(formOf(xhr)).toEqual({ source: "pdf", file: "wireless.pdf" });

    xhr?.progress(1024, 4096);
    const upload = await screen.findByRole("progressbar", { name: "Upload progress" });
    await waitFor(() => expect(upload.getAttribute("aria-valuenow")).toBe("25"));
    expect(screen.getByRole("button", { name: /Making video\.\.\./ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Process" })).toHaveProperty("disabled", true);

    // Accepted at once: the job is followed from its first stage, reading the paper.
    xhr?.respond(202, STARTED);
    expect(await screen.findByText(MAKING_VIDEO)).toBeTruthy();
    const bar = await screen.findByRole("progressbar", { name: "Video progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("6");
    expect(screen.getByText("Reading the PDF")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Stages" })).getByText(/Reading the paper/).textContent).toContain("(now)");
    // The sidebar no longer shows the previous paper while the new one is read.
    expect(within(screen.getByRole("complementary", { name: "Workflow sidebar" })).getByText("Reading your new paper...")).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(sessionStorage.getItem("paperId")).toBeNull();

    // The job names its paper: it becomes the workflow's paper and the video page opens on the job.
    await waitFor(() => expect(ourStream(streams)).toBeTruthy());
    ourStream(streams)?.sendJob(named());
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ paperId: PAPER_ID, videoJob: { id: JOB_ID, paperId: PAPER_ID } });
    expect(await screen.findByRole("heading", { name: "Your video is being made" })).toBeTruthy();
    await waitFor(() => expect(ourStream(streams)?.closed).toBe(false));
    ourStream(streams)?.sendJob(named({ state: "succeeded", stage: "done", percent: 100, message: "Done" }));
    expect(await screen.findByRole("group", { name: `Video player: ${METADATA.title}` })).toBeTruthy();
  });

  it("sends a LaTeX zip to the same route, as source latex", async () => {
    const sent = installFakeXhr((xhr) => xhr.respond(202, STARTED));
    openStep2(videoPageRoutes);
    dropFiles(await dropZone(), [fileOf("project.zip", 100, "application/zip")]);
    await userEvent.click(oneClickButton());
    await screen.findByRole("progressbar", { name: "Video progress" });
    expect(sent.map((x) => x.url)).toEqual(["/api/papertovideo/start"]);
    expect(formOf(sent[0])).toEqual({ source: "latex", file: "project.zip" });
  });

  it("sends an arXiv link as the field arxiv_url by the same call, and follows the job the same way", async () => {
    const streams = installFakeEventSource();
    const sent = installFakeXhr((xhr) => xhr.respond(202, STARTED));
    const { app, requests } = openStep2(videoPageRoutes);
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "  https://arxiv.org/abs/0704.0001 ");
    await userEvent.click(oneClickButton());
    await screen.findByRole("progressbar", { name: "Video progress" });
    expect(sent.map((x) => x.url)).toEqual(["/api/papertovideo/start"]);
    expect(formOf(sent[0])).toEqual({ arxiv_url: "https://arxiv.org/abs/0704.0001" });
    await waitFor(() => expect(ourStream(streams)).toBeTruthy());
    ourStream(streams)?.sendJob(named());
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    // Neither Process nor the published one-click routes were used.
    expect(requests.some((r) => r.url.includes("/papers/scrape-arxiv") || r.url.includes("upload_arxiv_to_video"))).toBe(false);
  });

  it("follows exactly the job id it was given: a one-click job another tab started is ignored", async () => {
    const streams = installFakeEventSource();
    installFakeXhr((xhr) => xhr.respond(202, STARTED));
    // Another tab's one click: newer, running, and already with a paper.
    const theirs = makeJob("paper0099other", { id: "job00000099", stage: "audio", percent: 70, message: "Speaking section 5 of 6", created_at: new Date().toISOString() });
    const { app, requests } = openStep2({ ...videoPageRoutes, "GET /api/jobs": () => json({ jobs: [theirs, reading] }), [`GET /api/jobs/${theirs.id}`]: () => json(theirs) });
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("wireless.pdf", 4096, "application/pdf")]);
    await userEvent.click(oneClickButton());

    const bar = await screen.findByRole("progressbar", { name: "Video progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("6");
    await waitFor(() => expect(streams.map((s) => s.url)).toEqual([reading.events_url]));
    expect(screen.queryByText(theirs.message)).toBeNull();
    expect(requests.some((r) => r.url.includes(`/api/jobs/${theirs.id}`))).toBe(false);
    // The job list is never read to find ours.
    expect(requests.some((r) => new URL(r.url, "http://localhost").pathname === "/api/jobs")).toBe(false);

    ourStream(streams)?.sendJob(named());
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    expect(await screen.findByRole("heading", { name: "Your video is being made" })).toBeTruthy();
    expect(screen.queryByText(theirs.message)).toBeNull();
  });

  it("says the request was submitted when the job ends without naming a paper, and stays on Step 2", async () => {
    const streams = installFakeEventSource();
    installFakeXhr((xhr) => xhr.respond(202, STARTED));
    const { app } = openStep2(videoPageRoutes);
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "https://arxiv.org/abs/2401.00001");
    await userEvent.click(oneClickButton());
    await waitFor(() => expect(ourStream(streams)).toBeTruthy());
    ourStream(streams)?.sendJob(laterJob(reading, { state: "succeeded", stage: "done", percent: 100, message: "Done" }));
    expect(await screen.findByText(NOTICES.videoRequestSubmitted)).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(sessionStorage.getItem("paperId")).toBeNull();
    await waitFor(() => expect(oneClickButton()).toHaveProperty("disabled", false));
  });

  it("says 'Failed to convert to video' with the server's reason when the start is refused, and keeps the choice", async () => {
    installFakeXhr((xhr) => xhr.respond(422, { detail: "The file is larger than 50 MB. Please upload a smaller file.", code: "validation_error" }));
    const { app } = openStep2();
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("scan.pdf", 100, "application/pdf")]);
    await userEvent.click(oneClickButton());
    // Beside the buttons (the toast goes after a few seconds).
    const note = await screen.findByRole("alert");
    expect(within(note).getByText(ERRORS.oneClick)).toBeTruthy();
    expect(within(note).getByText("The file is larger than 50 MB. Please upload a smaller file.")).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(screen.getByText("scan.pdf")).toBeTruthy();
    expect(sessionStorage.getItem("paperId")).toBeNull();
  });

  it("a job that cannot read the paper says 'Failed to convert to video' with the reader's message, and keeps the choice", async () => {
    const streams = installFakeEventSource();
    installFakeXhr((xhr) => xhr.respond(202, STARTED));
    const { app } = openStep2(videoPageRoutes);
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("scan.pdf", 100, "application/pdf")]);
    await userEvent.click(oneClickButton());
    await waitFor(() => expect(ourStream(streams)).toBeTruthy());
    ourStream(streams)?.sendJob(laterJob(reading, { state: "failed", message: "This file is not a PDF. Choose LaTeX Source if it is a zip." }));
    const note = await screen.findByRole("alert");
    expect(within(note).getByText(ERRORS.oneClick)).toBeTruthy();
    expect(within(note).getByText("This file is not a PDF. Choose LaTeX Source if it is a zip.")).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(screen.getByText("scan.pdf")).toBeTruthy();
    expect(sessionStorage.getItem("paperId")).toBeNull();
    expect(oneClickButton()).toHaveProperty("disabled", false);
  });

  it("says 'Failed to convert to video' alone when the server gives no reason", async () => {
    installFakeXhr((xhr) => xhr.respond(502, ""));
    const { app } = openStep2();
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "https://arxiv.org/abs/2401.00001");
    await userEvent.click(oneClickButton());
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.oneClick);
    expect(app.currentPath()).toBe("/paper-processing");
  });

  it("leaving Step 2 cancels a file still being sent", async () => {
    const sent = installFakeXhr();
    const { app } = openStep2();
    dropFiles(await dropZone(), [fileOf("project.zip", 4096, "application/zip")]);
    await userEvent.click(oneClickButton());
    sent[0]?.progress(1024, 4096);
    await userEvent.click(screen.getByRole("button", { name: /API Setup/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    expect(sent[0]?.aborted).toBe(true);
    expect(screen.queryByText(ERRORS.oneClick)).toBeNull();
  });

  it("once the server has the job, leaving Step 2 keeps following it: the paper is stored and a toast links to the video", async () => {
    const streams = installFakeEventSource();
    installFakeXhr((xhr) => xhr.respond(202, STARTED));
    const { app } = openStep2(videoPageRoutes);
    dropFiles(await dropZone(), [fileOf("project.zip", 4096, "application/zip")]);
    await userEvent.click(oneClickButton());
    await screen.findByRole("progressbar", { name: "Video progress" });
    await userEvent.click(screen.getByRole("button", { name: /API Setup/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));

    await waitFor(() => expect(ourStream(streams)?.closed).toBe(false));
    ourStream(streams)?.sendJob(named());
    const link = await screen.findByRole("link", { name: "Open your video" });
    expect(app.currentPath()).toBe("/api-setup");
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    await userEvent.click(link);
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(await screen.findByRole("heading", { name: "Your video is being made" })).toBeTruthy();
  });
});
