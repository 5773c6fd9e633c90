import { ERRORS } from "@lectern/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, signedInRoutes, storeTestSession, type Handler } from "../../test/fetch-mock";
import { recordDownloads } from "../../test/record-downloads";
import { renderApp } from "../../test/render-app";
import { METADATA, PAPER_ID, scripts } from "../../test/script-test-support";

const ROUTES = {
  metadata: `GET /api/papers/${PAPER_ID}/metadata`,
  sections: `GET /api/scripts/${PAPER_ID}/sections`,
  preview: `GET /api/slides/${PAPER_ID}/preview`,
  generate: `POST /api/slides/${PAPER_ID}/generate`,
  pdf: `GET /api/slides/${PAPER_ID}/download`,
  latex: `GET /api/slides/${PAPER_ID}/download-latex`,
  bundle: `GET /api/slides/${PAPER_ID}/download-bundle`,
  pptx: `GET /api/slides/${PAPER_ID}/download-pptx`,
} as const;

const names = (count: number) => Array.from({ length: count }, (_, i) => `slide_${String(i).padStart(3, "0")}.png`);
const deck = (count: number, stale = false) => ({ images: names(count), stale, urls: Object.fromEntries(names(count).map((n) => [n, `/api/slides/${PAPER_ID}/${n}?exp=1&sig=x`])) });
const noDeck = () => json({ detail: "No slides have been made for this paper yet.", code: "not_found" }, 404);
const file = (body: string, type: string, name: string) =>
  new Response(new Blob([body], { type }), { status: 200, headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"` } });

function openStep4(routes: Record<string, Handler> = {}) {
  storeTestSession();
  localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 4, completedSteps: [1, 2, 3], paperId: PAPER_ID }));
  localStorage.setItem("paperId", PAPER_ID);
  const mock = mockFetch({
    ...signedInRoutes(),
    [ROUTES.metadata]: () => json(METADATA),
    [ROUTES.sections]: () => json(scripts()),
    [ROUTES.preview]: () => json(deck(4)),
    ...routes,
  });
  return { ...mock, app: renderApp("/slide-creation") };
}

const posts = (requests: { method: string; url: string }[]) => requests.filter((r) => r.method === "POST" && r.url.includes("/slides/"));
const shown = () => screen.getByRole("img", { name: /^Slide \d+ of \d+$/ }) as HTMLImageElement;

describe("Step 4: generation", () => {
  it("generates once by itself when there are no slides, then shows them", async () => {
    let built = false;
    let finish = () => {};
    const { requests } = openStep4({
      [ROUTES.preview]: () => (built ? json(deck(3)) : noDeck()),
      [ROUTES.generate]: () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            built = true;
            resolve(json({ success: true, slides: names(3), engine: "pdflatex" }));
          };
        }),
    });
    expect(await screen.findByText(/Generating slides: typesetting/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Generating..." }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    expect(await screen.findByRole("img", { name: "Slide 1 of 3" })).toBeTruthy();
    expect(posts(requests)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Regenerate Slides" })).toBeTruthy();
    // The expected 404 before the first deck says nothing.
    expect(screen.queryByText("No slides have been made for this paper yet.")).toBeNull();
  });

  it("says why a build failed, does not retry by itself, and lets the user try again", async () => {
    const { requests } = openStep4({
      [ROUTES.preview]: noDeck,
      [ROUTES.generate]: () => json({ detail: "LaTeX could not typeset the slides. The previous slides were kept.", code: "validation_error" }, 422),
    });
    expect(await screen.findByText(ERRORS.generateSlides)).toBeTruthy();
    expect(screen.getByText("LaTeX could not typeset the slides. The previous slides were kept.")).toBeTruthy();
    expect(await screen.findByText("No Slides Yet")).toBeTruthy();
    expect(posts(requests)).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Generate Slides" }));
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
  });

  it("does not generate when slides exist, and offers Regenerate when the scripts changed since", async () => {
    const { requests } = openStep4({ [ROUTES.preview]: () => json(deck(2, true)) });
    expect(await screen.findByRole("img", { name: "Slide 1 of 2" })).toBeTruthy();
    expect(screen.getByText(/The scripts were saved after these slides were made/)).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it("sends the user back to Step 3 when there are no scripts, without trying to build", async () => {
    const { requests } = openStep4({ [ROUTES.preview]: noDeck, [ROUTES.sections]: () => json({ detail: "No scripts", code: "not_found" }, 404) });
    expect(await screen.findByText("No Scripts Yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Script Generation" })).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
    expect((screen.getByRole("button", { name: "Continue to Audio & Video" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("Step 4: carousel", () => {
  it("steps with previous/next, dots and the keyboard", async () => {
    openStep4();
    expect(await screen.findByRole("img", { name: "Slide 1 of 4" })).toBeTruthy();
    const previous = screen.getByRole("button", { name: "Previous slide" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next slide" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(shown().getAttribute("src")).toContain("slide_000.png");

    await userEvent.click(next);
    expect(shown().alt).toBe("Slide 2 of 4");
    expect(shown().getAttribute("src")).toContain("slide_001.png");
    await userEvent.click(screen.getByRole("button", { name: "Go to slide 4" }));
    expect(shown().alt).toBe("Slide 4 of 4");
    expect(next.disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Go to slide 4" }).getAttribute("aria-current")).toBe("true");

    const carousel = screen.getByRole("region", { name: "Slide previews" });
    carousel.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(shown().alt).toBe("Slide 3 of 4");
    await userEvent.keyboard("{Home}");
    expect(shown().alt).toBe("Slide 1 of 4");
    await userEvent.keyboard("{ArrowLeft}");
    expect(shown().alt).toBe("Slide 1 of 4");
    await userEvent.keyboard("{End}");
    expect(shown().alt).toBe("Slide 4 of 4");
    expect(within(carousel).getByText("Slide 4 of 4")).toBeTruthy();
  });

  it("asks for fresh image addresses when a preview fails to load", async () => {
    const { requests } = openStep4();
    await screen.findByRole("img", { name: "Slide 1 of 4" });
    const before = requests.filter((r) => r.url.endsWith("/preview")).length;
    fireEvent.error(shown());
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith("/preview")).length).toBe(before + 1));
  });

  it("continues to Step 5 and marks Step 4 done", async () => {
    const { app } = openStep4();
    await screen.findByRole("img", { name: "Slide 1 of 4" });
    await userEvent.click(screen.getByRole("button", { name: "Continue to Audio & Video" }));
    await waitFor(() => expect(app.currentPath()).toBe("/media-generation"));
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}").completedSteps).toContain(4);
  });
});

describe("Step 4: downloads", () => {
  const { names: saved } = recordDownloads();

  it("saves the PDF, the .tex and the bundle under their names", async () => {
    openStep4({
      [ROUTES.pdf]: () => file("%PDF-1.5", "application/pdf", `slides_${PAPER_ID}.pdf`),
      [ROUTES.latex]: () => file("\\documentclass{beamer}", "application/x-tex", `slides_${PAPER_ID}.tex`),
      [ROUTES.bundle]: () => file("PK", "application/zip", `slides_${PAPER_ID}_latex.zip`),
    });
    await screen.findByRole("img", { name: "Slide 1 of 4" });
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved).toEqual([`slides_${PAPER_ID}.pdf`]));
    await userEvent.click(screen.getByRole("button", { name: "Download LaTeX" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await userEvent.click(screen.getByRole("button", { name: /LaTeX with figures/ }));
    await waitFor(() => expect(saved).toEqual([`slides_${PAPER_ID}.pdf`, `slides_${PAPER_ID}.tex`, `slides_${PAPER_ID}_latex.zip`]));
  });

  it("offers the deck as PowerPoint: a keyboard-reachable button that fetches the PowerPoint route and saves the file under the server's name", async () => {
    const { requests } = openStep4({
      [ROUTES.pptx]: () => file("PK\u0003\u0004", "application/vnd.openxmlformats-officedocument.presentationml.presentation", "Attention_Is_All_You_Need.pptx"),
    });
    await screen.findByRole("img", { name: "Slide 1 of 4" });
    const button = screen.getByRole("button", { name: "Download PowerPoint" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.title).toMatch(/editable \.pptx/);
    // Beside the PDF and LaTeX downloads, in one group.
    expect(button.parentElement?.contains(screen.getByRole("button", { name: "Download PDF" }))).toBe(true);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(saved).toEqual(["Attention_Is_All_You_Need.pptx"]));
    const asked = requests.filter((r) => r.url.includes("/download-pptx"));
    expect(asked.map((r) => `${r.method} ${new URL(r.url, "http://localhost").pathname}`)).toEqual([ROUTES.pptx]);
    // The source deck: no language asked for.
    expect(new URL(asked[0]?.url ?? "", "http://localhost").searchParams.has("language")).toBe(false);
  });

  it("saves a PowerPoint copy whose server name looks wrong under the paper-id name, and says when it fails", async () => {
    let fail = false;
    openStep4({
      [ROUTES.pptx]: () => (fail ? json({ detail: "No slides have been made for this paper yet. Generate the slides first.", code: "not_found" }, 404) : file("PK", "application/octet-stream", "../evil name.exe")),
    });
    await screen.findByRole("img", { name: "Slide 1 of 4" });
    await userEvent.click(screen.getByRole("button", { name: "Download PowerPoint" }));
    await waitFor(() => expect(saved).toEqual([`slides_${PAPER_ID}.pptx`]));
    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Download PowerPoint" }));
    expect(await screen.findByText(ERRORS.downloadPptx)).toBeTruthy();
  });

  it("shows the failure messages when a download fails", async () => {
    openStep4({
      [ROUTES.pdf]: () => json({ detail: "gone", code: "not_found" }, 404),
      [ROUTES.latex]: () => json({ detail: "gone", code: "internal" }, 500),
    });
    await screen.findByRole("img", { name: "Slide 1 of 4" });
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText(ERRORS.downloadPdf)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Download LaTeX" }));
    expect(await screen.findByText(ERRORS.downloadLatex)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
