import { ERRORS } from "@lectern/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, type RecordedRequest } from "../../test/fetch-mock";
import { recordDownloads } from "../../test/record-downloads";
import { languageOf, MEDIA_ROUTES, METADATA, openStep, PAPER_ID, requestsTo, statusAnswer, storedWorkflow } from "../../test/media-test-support";

const file = (body: string, type: string) => new Response(body, { status: 200, headers: { "Content-Type": type } });
const HINDI = { language: "Hindi", voice: "vidya" } as const;
const hindiStatus = (request: RecordedRequest) =>
  json(languageOf(request) === "Hindi" ? statusAnswer("Hindi", "video", ["Hindi", "English"]) : statusAnswer("English", "video", ["Hindi", "English"]));

describe("Step 6: results", () => {
  const { files: saved, blobs } = recordDownloads();

  it("shows the paper, the video of the chosen language with its captions, downloads, audio files and share links; and marks step 6", async () => {
    const { requests } = openStep({ [MEDIA_ROUTES.status]: hindiStatus }, { step: 6, narration: HINDI });
    const paper = await screen.findByRole("region", { name: "Paper" });
    expect(await within(paper).findByText(METADATA.title)).toBeTruthy();
    for (const term of ["Title", "Authors", "Date", "Paper ID"]) expect(within(paper).getByText(term)).toBeTruthy();
    expect(within(paper).getByText(METADATA.authors)).toBeTruthy();
    expect(within(paper).getByText(METADATA.date)).toBeTruthy();
    expect(within(paper).getByText(PAPER_ID)).toBeTruthy();
    expect(within(paper).getByRole("link", { name: /1706\.03762v7/ }).getAttribute("href")).toBe("https://arxiv.org/abs/1706.03762v7");

    // The player plays the signed URL of the Hindi video, with the Hindi captions.
    const player = screen.getByRole("group", { name: `Video player: ${METADATA.title}` });
    const video = player.querySelector("video");
    expect(video?.getAttribute("src")).toBe(`/api/media/${PAPER_ID}/stream-video?language=Hindi&exp=1&sig=v`);
    const track = video?.querySelector("track");
    expect(track?.getAttribute("src")).toBe(`/api/media/${PAPER_ID}/captions?language=Hindi&exp=1&sig=c`);
    expect(track?.getAttribute("srclang")).toBe("hi");
    expect(within(player).getByTestId("video-time").textContent).toBe("0:00 / 3:23");
    expect(requestsTo(requests, MEDIA_ROUTES.status).map(languageOf)).toEqual(["Hindi"]);

    // Download cards with their fixed file names.
    const downloads = screen.getByRole("region", { name: "Downloads" });
    expect(within(downloads).getByText(`presentation_${PAPER_ID}.mp4`)).toBeTruthy();
    expect(within(downloads).getByText(`slides_${PAPER_ID}.pdf`)).toBeTruthy();
    expect(within(downloads).getByText(/3:23/)).toBeTruthy();

    // One row per section, in order, each with its length, a player and a download.
    const audio = screen.getByRole("region", { name: "Audio files" });
    const rows = within(audio).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByText(/^[A-Z]/, { selector: "p" }).textContent)).toEqual(["Introduction", "Related work", "Method"]);
    expect(within(rows[1] as HTMLElement).getByText("02_related_work.wav · 1:01")).toBeTruthy();
    expect(within(audio).getByLabelText("Listen to Method").getAttribute("src")).toBe(`/api/media/${PAPER_ID}/stream-audio/03_method.wav?language=Hindi&exp=1&sig=a`);
    expect(within(audio).getAllByRole("button", { name: /^Download .* audio$/ })).toHaveLength(3);

    // Share links: the post names the paper, shortens four authors, links the arXiv page.
    const post = 'I made a narrated video presentation of "Attention Is All You Need" by Ashish Vaswani et al. with Lectern. Read the paper: https://arxiv.org/abs/1706.03762v7';
    const linkedin = screen.getByRole("link", { name: /Share on LinkedIn/ });
    const twitter = screen.getByRole("link", { name: /Share on Twitter/ });
    expect(linkedin.getAttribute("href")).toBe(`https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(post)}`);
    expect(twitter.getAttribute("href")).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent(post)}`);
    expect(twitter.getAttribute("href")).toContain("%22Attention%20Is%20All%20You%20Need%22");
    expect(new URL(twitter.getAttribute("href") ?? "").searchParams.get("text")).toBe(post);
    for (const link of [linkedin, twitter]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }

    await waitFor(() => expect(storedWorkflow()).toMatchObject({ completedSteps: [1, 2, 3, 4, 5, 6], currentStep: 6 }));
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
  });

  it("offers the other languages the paper has media in, and switches the video", async () => {
    const { requests } = openStep({ [MEDIA_ROUTES.status]: hindiStatus }, { step: 6, narration: HINDI });
    const choice = (await screen.findByLabelText("Narration language")) as HTMLSelectElement;
    expect(Array.from(choice.options).map((o) => o.textContent)).toEqual(["Hindi (हिन्दी)", "English"]);
    await userEvent.selectOptions(choice, "English");
    await waitFor(() =>
      expect(document.querySelector("video")?.getAttribute("src")).toBe(`/api/media/${PAPER_ID}/stream-video?language=English&exp=1&sig=v`),
    );
    expect(requestsTo(requests, MEDIA_ROUTES.status).map(languageOf)).toEqual(["Hindi", "English"]);
    await waitFor(() => expect(storedWorkflow()).toMatchObject({ narration: { language: "English" } }));
  });

  it("downloads the video, the slides and one audio file under their names, for the chosen language", async () => {
    const { requests } = openStep(
      {
        [MEDIA_ROUTES.status]: hindiStatus,
        [MEDIA_ROUTES.downloadVideo]: () => file("mp4-bytes", "video/mp4"),
        [MEDIA_ROUTES.slidesPdf]: () => file("%PDF-1.5", "application/pdf"),
        [MEDIA_ROUTES.downloadAudio("02_related_work.wav")]: () => file("RIFF", "audio/wav"),
      },
      { step: 6, narration: HINDI },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Download Final Video" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`presentation_${PAPER_ID}.mp4`]));
    await userEvent.click(screen.getByRole("button", { name: "Download PDF Slides" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`presentation_${PAPER_ID}.mp4`, `slides_${PAPER_ID}.pdf`]));
    await userEvent.click(screen.getByRole("button", { name: "Download Related work audio" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`presentation_${PAPER_ID}.mp4`, `slides_${PAPER_ID}.pdf`, "02_related_work.wav"]));

    expect(await Promise.all(blobs.map((blob) => blob.text()))).toEqual(["mp4-bytes", "%PDF-1.5", "RIFF"]);
    expect(requestsTo(requests, MEDIA_ROUTES.downloadVideo).map(languageOf)).toEqual(["Hindi"]);
    expect(requestsTo(requests, MEDIA_ROUTES.downloadAudio("02_related_work.wav")).map(languageOf)).toEqual(["Hindi"]);
    expect(requestsTo(requests, MEDIA_ROUTES.slidesPdf)).toHaveLength(1);
  });

  it("offers the slides as PowerPoint for the chosen language and saves them under the server's name", async () => {
    const pptxRoute = `GET /api/slides/${PAPER_ID}/download-pptx`;
    const pptx = () =>
      new Response("PK\u0003\u0004", {
        status: 200,
        headers: { "Content-Type": "application/vnd.openxmlformats-officedocument.presentationml.presentation", "Content-Disposition": 'attachment; filename="Attention_Is_All_You_Need_hi.pptx"' },
      });
    const { requests } = openStep({ [MEDIA_ROUTES.status]: hindiStatus, [pptxRoute]: pptx }, { step: 6, narration: HINDI });
    const downloads = await screen.findByRole("region", { name: "Downloads" });
    expect(await within(downloads).findByText("Attention_Is_All_You_Need.pptx")).toBeTruthy();
    const button = within(downloads).getByRole("button", { name: "Download PowerPoint Slides" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["Attention_Is_All_You_Need_hi.pptx"]));
    expect(requestsTo(requests, pptxRoute).map(languageOf)).toEqual(["Hindi"]);
  });

  it("says which download failed, with the server's reason", async () => {
    openStep(
      {
        [MEDIA_ROUTES.status]: hindiStatus,
        [MEDIA_ROUTES.downloadVideo]: () => json({ detail: "The video file is missing.", code: "not_found" }, 404),
        [MEDIA_ROUTES.slidesPdf]: () => json({ detail: "Internal error", code: "internal_error" }, 500),
      },
      { step: 6, narration: HINDI },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Download Final Video" }));
    expect(await screen.findByText(`${ERRORS.downloadVideo}: The video file is missing.`)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Download PDF Slides" }));
    expect(await screen.findByText(`${ERRORS.downloadPdf}: Internal error`)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("with no video yet says so, links back to Step 5, offers no video download and does not mark step 6", async () => {
    openStep({ [MEDIA_ROUTES.status]: () => json(statusAnswer("English", "audio")) }, { step: 6, completedSteps: [1, 2, 3, 4] });
    expect(await screen.findByText("No Video Yet")).toBeTruthy();
    expect(screen.getByText(ERRORS.videoNotFound)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Media Generation" }).getAttribute("href")).toBe("/media-generation");
    expect(document.querySelector("video")).toBeNull();
    expect((screen.getByRole("button", { name: "Download Final Video" }) as HTMLButtonElement).disabled).toBe(true);
    // The audio that exists is still listed.
    expect(within(screen.getByRole("region", { name: "Audio files" })).getAllByRole("listitem")).toHaveLength(3);
    // Step 6 would be marked by the render that shows the status (above): let its effects run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(storedWorkflow()).toMatchObject({ completedSteps: [1, 2, 3, 4] });
  });

  it("asks for a fresh signed URL once when the video fails to load", async () => {
    let reads = 0;
    openStep(
      {
        [MEDIA_ROUTES.status]: () => {
          reads += 1;
          const answer = statusAnswer("English", "video");
          return json({ ...answer, video_url: `${answer.video_url ?? ""}&n=${reads}` });
        },
      },
      { step: 6 },
    );
    const first = await screen.findByLabelText(METADATA.title, { selector: "video" });
    expect(first.getAttribute("src")).toMatch(/&n=1$/);
    first.dispatchEvent(new Event("error"));
    await waitFor(() => expect(document.querySelector("video")?.getAttribute("src")).toMatch(/&n=2$/));
    document.querySelector("video")?.dispatchEvent(new Event("error"));
    expect(await screen.findByText(ERRORS.loadVideo)).toBeTruthy();
    // A renewal is asked for by the error event itself (dispatched above): a second one would be here already.
    expect(reads).toBe(2);
  });

  it("Start New Paper resets the workflow and goes to Paper Upload; Back to Dashboard goes to My papers", async () => {
    const first = openStep({ [MEDIA_ROUTES.status]: hindiStatus }, { step: 6, narration: HINDI });
    await screen.findByRole("group", { name: /Video player/ });
    await userEvent.click(screen.getByRole("button", { name: "Start New Paper" }));
    await waitFor(() => expect(first.app.currentPath()).toBe("/paper-processing"));
    expect(storedWorkflow()).toMatchObject({ paperId: null, completedSteps: [], currentStep: 2, narration: { language: "English", voice: "vidya" } });
    expect(localStorage.getItem("paperId")).toBeNull();
    first.app.unmount();

    const second = openStep({ [MEDIA_ROUTES.status]: hindiStatus }, { step: 6, narration: HINDI });
    await userEvent.click(await screen.findByRole("link", { name: "Back to Dashboard" }));
    await waitFor(() => expect(second.app.currentPath()).toBe("/papers"));
  });

  it("without a paper shows No Paper Selected", async () => {
    const { requests } = openStep({}, { step: 6, paperId: null });
    expect(await screen.findByText("No Paper Selected")).toBeTruthy();
    expect(requests.some((r) => r.url.includes("/media/"))).toBe(false);
  });
});
