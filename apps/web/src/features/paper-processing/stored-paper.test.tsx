import { ERRORS } from "@lectern/contract";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paperMetadataKey } from "../../api/queries/metadata";
import { json } from "../../test/fetch-mock";
import { METADATA, openStep2, PAPER_ID } from "./paper-test-support";

const META_ROUTE = `GET /api/papers/${PAPER_ID}/metadata`;
const gone = () => json({ detail: "Paper not found", code: "not_found" }, 404);

function keepPaper() {
  localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 3, completedSteps: [1, 2], paperId: PAPER_ID }));
  sessionStorage.setItem("paperId", PAPER_ID);
}

describe("stored paper rule", () => {
  it("clears a paper the server no longer has and sends the user to upload it again", async () => {
    keepPaper();
    const { app } = openStep2({ [META_ROUTE]: gone }, { path: "/script-generation", paperId: PAPER_ID });
    expect(await screen.findByText(ERRORS.previousSessionGone)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect(await screen.findByText("No Paper Data Available")).toBeTruthy();
    expect(localStorage.getItem("paperId")).toBeNull();
    expect(sessionStorage.getItem("paperId")).toBeNull();
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ paperId: null });
    // Said once, not once per screen that would have used the paper.
    expect(screen.getAllByText(ERRORS.previousSessionGone)).toHaveLength(1);
    expect(screen.queryByText("Paper not found")).toBeNull();
  });

  it("on Step 2 itself, says so and keeps the ?arxiv= link", async () => {
    const { app } = openStep2({ [META_ROUTE]: gone }, { path: "/paper-processing?arxiv=https://arxiv.org/abs/1", paperId: PAPER_ID });
    expect(await screen.findByText(ERRORS.previousSessionGone)).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");
    expect(((await screen.findByLabelText("arXiv or bioRxiv URL")) as HTMLInputElement).value).toBe("https://arxiv.org/abs/1");
  });

  it("on Step 1 too, clears, says so and sends the user to upload the paper again", async () => {
    const { app } = openStep2({ [META_ROUTE]: gone }, { path: "/api-setup", paperId: PAPER_ID });
    expect(await screen.findByText(ERRORS.previousSessionGone)).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
    expect(await screen.findByText("No Paper Data Available")).toBeTruthy();
    expect(localStorage.getItem("paperId")).toBeNull();
  });

  it("drops an id the server could never have issued without asking", async () => {
    const { requests } = openStep2({}, { path: "/script-generation", paperId: "../../etc" });
    expect(await screen.findByText(ERRORS.previousSessionGone)).toBeTruthy();
    expect(requests.some((r) => r.url.includes("/papers/"))).toBe(false);
  });

  it("keeps a paper that still exists, and a server failure is not a missing paper", async () => {
    keepPaper();
    let answer = () => json(METADATA);
    const { app } = openStep2({ [META_ROUTE]: () => answer() }, { path: "/script-generation", paperId: PAPER_ID });
    await screen.findByRole("heading", { level: 1, name: "Script Generation" });
    // The paper is dropped, if at all, on the server's answer about it: wait for that answer,
    // then let its effects run.
    await waitFor(() => expect(app.queryClient.getQueryState(paperMetadataKey(PAPER_ID))?.status).toBe("success"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(app.currentPath()).toBe("/script-generation");
    expect(localStorage.getItem("paperId")).toBe(PAPER_ID);

    answer = () => json({ detail: "Database unavailable", code: "internal_error" }, 500);
    app.unmount();
    const second = openStep2({ [META_ROUTE]: () => answer() }, { path: "/paper-processing", paperId: PAPER_ID });
    expect(await screen.findByText("The paper's details could not be loaded.")).toBeTruthy();
    expect(screen.getByText("Database unavailable")).toBeTruthy();
    expect(localStorage.getItem("paperId")).toBe(PAPER_ID);
    expect(second.app.currentPath()).toBe("/paper-processing");
  });
});
