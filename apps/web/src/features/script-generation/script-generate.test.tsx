import { ERRORS, SCRIPT_FETCH_DELAY_MS, VALIDATION, type Job } from "@lectern/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, KEY_STATUS_NONE } from "../../test/fetch-mock";
import { button, NO_SECTIONS, openStep3, PAPER_ID, requestsTo, ROUTES, scripts, tab } from "../../test/script-test-support";
import { laterJob, makeJob } from "../../test/jobs";
import { FOLLOWING_HINT } from "./generation-progress";
import { SCRIPTS_GENERATED } from "./use-generate-scripts";

const GENERATE_PATH = `/api/scripts/${PAPER_ID}/generate`;
const GENERATED = { success: true, paper_id: PAPER_ID, writer: "local", model: "local", sections: 3 };
const WITH_GEMINI = { ...KEY_STATUS_NONE, gemini_configured: true, gemini_key: "valid", openai_configured: true, openai_key: "unverified" };

/**
 * Waits for the moment a generation on entry would start: every read answered (paper, scripts,
 * key status) and no generation running. Then lets the effects of that last render run, and
 * waits out anything they started (a generation counts as running as soon as it is asked for).
 */
async function settled(app: ReturnType<typeof openStep3>["app"]) {
  const idle = () => expect(app.queryClient.isFetching() + app.queryClient.isMutating()).toBe(0);
  await waitFor(idle);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await waitFor(idle);
}

/** Regenerate asks first, since it replaces every section. */
async function regenerate() {
  await userEvent.click(button("Regenerate Scripts"));
  const dialog = await screen.findByRole("dialog", { name: "Replace the current scripts?" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Regenerate" }));
}

describe("Step 3: generating scripts", () => {
  it("generates once on entry when the paper has none, reads them back after 1 s, and says who wrote them", async () => {
    let answeredAt = 0;
    let refreshedAt = 0;
    const { requests } = openStep3({
      [ROUTES.sections]: () => json(NO_SECTIONS),
      [ROUTES.generate]: () => {
        answeredAt = Date.now();
        return json(GENERATED);
      },
      [ROUTES.refresh]: () => {
        refreshedAt = Date.now();
        return json(scripts());
      },
    });
    // The writer answers at once here; the 1 s wait before reading back is what shows.
    expect(await screen.findByText("Scripts written. Loading them...")).toBeTruthy();
    expect(await tab(/Opening/, 3000)).toBeTruthy();
    expect(screen.getByText(SCRIPTS_GENERATED)).toBeTruthy();
    expect(screen.getByText(/Written offline by Lectern's local writer/)).toBeTruthy();
    expect(refreshedAt - answeredAt).toBeGreaterThanOrEqual(SCRIPT_FETCH_DELAY_MS - 20);
    const generated = requestsTo(requests, "POST", GENERATE_PATH);
    expect(generated).toHaveLength(1);
    // No LLM key: the offline writer, at the default length.
    expect(generated[0]?.body).toEqual({ writer: "local", length: "standard" });
    expect(screen.queryByLabelText("Writer")).toBeNull();
    expect(button("Regenerate Scripts")).toBeTruthy();
  });

  it("notes which sections the local writer wrote in the model's place", async () => {
    const fallback_sections = [
      { key: "related_work", reason: 'the narration of "related_work" was unusable: it does not end with a full stop' },
      { key: "method", reason: 'the bullets of "method" were unusable: none is a complete, self-contained statement' },
    ];
    openStep3({ [ROUTES.sections]: () => json(scripts({ writer: "gemini", model: "gemini-2.5-flash", fallback_sections })) }, { keyStatus: WITH_GEMINI });
    expect(await screen.findByText(/Written by Gemini \(gemini-2\.5-flash\)/)).toBeTruthy();
    expect(
      screen.getByText("The Related Work and method sections were written by Lectern's local writer: the model's text for them did not follow the script rules."),
    ).toBeTruthy();
  });

  it("shows no such note when every section is the writer's own", async () => {
    openStep3({ [ROUTES.sections]: () => json(scripts({ writer: "gemini", model: "gemini-2.5-flash" })) }, { keyStatus: WITH_GEMINI });
    expect(await screen.findByText(/Written by Gemini/)).toBeTruthy();
    expect(screen.queryByText(/written by Lectern's local writer/)).toBeNull();
  });

  it("says the scripts failed to load when none come back, and does not generate again", async () => {
    const { requests, app } = openStep3({
      [ROUTES.sections]: () => json(NO_SECTIONS),
      [ROUTES.generate]: () => json(GENERATED),
      [ROUTES.refresh]: () => json(NO_SECTIONS),
    });
    expect(await screen.findByText(ERRORS.scriptsNotLoaded, {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText("No Scripts Generated Yet")).toBeTruthy();
    // The scripts are read again after the failure; once that is answered, nothing starts.
    await settled(app);
    expect(requestsTo(requests, "POST", GENERATE_PATH)).toHaveLength(1);
  });

  it("does not generate on entry when scripts exist, or when loading them failed (silently)", async () => {
    const first = openStep3();
    await tab(/Opening/);
    await settled(first.app);
    expect(requestsTo(first.requests, "POST", GENERATE_PATH)).toHaveLength(0);
    first.app.unmount();

    const second = openStep3({ [ROUTES.sections]: () => json({ detail: "Database unavailable", code: "internal_error" }, 500) });
    expect(await screen.findByText("No Scripts Generated Yet")).toBeTruthy();
    await settled(second.app);
    expect(screen.queryByText("Database unavailable")).toBeNull();
    expect(requestsTo(second.requests, "POST", GENERATE_PATH)).toHaveLength(0);
  });

  it("without a paper shows No Paper Selected, and Generate asks for a paper", async () => {
    const { requests } = openStep3({}, { paperId: null });
    expect(await screen.findByText("No Paper Selected")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Paper Upload" }).getAttribute("href")).toBe("/paper-processing");
    await userEvent.click(button("Generate Scripts"));
    expect(await screen.findByText(VALIDATION.uploadPaperFirst)).toBeTruthy();
    await userEvent.click(button("Continue to Slides"));
    expect(await screen.findByText(VALIDATION.generateScriptsFirst)).toBeTruthy();
    expect(requests.some((r) => r.url.includes("/scripts/"))).toBe(false);
  });

  it("offers the writers the user has keys for, Gemini first, and sends the chosen writer and length", async () => {
    const { requests } = openStep3(
      {
        [ROUTES.sections]: () => json(scripts({ writer: "gemini", model: "gemini-2.5-flash", length: "short" })),
        [ROUTES.generate]: () => json({ ...GENERATED, writer: "openai", model: "gpt-4o-mini" }),
        [ROUTES.refresh]: () => json(scripts({ writer: "openai", model: "gpt-4o-mini", length: "long" })),
      },
      { keyStatus: WITH_GEMINI },
    );
    expect(await screen.findByText(/Written by Gemini \(gemini-2\.5-flash\)/)).toBeTruthy();
    expect(screen.getByText(/Short talk/)).toBeTruthy();
    const writer = (await screen.findByLabelText("Writer")) as HTMLSelectElement;
    await waitFor(() => expect(writer.value).toBe("gemini"));
    expect(Array.from(writer.options).map((o) => o.value)).toEqual(["gemini", "openai", "local"]);
    expect((screen.getByLabelText("Talk length") as HTMLSelectElement).value).toBe("standard");

    await userEvent.selectOptions(writer, "openai");
    await userEvent.selectOptions(screen.getByLabelText("Talk length"), "long");
    await regenerate();
    expect(await screen.findByText(/Written by OpenAI-compatible model \(gpt-4o-mini\)/, {}, { timeout: 3000 })).toBeTruthy();
    expect(requestsTo(requests, "POST", GENERATE_PATH)[0]?.body).toEqual({ writer: "openai", length: "long" });
  });

  it("a Cancel in the regenerate question keeps everything", async () => {
    const { requests } = openStep3();
    await tab(/Opening/);
    await userEvent.click(button("Regenerate Scripts"));
    const dialog = await screen.findByRole("dialog", { name: "Replace the current scripts?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button("Regenerate Scripts"));
    expect(requestsTo(requests, "POST", GENERATE_PATH)).toHaveLength(0);
  });

  it("says a generation is already running (409) and keeps the current scripts", async () => {
    openStep3({
      [ROUTES.generate]: () => json({ detail: "Scripts for this paper are already being generated.", code: "conflict" }, 409),
    });
    await tab(/Opening/);
    await regenerate();
    // Said in a toast and kept next to the button.
    await waitFor(() => expect(screen.getAllByText("Scripts for this paper are already being generated.")).toHaveLength(2));
    expect(screen.queryByText(ERRORS.generateScripts)).toBeNull();
    expect(await tab(/Opening/)).toBeTruthy();
  });

  describe("a generation that outlives its request is followed", () => {
    const STILL_RUNNING = { detail: "Still working: the scripts carry on in the background.", code: "still_running" };
    const running = makeJob(PAPER_ID, { id: "job0000script", kind: "script", stage: "script", percent: 40, message: "Writing section 2 of 5" });

    /** GET /api/jobs: the script job running for `readings` readings, then `end`. */
    function jobsThen(readings: number, end: Job) {
      let seen = 0;
      return () => {
        seen += 1;
        return json({ jobs: [seen <= readings ? running : end] });
      };
    }

    it("after 504 still_running: the job's progress, then the scripts, with no retry and no error", async () => {
      const { requests } = openStep3({
        [ROUTES.sections]: () => json(NO_SECTIONS),
        [ROUTES.generate]: () => json(STILL_RUNNING, 504),
        "GET /api/jobs": jobsThen(1, laterJob(running, { state: "succeeded", stage: "done", percent: 100, message: "Done" })),
        [ROUTES.refresh]: () => json(scripts()),
      });
      const bar = await screen.findByRole("progressbar", { name: "Script generation progress" });
      expect(bar.getAttribute("aria-valuenow")).toBe("40");
      expect(screen.getByText("Writing section 2 of 5 (40 %)")).toBeTruthy();
      expect(screen.getByText(FOLLOWING_HINT)).toBeTruthy();
      expect(await tab(/Opening/, 8000)).toBeTruthy();
      expect(screen.getByText(SCRIPTS_GENERATED)).toBeTruthy();
      // A job still working is not asked for again (the retry would only be refused with 409).
      expect(requestsTo(requests, "POST", GENERATE_PATH)).toHaveLength(1);
      expect(screen.queryByText(ERRORS.generateScripts)).toBeNull();
      expect(screen.queryByText(STILL_RUNNING.detail)).toBeNull();
    });

    it("after a 409 for a running script job: followed to the scripts, not shown as an error", async () => {
      openStep3({
        [ROUTES.generate]: () => json({ detail: "Scripts for this paper are already being generated.", code: "busy" }, 409),
        "GET /api/jobs": jobsThen(2, laterJob(running, { state: "succeeded", stage: "done", percent: 100, message: "Done" })),
        [ROUTES.refresh]: () => json(scripts({ writer: "gemini", model: "gemini-2.5-flash" })),
      });
      await tab(/Opening/);
      await regenerate();
      expect(await screen.findByRole("progressbar", { name: "Script generation progress" })).toBeTruthy();
      expect(await screen.findByText(SCRIPTS_GENERATED, undefined, { timeout: 8000 })).toBeTruthy();
      expect(screen.queryByText("Scripts for this paper are already being generated.")).toBeNull();
    });

    it("a followed job that fails says its reason", async () => {
      openStep3({
        [ROUTES.sections]: () => json(NO_SECTIONS),
        [ROUTES.generate]: () => json(STILL_RUNNING, 504),
        "GET /api/jobs": jobsThen(1, laterJob(running, { state: "failed", message: "Gemini stopped answering." })),
      });
      await waitFor(() => expect(screen.getAllByText("Gemini stopped answering.")).toHaveLength(2), { timeout: 8000 });
      expect(screen.getAllByText(ERRORS.generateScripts)).toHaveLength(2);
    });
  });

  it("shows the failure with the server's reason and keeps the current scripts and edits", async () => {
    openStep3({
      [ROUTES.generate]: () => json({ detail: "Gemini rejected the API key.", code: "provider_error" }, 422),
    });
    await tab(/Opening/);
    await userEvent.type(screen.getByLabelText("Narration"), " Mine.");
    await regenerate();
    // Said in a toast and kept next to the button until the next attempt.
    await waitFor(() => expect(screen.getAllByText(ERRORS.generateScripts)).toHaveLength(2));
    expect(screen.getAllByText("Gemini rejected the API key.")).toHaveLength(2);
    expect((screen.getByLabelText("Narration") as HTMLTextAreaElement).value).toBe("Hello and welcome. Mine.");
  });

  it("shows progress and holds the buttons while the writer works", async () => {
    // A holder, so the closure below can hand back its resolver.
    const pending: { finish?: () => void } = {};
    openStep3({
      [ROUTES.sections]: () => json(NO_SECTIONS),
      [ROUTES.generate]: () =>
        new Promise((resolve) => {
          pending.finish = () => resolve(json(GENERATED));
        }),
      [ROUTES.refresh]: () => json(scripts()),
    });
    expect(await screen.findByText("Lectern's local writer (offline) is writing the narration and bullet points for each section...")).toBeTruthy();
    expect(button("Generate Scripts").disabled).toBe(true);
    expect(button("Continue to Slides").disabled).toBe(true);
    expect(screen.queryByText("No Scripts Generated Yet")).toBeNull();
    await waitFor(() => expect(pending.finish).toBeDefined());
    pending.finish?.();
    expect(await screen.findByText("Scripts written. Loading them...")).toBeTruthy();
    expect(await tab(/Opening/, 3000)).toBeTruthy();
  });
});
