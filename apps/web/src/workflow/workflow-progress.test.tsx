import type { PaperSummary } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, signedInRoutes, storeTestSession, type Handler } from "../test/fetch-mock";
import { renderApp } from "../test/render-app";

// The sidebar's check marks and progress, and the header's counter, come from what exists on the
// server for the current paper (GET /api/papers/{id}), not from what this browser remembers.

const PAPER_ID = "paper0042progress";
const METADATA = { title: "Attention Is All You Need", authors: "A. Vaswani", date: "2017-06-12", arxiv_id: null };
const NOTHING: PaperSummary = {
  paper_id: PAPER_ID,
  title: METADATA.title,
  source_kind: "arxiv",
  created_at: "2025-01-02T03:04:05.000Z",
  thumbnail_url: null,
  has_script: false,
  has_slides: false,
  languages: [],
  running_job: null,
};
const WITH_VIDEO: PaperSummary = { ...NOTHING, has_script: true, has_slides: true, languages: [{ language: "English", audio: true, video: true, duration_s: 203.6 }] };
const SUMMARY = `GET /api/papers/${PAPER_ID}`;

function open(path: string, workflow: { currentStep: number; completedSteps: number[] }, routes: Record<string, Handler>, session = false) {
  storeTestSession();
  localStorage.setItem("lectern_workflow", JSON.stringify({ ...workflow, paperId: session ? null : PAPER_ID }));
  if (session) sessionStorage.setItem("paperId", PAPER_ID);
  const mock = mockFetch({
    ...signedInRoutes(),
    [`GET /api/papers/${PAPER_ID}/metadata`]: () => json(METADATA),
    "GET /api/jobs": () => json({ jobs: [] }),
    [`GET /api/media/${PAPER_ID}/status`]: () => json({ paper_id: PAPER_ID, audio_files: [], video_path: null }),
    [`GET /api/papertovideo/${PAPER_ID}/metadata`]: () => json({ title: METADATA.title, authors: METADATA.authors, date: METADATA.date }),
    ...routes,
  });
  return { ...mock, app: renderApp(path) };
}

const sidebar = () => screen.getByRole("complementary", { name: "Workflow sidebar" });
const stepButton = (name: RegExp) => within(sidebar()).getByRole("button", { name }) as HTMLButtonElement;
const checked = (name: RegExp) => stepButton(name).textContent?.includes("(completed)") ?? false;

describe("workflow progress follows the paper on the server", () => {
  it("on /video-display after One click: every step is done and reachable, although the browser only remembers step 1", async () => {
    open("/video-display", { currentStep: 2, completedSteps: [1] }, { [SUMMARY]: () => json(WITH_VIDEO) }, true);
    await screen.findByRole("complementary", { name: "Workflow sidebar" });
    await waitFor(() => expect(within(sidebar()).getByText("6 of 6 completed")).toBeTruthy());
    expect(within(sidebar()).getByText("100%")).toBeTruthy();
    for (const name of [/Script Generation/, /Slide Creation/, /Media Generation/, /Results/]) {
      expect(stepButton(name).disabled, String(name)).toBe(false);
      expect(checked(name), String(name)).toBe(true);
    }
  });

  it("on Results with a finished video, Script Generation and Slide Creation are checked too (was '4 of 6, 67%')", async () => {
    open("/results", { currentStep: 6, completedSteps: [1, 2, 5, 6] }, { [SUMMARY]: () => json(WITH_VIDEO) });
    await waitFor(() => expect(within(sidebar()).getByText("6 of 6 completed")).toBeTruthy());
    expect(checked(/Script Generation/)).toBe(true);
    expect(checked(/Slide Creation/)).toBe(true);
    // The header counts the six steps the sidebar shows.
    expect(screen.getByText("Step 6 of 6")).toBeTruthy();
  });

  it("checks only what exists: a paper with a script but no slides is 3 of 6, whatever the browser claims", async () => {
    open("/script-generation", { currentStep: 3, completedSteps: [1, 2, 3, 4, 5] }, {
      [SUMMARY]: () => json({ ...NOTHING, has_script: true }),
      [`GET /api/scripts/${PAPER_ID}/sections`]: () => json({ paper_id: PAPER_ID, sections: { introduction: { script: "Hello.", bullet_points: ["A point."], assigned_image: null } } }),
    });
    await waitFor(() => expect(within(sidebar()).getByText("3 of 6 completed")).toBeTruthy());
    expect(within(sidebar()).getByText("50%")).toBeTruthy();
    expect(checked(/Slide Creation/)).toBe(false);
    expect(stepButton(/Slide Creation/).disabled).toBe(true);
    expect(screen.getByText("Step 3 of 6")).toBeTruthy();
  });

  it("reads the server again when a stage finishes: making slides on Step 4 checks Slide Creation", async () => {
    let built = false;
    let finish = () => {};
    const deck = { images: ["slide_000.png"], stale: false, urls: { "slide_000.png": `/api/slides/${PAPER_ID}/slide_000.png?exp=1&sig=x` } };
    const { requests } = open("/slide-creation", { currentStep: 4, completedSteps: [1, 2, 3] }, {
      [SUMMARY]: () => json({ ...NOTHING, has_script: true, has_slides: built }),
      [`GET /api/scripts/${PAPER_ID}/sections`]: () => json({ paper_id: PAPER_ID, sections: { introduction: { script: "Hello.", bullet_points: ["A point."], assigned_image: null } } }),
      [`GET /api/slides/${PAPER_ID}/preview`]: () => (built ? json(deck) : json({ detail: "No slides have been made for this paper yet.", code: "not_found" }, 404)),
      [`POST /api/slides/${PAPER_ID}/generate`]: () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            built = true;
            resolve(json({ success: true, slides: ["slide_000.png"], engine: "pdflatex" }));
          };
        }),
    });
    await waitFor(() => expect(within(sidebar()).getByText("3 of 6 completed")).toBeTruthy());
    const before = requests.filter((r) => r.url.endsWith(`/api/papers/${PAPER_ID}`)).length;
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    finish();
    await waitFor(() => expect(within(sidebar()).getByText("4 of 6 completed")).toBeTruthy());
    expect(checked(/Slide Creation/)).toBe(true);
    expect(requests.filter((r) => r.url.endsWith(`/api/papers/${PAPER_ID}`)).length).toBeGreaterThan(before);
  });

  it("without a paper only API Setup can be done, from the browser's own mark", async () => {
    storeTestSession();
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 2, completedSteps: [1, 2, 3], paperId: null }));
    mockFetch(signedInRoutes());
    renderApp("/paper-processing");
    await screen.findByRole("complementary", { name: "Workflow sidebar" });
    expect(within(sidebar()).getByText("1 of 6 completed")).toBeTruthy();
    expect(checked(/Script Generation/)).toBe(false);
  });
});
