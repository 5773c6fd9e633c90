import { ERRORS, LANGUAGE_NAMES, MEDIA_PROGRESS, type LanguageName } from "@lectern/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, type RecordedRequest } from "../../test/fetch-mock";
import { deferred, languageOf, MEDIA_ROUTES, openStep, PAPER_ID, requestsTo, statusAnswer, storedWorkflow } from "../../test/media-test-support";
import { MEDIA_READY } from "./use-media-run";

const progress = () => Number(screen.getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow"));
const expectProgress = (value: number) => waitFor(() => expect(progress()).toBe(value));
const generateButton = () => screen.getByRole("button", { name: "Generate Audio & Video" }) as HTMLButtonElement;
const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;

/** A status route that answers from what the "server" has made so far, per requested language. */
function statusFrom(made: Map<string, "none" | "audio" | "video">) {
  return (request: RecordedRequest) => {
    const language = (languageOf(request) ?? "English") as LanguageName;
    return json(statusAnswer(language, made.get(language) ?? "none"));
  };
}

describe("Step 5: media generation", () => {
  it("offers the 11 languages with their native names and the two voices, Female first", async () => {
    openStep({}, { step: 5 });
    expect(await screen.findByText("Audio: Pending")).toBeTruthy();
    const languages = Array.from(select("Language").options);
    expect(languages.map((o) => o.value)).toEqual(LANGUAGE_NAMES);
    expect(languages.map((o) => o.textContent)).toContain("Hindi (हिन्दी)");
    expect(languages.map((o) => o.textContent)).toContain("Odia (ଓଡ଼ିଆ)");
    expect(select("Language").value).toBe("English");
    expect(Array.from(select("Voice").options).map((o) => [o.value, o.textContent])).toEqual([
      ["vidya", "Female"],
      ["karun", "Male"],
    ]);
    expect(select("Voice").value).toBe("vidya");
    expect(progress()).toBe(0);
  });

  it("makes the audio, then the video: progress 10 → 50 → 60 → 100, status lines after each step, then moves on to Results by itself", async () => {
    const made = new Map<string, "none" | "audio" | "video">();
    const audio = deferred<Response>();
    const video = deferred<Response>();
    let statusGate: Promise<void> | null = null;
    const { requests, app } = openStep(
      {
        [MEDIA_ROUTES.status]: async (request) => {
          if (statusGate) await statusGate;
          return statusFrom(made)(request);
        },
        [MEDIA_ROUTES.audio]: () => audio.promise,
        [MEDIA_ROUTES.video]: () => video.promise,
      },
      { step: 5 },
    );
    expect(await screen.findByText("Audio: Pending")).toBeTruthy();
    expect(screen.getByText("Video: Pending")).toBeTruthy();

    await userEvent.selectOptions(select("Voice"), "karun");
    await userEvent.selectOptions(select("Language"), "Hindi");
    await waitFor(() => expect(requestsTo(requests, MEDIA_ROUTES.status).some((r) => languageOf(r) === "Hindi")).toBe(true));
    await userEvent.click(generateButton());

    // Speech is on its way.
    await expectProgress(MEDIA_PROGRESS.start);
    expect(screen.getByText("Generating the narration in Hindi with the male voice...")).toBeTruthy();
    expect(screen.getByText(/translated first with your AI provider, which can take a few minutes/)).toBeTruthy();
    expect(select("Language").disabled).toBe(true);
    expect(select("Voice").disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Generating..." }) as HTMLButtonElement).disabled).toBe(true);

    // Audio done: 50 while the status is read again.
    const gate = deferred<void>();
    statusGate = gate.promise;
    made.set("Hindi", "audio");
    audio.resolve(json({ audio_files: ["01_introduction.wav", "02_related_work.wav", "03_method.wav"] }));
    await expectProgress(MEDIA_PROGRESS.audioDone);
    expect(requestsTo(requests, MEDIA_ROUTES.video)).toHaveLength(0);
    statusGate = null;
    gate.resolve();

    // Video on its way: 60, and the audio line says Generated.
    await expectProgress(MEDIA_PROGRESS.videoStarted);
    expect(await screen.findByText("Audio: Generated")).toBeTruthy();
    expect(screen.getByText("Video: Pending")).toBeTruthy();
    expect(screen.getByText(/Putting the slides and the narration together into a video/)).toBeTruthy();
    expect(screen.queryByText("Your video is ready")).toBeNull();

    // The status read that follows the video holds the move on, so the finished screen can be seen.
    const last = deferred<void>();
    statusGate = last.promise;
    made.set("Hindi", "video");
    video.resolve(json({ video_path: "video/hi/presentation.mp4" }));
    await expectProgress(MEDIA_PROGRESS.done);
    expect(await screen.findByText(MEDIA_READY)).toBeTruthy();
    expect(app.currentPath()).toBe("/media-generation");
    statusGate = null;
    last.resolve();

    expect(requestsTo(requests, MEDIA_ROUTES.audio).map((r) => r.body)).toEqual([
      { voice_selection: { Hindi: "karun" }, hinglish_iterations: 3, show_hindi_debug: false, selected_language: "Hindi" },
    ]);
    expect(requestsTo(requests, MEDIA_ROUTES.video).map((r) => r.body)).toEqual([{ selected_language: "Hindi" }]);
    // Every status read after the choice asks about the chosen language.
    const statusLanguages = requestsTo(requests, MEDIA_ROUTES.status).map(languageOf);
    expect(statusLanguages[0]).toBe("English");
    expect(statusLanguages.slice(-3)).toEqual(["Hindi", "Hindi", "Hindi"]);
    // Auto-progress: the first video completes Step 5 and the flow moves on to Results.
    await waitFor(() => expect(app.currentPath()).toBe("/results"));
    expect(storedWorkflow()).toMatchObject({ currentStep: 6, completedSteps: [1, 2, 3, 4, 5], narration: { language: "Hindi", voice: "karun" } });
  });

  it("a video in another language, Step 5 already complete, stays on Step 5 with View Results", async () => {
    const made = new Map<string, "none" | "audio" | "video">([["English", "video"]]);
    const { app } = openStep(
      {
        [MEDIA_ROUTES.status]: statusFrom(made),
        [MEDIA_ROUTES.audio]: () => {
          made.set("Hindi", "audio");
          return json({ audio_files: ["01_introduction.wav"] });
        },
        [MEDIA_ROUTES.video]: () => {
          made.set("Hindi", "video");
          return json({ video_path: "video/hi/presentation.mp4" });
        },
      },
      { step: 5, completedSteps: [1, 2, 3, 4, 5] },
    );
    await userEvent.selectOptions(await screen.findByLabelText("Language"), "Hindi");
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await userEvent.click(generateButton());
    expect(await screen.findByText(MEDIA_READY)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Video: Generated")).toBeTruthy());
    expect(app.currentPath()).toBe("/media-generation");
    expect(storedWorkflow()).toMatchObject({ currentStep: 5 });
    await userEvent.click(screen.getByRole("button", { name: /View Results/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/results"));
    expect(storedWorkflow()).toMatchObject({ currentStep: 6 });
  });

  it("asks for the slides plain when the bullet highlight is unticked", async () => {
    const made = new Map<string, "none" | "audio" | "video">();
    const { requests } = openStep(
      {
        [MEDIA_ROUTES.status]: statusFrom(made),
        [MEDIA_ROUTES.audio]: () => {
          made.set("English", "audio");
          return json({ audio_files: ["01_introduction.wav"] });
        },
        [MEDIA_ROUTES.video]: () => {
          made.set("English", "video");
          return json({ video_path: "video/en/presentation.mp4" });
        },
      },
      { step: 5 },
    );
    expect(await screen.findByText("Audio: Pending")).toBeTruthy();
    const box = screen.getByRole("checkbox", { name: "Highlight the bullet being spoken in the video" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    await userEvent.click(generateButton());
    await waitFor(() => expect(requestsTo(requests, MEDIA_ROUTES.video).map((r) => r.body)).toEqual([{ selected_language: "English", highlight: false }]));
  });

  it("an audio failure sets the progress to 0, says why, and does not make a video", async () => {
    const reason = "Narration in Tamil needs a translation provider: add a Sarvam, Gemini or OpenAI key in API Setup.";
    const { requests } = openStep(
      {
        [MEDIA_ROUTES.status]: statusFrom(new Map()),
        [MEDIA_ROUTES.audio]: () => json({ detail: reason, code: "validation_error" }, 422),
      },
      { step: 5, narration: { language: "Tamil", voice: "vidya" } },
    );
    expect(await screen.findByText("Audio: Pending")).toBeTruthy();
    expect(select("Language").value).toBe("Tamil");
    await userEvent.click(generateButton());
    // Said in a toast and kept next to the button.
    await waitFor(() => expect(screen.getAllByText(ERRORS.audio)).toHaveLength(2));
    expect(screen.getAllByText(reason)).toHaveLength(2);
    expect(progress()).toBe(0);
    expect(requestsTo(requests, MEDIA_ROUTES.video)).toHaveLength(0);
    expect(screen.getByText("Video: Pending")).toBeTruthy();
    expect(screen.queryByText("Your video is ready")).toBeNull();
    expect(generateButton().disabled).toBe(false);
    expect(storedWorkflow()).toMatchObject({ completedSteps: [1, 2, 3, 4] });
  });

  it("a video failure leaves the progress at 50 with the audio generated, and says why", async () => {
    const made = new Map<string, "none" | "audio" | "video">();
    const reason = "The slides for this paper have not been made yet.";
    openStep(
      {
        [MEDIA_ROUTES.status]: statusFrom(made),
        [MEDIA_ROUTES.audio]: () => {
          made.set("English", "audio");
          return json({ audio_files: ["01_introduction.wav"] });
        },
        [MEDIA_ROUTES.video]: () => json({ detail: reason, code: "validation_error" }, 422),
      },
      { step: 5 },
    );
    expect(await screen.findByText("Audio: Pending")).toBeTruthy();
    await userEvent.click(generateButton());
    await waitFor(() => expect(screen.getAllByText(ERRORS.video)).toHaveLength(2));
    expect(screen.getAllByText(reason)).toHaveLength(2);
    expect(progress()).toBe(MEDIA_PROGRESS.audioDone);
    expect(await screen.findByText("Audio: Generated")).toBeTruthy();
    expect(screen.getByText("Video: Pending")).toBeTruthy();
    expect(screen.queryByText("Your video is ready")).toBeNull();
    expect(storedWorkflow()).toMatchObject({ completedSteps: [1, 2, 3, 4] });
  });

  it("a dropped connection during the video is a video failure with the client's reason", async () => {
    openStep(
      {
        [MEDIA_ROUTES.audio]: () => json({ audio_files: ["01_introduction.wav"] }),
        [MEDIA_ROUTES.video]: () => Promise.reject(new TypeError("Failed to fetch")),
      },
      { step: 5 },
    );
    await screen.findByText("Audio: Pending");
    await userEvent.click(generateButton());
    await waitFor(() => expect(screen.getAllByText(ERRORS.video)).toHaveLength(2));
    expect(screen.getAllByText("Could not reach the server. Please check your connection.")).toHaveLength(2);
    expect(progress()).toBe(MEDIA_PROGRESS.audioDone);
  });

  it("on load shows what exists for the stored language; a new language asks again", async () => {
    const made = new Map<string, "none" | "audio" | "video">([["Tamil", "video"]]);
    const { requests } = openStep({ [MEDIA_ROUTES.status]: statusFrom(made) }, { step: 5, completedSteps: [1, 2, 3, 4, 5], narration: { language: "Tamil", voice: "karun" } });
    expect(await screen.findByText("Video: Generated")).toBeTruthy();
    expect(screen.getByText("Audio: Generated")).toBeTruthy();
    expect(select("Language").value).toBe("Tamil");
    expect(select("Voice").value).toBe("karun");
    expect(progress()).toBe(MEDIA_PROGRESS.done);
    expect(screen.getByText("Your video is ready")).toBeTruthy();
    expect(requestsTo(requests, MEDIA_ROUTES.status).map(languageOf)).toEqual(["Tamil"]);

    await userEvent.selectOptions(select("Language"), "Bengali");
    expect(await screen.findByText("Video: Pending")).toBeTruthy();
    expect(screen.getByText("Audio: Pending")).toBeTruthy();
    expect(progress()).toBe(0);
    expect(screen.queryByText("Your video is ready")).toBeNull();
    expect(requestsTo(requests, MEDIA_ROUTES.status).map(languageOf)).toEqual(["Tamil", "Bengali"]);
    await waitFor(() => expect(storedWorkflow()).toMatchObject({ narration: { language: "Bengali", voice: "karun" } }));
  });

  it("without a paper shows No Paper Selected and calls nothing", async () => {
    const { requests } = openStep({}, { step: 5, paperId: null });
    expect(await screen.findByText("No Paper Selected")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Paper Upload" }).getAttribute("href")).toBe("/paper-processing");
    expect(screen.queryByRole("button", { name: "Generate Audio & Video" })).toBeNull();
    expect(requests.some((r) => r.url.includes(`/media/${PAPER_ID}`))).toBe(false);
  });
});
