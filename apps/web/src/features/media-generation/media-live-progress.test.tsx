import { ERRORS, MEDIA_PROGRESS, type Job } from "@lectern/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, type RecordedRequest } from "../../test/fetch-mock";
import { makeJob } from "../../test/jobs";
import { deferred, MEDIA_ROUTES, openStep, PAPER_ID, requestsTo, statusAnswer } from "../../test/media-test-support";
import { LIVE_BANDS, LIVE_POLL_MS, liveProgress, STILL_WORKING } from "./use-media-run";

const JOBS = "GET /api/jobs";
const progress = () => Number(screen.getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow"));
const expectProgress = (value: number) => waitFor(() => expect(progress()).toBe(value), { timeout: 3000 });
const generate = () => userEvent.click(screen.getByRole("button", { name: "Generate Audio & Video" }));
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, "http://localhost").searchParams);

describe("Step 5: live progress from the server's jobs", () => {
  it("places a job's percent inside its phase's band, below the band's fixed end", () => {
    expect(liveProgress("audio", 0)).toBe(MEDIA_PROGRESS.start);
    expect(liveProgress("audio", 50)).toBe(30);
    expect(liveProgress("audio", 100)).toBe(MEDIA_PROGRESS.audioDone - 1);
    expect(liveProgress("video", 0)).toBe(MEDIA_PROGRESS.videoStarted);
    expect(liveProgress("video", 50)).toBe(80);
    expect(liveProgress("video", 100)).toBe(MEDIA_PROGRESS.done - 1);
    expect(liveProgress("video", Number.NaN)).toBe(LIVE_BANDS.video.from);
    expect(liveProgress("audio", 250)).toBe(MEDIA_PROGRESS.audioDone - 1);
  });

  it("lifts the bar within each phase as the running job reports progress, never below the fixed values, and shows its message", async () => {
    // Fake timers that still run with real time: the polls go on as usual, and the end can step
    // the clock past a poll interval at once instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const audio = deferred<Response>();
    const video = deferred<Response>();
    // What the server reports as running now; the test moves it along.
    let running: Job[] = [];
    const { requests } = openStep(
      {
        [JOBS]: () => json({ jobs: running }),
        [MEDIA_ROUTES.audio]: () => audio.promise,
        [MEDIA_ROUTES.video]: () => video.promise,
      },
      { step: 5 },
    );
    await screen.findByText("Audio: Pending");
    await generate();
    await expectProgress(MEDIA_PROGRESS.start);

    // A job that has barely started leaves the floor where it is.
    running = [makeJob(PAPER_ID, { kind: "audio", stage: "audio", percent: 0, message: "Preparing the voice" })];
    expect(await screen.findByText("Preparing the voice", {}, { timeout: 3000 })).toBeTruthy();
    expect(progress()).toBe(MEDIA_PROGRESS.start);

    // Half the narration spoken: half-way through the audio band (10–50).
    running = [makeJob(PAPER_ID, { kind: "audio", stage: "audio", percent: 50, message: "Speaking section 2 of 4" })];
    await expectProgress(30);
    expect(screen.getByText("Speaking section 2 of 4")).toBeTruthy();

    // Another kind of job, or a lower reading, does not move the bar back.
    running = [
      makeJob(PAPER_ID, { id: "job00000077", kind: "slides", stage: "slides", percent: 90, message: "Typesetting" }),
      makeJob(PAPER_ID, { kind: "audio", stage: "audio", percent: 25, message: "Speaking section 2 of 4" }),
    ];
    const seen = requestsTo(requests, JOBS).length;
    await waitFor(() => expect(requestsTo(requests, JOBS).length).toBeGreaterThan(seen + 1), { timeout: 3000 });
    expect(progress()).toBe(30);
    expect(screen.queryByText("Typesetting")).toBeNull();

    // Audio done: the fixed 50, then 60 for the video; the audio job's words go.
    running = [];
    audio.resolve(json({ audio_files: ["01_introduction.wav"] }));
    await expectProgress(MEDIA_PROGRESS.videoStarted);
    expect(screen.queryByText("Speaking section 2 of 4")).toBeNull();

    // The video job half-way: 80 (60–100); at its end still below 100 until the answer.
    running = [makeJob(PAPER_ID, { id: "job00000003", kind: "video", stage: "video", percent: 50, message: "Encoding 3 of 6 clips" })];
    await expectProgress(80);
    expect(screen.getByText("Encoding 3 of 6 clips")).toBeTruthy();
    running = [makeJob(PAPER_ID, { id: "job00000003", kind: "video", stage: "video", percent: 100, message: "Joining the clips" })];
    await expectProgress(MEDIA_PROGRESS.done - 1);
    expect(screen.queryByText("Your video is ready")).toBeNull();

    video.resolve(json({ video_path: "video/English/presentation.mp4" }));
    await expectProgress(MEDIA_PROGRESS.done);
    expect(await screen.findByText("Your video is ready")).toBeTruthy();

    // Every read asked for this paper's active jobs, and the reads stopped with the run.
    expect(requestsTo(requests, JOBS).every((r) => queryOf(r).paper_id === PAPER_ID && queryOf(r).active === "true")).toBe(true);
    // A poll still scheduled would fire again within each interval. Only the live poll's reads
    // (this paper's active jobs) are counted: the page may read the paper's job list once more
    // when the video is ready, which made this test fail now and then.
    const polls = () => requestsTo(requests, JOBS).filter((r) => queryOf(r).active === "true").length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    const after = polls();
    await vi.advanceTimersByTimeAsync(2 * LIVE_POLL_MS);
    expect(polls()).toBe(after);
  }, 20_000);

  it("a server without jobs leaves the fixed values, and is asked only once per phase", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const audio = deferred<Response>();
    const { requests } = openStep(
      {
        [JOBS]: () => json({ detail: "Not implemented yet", code: "not_implemented" }, 501),
        [MEDIA_ROUTES.audio]: () => audio.promise,
        [MEDIA_ROUTES.video]: () => json({ video_path: "video/English/presentation.mp4" }),
      },
      { step: 5 },
    );
    await screen.findByText("Audio: Pending");
    await generate();
    await expectProgress(MEDIA_PROGRESS.start);
    // Once the first read has been refused, a second would come one poll interval later.
    await waitFor(() => expect(requestsTo(requests, JOBS)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(requestsTo(requests, JOBS)).toHaveLength(1);
    expect(progress()).toBe(MEDIA_PROGRESS.start);
    expect(screen.queryByText(/Not implemented/)).toBeNull();
    audio.resolve(json({ audio_files: ["01_introduction.wav"] }));
    await expectProgress(MEDIA_PROGRESS.done);
    expect(requestsTo(requests, JOBS)).toHaveLength(2);
  });

  describe("when the request gives up before its job (504 still_running)", () => {
    const STILL_RUNNING = { detail: "This is taking longer than usual. It carries on in the background.", code: "still_running" };

    it("waits for the job, reads the audio back and goes on to the video", async () => {
      const audioJob = makeJob(PAPER_ID, { kind: "audio", stage: "audio", percent: 60, message: "Speaking section 5 of 7" });
      let finished = false;
      const { requests } = openStep(
        {
          [JOBS]: (request) =>
            queryOf(request).active === "true"
              ? json({ jobs: finished ? [] : [audioJob] })
              : json({ jobs: [finished ? { ...audioJob, state: "succeeded", stage: "done", percent: 100, message: "Done" } : audioJob] }),
          [MEDIA_ROUTES.status]: () => json(statusAnswer("English", finished ? "audio" : "none")),
          [MEDIA_ROUTES.audio]: () => json(STILL_RUNNING, 504),
          [MEDIA_ROUTES.video]: () => json({ video_path: "video/English/presentation.mp4" }),
        },
        { step: 5 },
      );
      await screen.findByText("Audio: Pending");
      await generate();
      // Still working: said so, the bar still follows the job, and no failure.
      await expectProgress(liveProgress("audio", 60));
      expect(screen.queryByText(ERRORS.audio)).toBeNull();
      finished = true;
      await expectProgress(MEDIA_PROGRESS.done);
      expect(await screen.findByText("Your video is ready")).toBeTruthy();
      expect(screen.queryByText(ERRORS.audio)).toBeNull();
      expect(requestsTo(requests, MEDIA_ROUTES.video)).toHaveLength(1);
    }, 15_000);

    it("says the job's own reason when it fails after the request gave up", async () => {
      const failed = makeJob(PAPER_ID, { kind: "audio", state: "failed", stage: "audio", percent: 40, message: "The speech engine stopped." });
      openStep(
        {
          [JOBS]: (request) => json({ jobs: queryOf(request).active === "true" ? [] : [failed] }),
          [MEDIA_ROUTES.audio]: () => json(STILL_RUNNING, 504),
        },
        { step: 5 },
      );
      await screen.findByText("Audio: Pending");
      await generate();
      expect(await screen.findByText(STILL_WORKING)).toBeTruthy();
      // The toast and the note beside the button appear a render apart: wait for both.
      await waitFor(() => expect(screen.getAllByText(ERRORS.audio)).toHaveLength(2), { timeout: 4000 });
      expect(screen.getAllByText("The speech engine stopped.")).toHaveLength(2);
      expect(progress()).toBe(0);
    }, 15_000);
  });
});
