import { ERRORS, NOTICES } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { installFakeEventSource } from "../../test/fake-event-source";
import { installFakeXhr } from "../../test/fake-xhr";
import { json, offContract, type Handler, type RecordedRequest } from "../../test/fetch-mock";
import { laterJob, makeJob } from "../../test/jobs";
import { dropFiles, dropZone, fileOf, METADATA, openStep2, PAPER_ID, PROCESSED } from "./paper-test-support";
import { MAKING_VIDEO } from "./one-click-status";
import { FIND_JOB_POLL_MS } from "./use-one-click";

const ONE_CLICK = { ...PROCESSED, video_url: `/api/papertovideo/${PAPER_ID}/stream-video?exp=1&sig=v`, job_id: "job00000001" };
const STATUS_ROUTE = `GET /api/media/${PAPER_ID}/status`;

/** What the video page asks for once One click has opened it: a finished video. */
const videoPageRoutes: Record<string, Handler> = {
  "GET /api/jobs": () => json({ jobs: [] }),
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
const pathOf = (request: RecordedRequest) => new URL(request.url, "http://localhost").pathname;

describe("Step 2: One click to Video", () => {
  it("uploads a PDF to upload_pdf_to_video with progress, says it is making the video, then opens /video-display for the paper", async () => {
    const sent = installFakeXhr();
    const { app } = openStep2(videoPageRoutes);
    expect(screen.queryByText("Coming soon")).toBeNull();
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("wireless.pdf", 4096, "application/pdf")]);
    await userEvent.click(oneClickButton());

    const xhr = sent[0];
    if (!xhr) throw new Error("no upload was sent");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/papertovideo/upload_pdf_to_video");
    expect(xhr.headers.Authorization).toBe("Bearer test-token");
    expect(xhr.sentFile()?.name).toBe("wireless.pdf");

    xhr.progress(1024, 4096);
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("25"));
    expect(screen.getByRole("button", { name: /Making video\.\.\./ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Process" })).toHaveProperty("disabled", true);

    // Sent: an honest open-ended wait with the time it has taken.
    xhr.finishUpload();
    expect(await screen.findByText(MAKING_VIDEO)).toBeTruthy();
    expect(screen.getByText(/Upload complete\. Lectern reads the paper/)).toBeTruthy();
    expect(screen.getByText(/^\d+ s$/)).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).toBeNull();

    xhr.respond(200, ONE_CLICK);
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    expect(await screen.findByRole("heading", { level: 1, name: "Your Video" })).toBeTruthy();
    expect(await screen.findByRole("group", { name: `Video player: ${METADATA.title}` })).toBeTruthy();
    // The paper became the workflow's paper too (One click does not mark it Processed).
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ paperId: PAPER_ID });
  });

  it("sends a LaTeX zip to upload_latex_to_video", async () => {
    const sent = installFakeXhr((xhr) => xhr.respond(200, { ...ONE_CLICK, video_url: null }));
    const { app } = openStep2(videoPageRoutes);
    dropFiles(await dropZone(), [fileOf("project.zip", 100, "application/zip")]);
    await userEvent.click(oneClickButton());
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(sent.map((x) => x.url)).toEqual(["/api/papertovideo/upload_latex_to_video"]);
    expect(sent[0]?.sentFile()?.name).toBe("project.zip");
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
  });

  it("sends an arXiv link as the multipart field arxiv_url to upload_arxiv_to_video, then opens the video page", async () => {
    const { requests, app } = openStep2({ ...videoPageRoutes, "POST /api/papertovideo/upload_arxiv_to_video": () => json(PROCESSED) });
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "  https://arxiv.org/abs/0704.0001 ");
    await userEvent.click(oneClickButton());
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    const request = requests.find((r) => pathOf(r) === "/api/papertovideo/upload_arxiv_to_video");
    expect(request?.method).toBe("POST");
    expect(request?.body).toBeInstanceOf(FormData);
    const form = request?.body as FormData;
    expect([...form.keys()]).toEqual(["arxiv_url"]);
    expect(form.get("arxiv_url")).toBe("https://arxiv.org/abs/0704.0001");
    expect(request?.headers.get("Authorization")).toBe("Bearer test-token");
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    // Process was not used.
    expect(requests.some((r) => r.url.includes("/papers/scrape-arxiv"))).toBe(false);
  });

  it("says the request was submitted when the answer has no paper id, and stays on Step 2", async () => {
    // Outside the contract (ArxivOneClickResponse always has a paper id): the client reads this
    // answer leniently on purpose (src/api/one-click.ts), and this test keeps that working.
    const { app } = openStep2({ "POST /api/papertovideo/upload_arxiv_to_video": () => offContract(json({ message: "queued" })) });
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "https://arxiv.org/abs/2401.00001");
    await userEvent.click(oneClickButton());
    expect(await screen.findByText(NOTICES.videoRequestSubmitted)).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(sessionStorage.getItem("paperId")).toBeNull();
    expect(oneClickButton()).toHaveProperty("disabled", false);
  });

  it("says 'Failed to convert to video' with the server's reason, and keeps the choice", async () => {
    installFakeXhr((xhr) => xhr.respond(422, { detail: "This PDF has no text to read.", code: "validation_error" }));
    const { app } = openStep2();
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("scan.pdf", 100, "application/pdf")]);
    await userEvent.click(oneClickButton());
    // Beside the buttons (the toast goes after a few seconds).
    const note = await screen.findByRole("alert");
    expect(within(note).getByText(ERRORS.oneClick)).toBeTruthy();
    expect(within(note).getByText("This PDF has no text to read.")).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(screen.getByText("scan.pdf")).toBeTruthy();
    expect(sessionStorage.getItem("paperId")).toBeNull();
  });

  it("says 'Failed to convert to video' alone when the server gives no reason", async () => {
    const { app } = openStep2({ "POST /api/papertovideo/upload_arxiv_to_video": () => new Response("", { status: 502 }) });
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

  it("once the file is sent, leaving Step 2 keeps the answer: the paper is stored and a toast links to the video", async () => {
    const sent = installFakeXhr();
    const { app } = openStep2(videoPageRoutes);
    dropFiles(await dropZone(), [fileOf("project.zip", 4096, "application/zip")]);
    await userEvent.click(oneClickButton());
    sent[0]?.finishUpload();
    await screen.findByText(MAKING_VIDEO);
    await userEvent.click(screen.getByRole("button", { name: /API Setup/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/api-setup"));
    expect(sent[0]?.aborted).toBe(false);

    sent[0]?.respond(200, ONE_CLICK);
    const link = await screen.findByRole("link", { name: "Open your video" });
    expect(app.currentPath()).toBe("/api-setup");
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    await userEvent.click(link);
    await waitFor(() => expect(app.currentPath()).toBe("/video-display"));
    expect(await screen.findByRole("group", { name: `Video player: ${METADATA.title}` })).toBeTruthy();
  });

  it("follows the job the request started: the new one-click job, live from its event stream", async () => {
    // Fake timers that still run with real time, so the end can step past a poll interval at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const streams = installFakeEventSource();
    const sent = installFakeXhr();
    const other = makeJob("paper0099other", { id: "job00000099", stage: "audio", percent: 70 });
    const ours = makeJob(PAPER_ID, { id: "job00000002", stage: "script", percent: 20, message: "Writing section 2 of 6" });
    let listed = 0;
    openStep2({
      "GET /api/jobs": (request) => {
        expect(new URL(request.url, "http://localhost").searchParams.get("active")).toBe("true");
        listed += 1;
        // Before the request: only someone else's video. After: ours too.
        return json({ jobs: listed === 1 ? [other] : [other, ours] });
      },
    });
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("wireless.pdf", 4096, "application/pdf")]);
    await userEvent.click(oneClickButton());
    sent[0]?.finishUpload();

    const bar = await screen.findByRole("progressbar", { name: "Video progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("20");
    expect(screen.getByText("Writing section 2 of 6")).toBeTruthy();
    await waitFor(() => expect(streams.map((s) => s.url)).toEqual([ours.events_url]));
    const stages = screen.getByRole("list", { name: "Stages" });
    expect(within(stages).getByText(/Reading the paper/).textContent).toContain("(done)");

    streams[0]?.sendJob(laterJob(ours, { stage: "audio", percent: 65, message: "Speaking section 3 of 6" }));
    expect(await screen.findByText("Speaking section 3 of 6")).toBeTruthy();
    expect(bar.getAttribute("aria-valuenow")).toBe("65");
    expect(within(stages).getByText(/Recording the narration/).textContent).toContain("(now)");
    // Found once, then followed by its stream rather than the list: no read in the next interval.
    const afterFound = listed;
    await vi.advanceTimersByTimeAsync(FIND_JOB_POLL_MS);
    expect(listed).toBe(afterFound);
  });
});
