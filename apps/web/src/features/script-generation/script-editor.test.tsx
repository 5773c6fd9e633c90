import { ERRORS, VALIDATION, estimatedSeconds } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../../test/fetch-mock";
import { SCRIPTS_SAVED } from "./use-save-scripts";
import { bullet, button, narration, openStep3, PAPER_ID, requestsTo, ROUTES, scripts, tab } from "../../test/script-test-support";

const SAVE_PATH = `/api/scripts/${PAPER_ID}/sections`;

/** A save that answers as the server does: every section, with the ones it was sent changed. */
const echoSave = () => ({
  [ROUTES.save]: (request: { body: unknown }) => {
    const sent = request.body as { sections: Record<string, { script: string; bullet_points: string[] }> };
    const base = scripts();
    const edited = Object.fromEntries(Object.entries(sent.sections).map(([key, edit]) => [key, { ...edit, assigned_image: base.sections[key]?.assigned_image ?? null }]));
    return json({ ...base, sections: { ...base.sections, ...edited } });
  },
});

describe("Step 3: sections as tabs", () => {
  it("shows one tab per section in the server's order, with the paper's titles or the key with spaces", async () => {
    openStep3({ [ROUTES.sections]: () => json(scripts({ titles: { opening: "Opening" } })) });
    await tab(/Opening/);
    const names = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(names[0]).toMatch(/^Opening/);
    expect(names[1]).toMatch(/^related work/);
    expect(names[2]).toMatch(/^method/);
    expect((await tab(/Opening/)).getAttribute("aria-selected")).toBe("true");
  });

  it("marks complete sections (they have bullets) and unsaved ones", async () => {
    openStep3();
    expect((await tab(/Opening/)).textContent).toContain("complete");
    expect((await tab(/Related Work/)).textContent).toContain("no bullet points yet");
    expect((await tab(/Opening/)).textContent).not.toContain("unsaved");

    await userEvent.type(narration(), " Again.");
    expect((await tab(/Opening/)).textContent).toContain("unsaved changes");
    expect((await tab(/Related Work/)).textContent).not.toContain("unsaved");
  });

  it("moves between tabs with the arrow keys, Home and End, keeping edits per section", async () => {
    openStep3();
    const opening = await tab(/Opening/);
    opening.focus();
    await userEvent.keyboard("{ArrowRight}");
    const related = await tab(/Related Work/);
    expect(document.activeElement).toBe(related);
    expect(related.getAttribute("aria-selected")).toBe("true");
    expect(narration().value).toBe("Earlier work measured bias on small sets.");
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(await tab(/method/));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(opening);
    await userEvent.keyboard("{ArrowLeft}{Home}");
    expect(document.activeElement).toBe(opening);
    // Only the active tab is in the Tab order.
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});

describe("Step 3: narration", () => {
  it("counts characters and estimates the time from words at the speaking rate", async () => {
    openStep3();
    await tab(/Opening/);
    expect(screen.getByText("18 characters")).toBeTruthy();
    expect(screen.getByText("Estimated duration: 5 seconds")).toBeTruthy();
    await userEvent.clear(narration());
    expect(screen.getByText("0 characters")).toBeTruthy();
    expect(screen.getByText("Estimated duration: 0 seconds")).toBeTruthy();
    // 175 words: 70 s at 150 words a minute (characters / 150 would have said 9 minutes).
    const text = Array.from({ length: 175 }, () => "narration").join(" ");
    await userEvent.click(narration());
    await userEvent.paste(text);
    expect(estimatedSeconds(text)).toBe(70);
    expect(screen.getByText("Estimated duration: 1 minute 10 seconds")).toBeTruthy();
  });
});

describe("Step 3: bullet points", () => {
  it("edits, adds and removes bullets, by mouse and by keyboard", async () => {
    openStep3();
    await tab(/Opening/);
    await userEvent.clear(bullet(1));
    await userEvent.type(bullet(1), "Bias is measurable");
    expect(bullet(1).value).toBe("Bias is measurable");

    // Enter adds a bullet after the current one and moves there.
    await userEvent.type(bullet(1), "{Enter}");
    expect(document.activeElement).toBe(bullet(2));
    expect(bullet(2).value).toBe("");
    await userEvent.keyboard("Inserted point");
    expect(bullet(3).value).toBe("We measure it");

    await userEvent.click(button("Add bullet"));
    expect(document.activeElement).toBe(bullet(4));
    // Backspace in an empty bullet removes it and goes back to the previous one.
    await userEvent.keyboard("{Backspace}");
    expect(screen.queryByLabelText("Bullet 4")).toBeNull();
    expect(document.activeElement).toBe(bullet(3));

    // A bullet is one line: a pasted line break becomes a space.
    await userEvent.click(bullet(3));
    await userEvent.paste(" and\nmore");
    expect(bullet(3).value).toBe("We measure it and more");

    await userEvent.click(button("Remove bullet 1"));
    expect(screen.getAllByRole("textbox", { name: /^Bullet/ }).map((input) => (input as HTMLTextAreaElement).value)).toEqual(["Inserted point", "We measure it and more"]);
  });

  it("a section becomes complete when it gets a bullet, and incomplete when the last one goes", async () => {
    openStep3();
    await userEvent.click(await tab(/Related Work/));
    expect(screen.getByText(/No bullet points yet/)).toBeTruthy();
    await userEvent.click(button("Add bullet"));
    await userEvent.keyboard("Prior datasets were small");
    expect((await tab(/Related Work/)).textContent).toContain("complete");
    await userEvent.click(button("Remove bullet 1"));
    expect((await tab(/Related Work/)).textContent).toContain("no bullet points yet");
    expect(document.activeElement).toBe(button("Add bullet"));
  });

  it("suggests bullets from the narration through the one-section call", async () => {
    const { requests } = openStep3({ [ROUTES.bullets("method")]: () => json({ bullet_points: ["A balanced dataset", "Eight subgroups"] }) });
    await userEvent.click(await tab(/method/));
    await userEvent.click(button("Suggest from narration"));
    await waitFor(() => expect(bullet(2).value).toBe("Eight subgroups"));
    expect(bullet(1).value).toBe("A balanced dataset");
    expect(requestsTo(requests, "POST", `/api/scripts/${PAPER_ID}/sections/method/bullets`)[0]?.body).toEqual({ text: "We built a balanced dataset of faces." });
    expect((await tab(/method/)).textContent).toContain("unsaved changes");
  });
});

describe("Step 3: Save Scripts", () => {
  it("sends the changed sections only, the narration exactly as typed and bullets without blanks, then is clean", async () => {
    const { requests } = openStep3(echoSave());
    await tab(/Opening/);
    expect(button("Save Scripts").disabled).toBe(true);
    await userEvent.clear(narration());
    await userEvent.type(narration(), "  Welcome,   everyone!  ");
    await userEvent.type(bullet(2), "  ");
    await userEvent.click(button("Add bullet"));
    await userEvent.keyboard("   ");
    await userEvent.click(button("Save Scripts"));

    expect(await screen.findByText(SCRIPTS_SAVED)).toBeTruthy();
    const [put] = requestsTo(requests, "PUT", SAVE_PATH);
    expect(put?.body).toEqual({
      sections: {
        // Only the section edited here: the others may have been saved from another tab since.
        opening: { script: "  Welcome,   everyone!  ", bullet_points: ["Face recognition is biased", "We measure it"] },
      },
    });
    await waitFor(() => expect((screen.getAllByRole("tab")[0] as HTMLElement).textContent).not.toContain("unsaved"));
    expect(narration().value).toBe("  Welcome,   everyone!  ");
    expect(screen.getAllByRole("textbox", { name: /^Bullet/ })).toHaveLength(2);
    expect(button("Save Scripts").disabled).toBe(true);
  });

  it("does not undo a section saved from another tab, and shows it after the save", async () => {
    // Another tab saved "method" after this one loaded: the server has its text now.
    const elsewhere = "Saved from the other tab.";
    const { requests } = openStep3({
      [ROUTES.save]: (request) => {
        const sent = request.body as { sections: Record<string, { script: string; bullet_points: string[] }> };
        const server = scripts();
        const method = { ...server.sections.method, script: elsewhere, bullet_points: ["Other tab"], assigned_image: null };
        const edited = Object.fromEntries(Object.entries(sent.sections).map(([key, edit]) => [key, { ...edit, assigned_image: null }]));
        return json({ ...server, sections: { ...server.sections, method, ...edited } });
      },
    });
    await tab(/Opening/);
    await userEvent.type(narration(), " Edited here.");
    await userEvent.click(button("Save Scripts"));
    expect(await screen.findByText(SCRIPTS_SAVED)).toBeTruthy();
    const [put] = requestsTo(requests, "PUT", SAVE_PATH);
    expect(Object.keys((put?.body as { sections: object }).sections)).toEqual(["opening"]);
    await userEvent.click(await tab(/method/));
    expect(narration().value).toBe(elsewhere);
  });

  it("keeps the edits and says so when saving fails", async () => {
    openStep3({ [ROUTES.save]: () => json({ detail: "A bullet point is too long.", code: "validation_error" }, 422) });
    await tab(/Opening/);
    await userEvent.type(narration(), " More.");
    await userEvent.click(button("Save Scripts"));
    expect(await screen.findByText(ERRORS.saveScripts)).toBeTruthy();
    expect(screen.getByText("A bullet point is too long.")).toBeTruthy();
    expect(narration().value).toBe("Hello and welcome. More.");
    expect((await tab(/Opening/)).textContent).toContain("unsaved changes");
  });

  it("keeps edits across leaving Step 3 and coming back", async () => {
    const { app } = openStep3();
    await tab(/Opening/);
    await userEvent.type(narration(), " Kept.");
    const sidebar = screen.getByRole("complementary", { name: "Workflow sidebar" });
    await userEvent.click(within(sidebar).getByRole("button", { name: /Paper Upload/ }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    // The sidebar cannot skip ahead of the current step: back the way a user comes.
    await userEvent.click(await screen.findByRole("button", { name: "Continue to Scripts" }));
    await waitFor(() => expect(app.currentPath()).toBe("/script-generation"));
    await tab(/Opening/);
    expect(narration().value).toBe("Hello and welcome. Kept.");
    expect((await tab(/Opening/)).textContent).toContain("unsaved changes");
  });
});

describe("Step 3: Continue to Slides", () => {
  it("is blocked while edits are unsaved, then while saving, and goes on once saved", async () => {
    // A holder, so the closure below can hand back its resolver.
    const pending: { finishSave?: () => void } = {};
    const { app } = openStep3({
      [ROUTES.save]: (request) =>
        new Promise((resolve) => {
          pending.finishSave = () => resolve(echoSave()[ROUTES.save](request));
        }),
    });
    await tab(/Opening/);
    await userEvent.type(narration(), " Edited.");
    await userEvent.click(button("Continue to Slides"));
    expect(await screen.findByText(VALIDATION.saveBeforeContinuing)).toBeTruthy();
    expect(screen.getByText(VALIDATION.saveBeforeContinuingLong)).toBeTruthy();
    expect(app.currentPath()).toBe("/script-generation");

    await userEvent.click(button("Save Scripts"));
    await userEvent.click(button("Continue to Slides"));
    expect(await screen.findByText(VALIDATION.waitForSaving)).toBeTruthy();
    expect(app.currentPath()).toBe("/script-generation");

    await waitFor(() => expect(pending.finishSave).toBeDefined());
    pending.finishSave?.();
    await screen.findByText(SCRIPTS_SAVED);
    await userEvent.click(button("Continue to Slides"));
    await waitFor(() => expect(app.currentPath()).toBe("/slide-creation"));
    await waitFor(() => expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ completedSteps: [1, 2, 3], currentStep: 4 }));
  });

  it("asks for scripts first when there are none", async () => {
    const { app } = openStep3({
      [ROUTES.sections]: () => json({ detail: "Database unavailable", code: "internal_error" }, 500),
    });
    expect(await screen.findByText("No Scripts Generated Yet")).toBeTruthy();
    await userEvent.click(button("Continue to Slides"));
    expect(await screen.findByText(VALIDATION.generateScriptsFirst)).toBeTruthy();
    expect(app.currentPath()).toBe("/script-generation");
  });

  it("warns before the page is closed with unsaved edits", async () => {
    openStep3();
    await tab(/Opening/);
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(narration(), "!");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
