import { ERRORS, VALIDATION } from "@lectern/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, routeKey, type RecordedRequest } from "../../test/fetch-mock";
import { METADATA, openStep2, PAPER_ID } from "./paper-test-support";
import { METADATA_SAVED } from "./use-save-metadata";

const META_ROUTE = routeKey("getMetadata", { id: PAPER_ID });
const PUT_ROUTE = routeKey("putMetadata", { id: PAPER_ID });
const PDF_ROUTE = routeKey("downloadPaperPdf", { id: PAPER_ID });
const SOURCE_ROUTE = routeKey("downloadPaperSource", { id: PAPER_ID });

const saveButton = () => screen.getByRole("button", { name: "Save Changes" }) as HTMLButtonElement;
const continueButton = () => screen.getByRole("button", { name: "Continue to Scripts" });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function file(body: string, type: string, name: string): Response {
  return new Response(new Blob([body], { type }), { status: 200, headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"` } });
}

async function openWithPaper(routes: Record<string, (request: RecordedRequest) => Response | Promise<Response>> = {}) {
  const opened = openStep2({ [META_ROUTE]: () => json(METADATA), ...routes }, { paperId: PAPER_ID });
  await screen.findByRole("form", { name: "Paper metadata" });
  return opened;
}

describe("Step 2: metadata form", () => {
  it("loads the stored paper's metadata on arrival and shows it with the ready banner", async () => {
    const { requests } = await openWithPaper();
    expect(field(/^Title/).value).toBe(METADATA.title);
    expect(field(/^Authors/).value).toBe(METADATA.authors);
    expect(field(/^Date/).value).toBe(METADATA.date);
    expect(screen.queryByLabelText(/^arXiv ID/)).toBeNull();
    expect(screen.getByText(/Paper uploaded successfully/)).toBeTruthy();
    expect(field(/^Title/).required).toBe(true);
    // The shell's stored-paper check and the form share one request.
    expect(requests.filter((r) => r.url.endsWith("/metadata"))).toHaveLength(1);
  });

  it("enables Save Changes only while something differs from the saved metadata", async () => {
    await openWithPaper();
    expect(saveButton().disabled).toBe(true);
    await userEvent.type(field(/^Title/), "!");
    expect(saveButton().disabled).toBe(false);
    await userEvent.type(field(/^Title/), "{Backspace}");
    expect(saveButton().disabled).toBe(true);
  });

  it("saves the edited fields, confirms, and is clean again", async () => {
    const { requests } = await openWithPaper({
      [PUT_ROUTE]: (request) => json({ success: true, metadata: { ...METADATA, ...(request.body as object) } }),
    });
    await userEvent.clear(field(/^Title/));
    await userEvent.type(field(/^Title/), "A Better Title");
    await userEvent.click(saveButton());
    expect(await screen.findByText(METADATA_SAVED)).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ title: "A Better Title", authors: METADATA.authors, date: METADATA.date });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(field(/^Title/).value).toBe("A Better Title");
    expect(document.activeElement).toBe(continueButton());
  });

  it("shows the server's detail when saving fails", async () => {
    await openWithPaper({ [PUT_ROUTE]: () => json({ detail: "The title is too long.", code: "validation_error" }, 422) });
    await userEvent.type(field(/^Title/), " and more");
    await userEvent.click(saveButton());
    expect(await screen.findByText("The title is too long.")).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it("refuses a blank title before asking the server", async () => {
    const { requests } = await openWithPaper();
    await userEvent.clear(field(/^Title/));
    await userEvent.type(field(/^Title/), "   ");
    await userEvent.click(saveButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Title is required");
    expect(document.activeElement).toBe(field(/^Title/));
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("blocks Continue while changes are unsaved, then completes step 2 and goes to scripts", async () => {
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 2, completedSteps: [1], paperId: PAPER_ID }));
    const { app } = await openWithPaper({ [PUT_ROUTE]: (request) => json({ success: true, metadata: { ...METADATA, ...(request.body as object) } }) });
    await userEvent.type(field(/^Date/), "-15");
    expect(screen.getByText(VALIDATION.saveBeforeContinuingLong)).toBeTruthy();
    await userEvent.click(continueButton());
    expect(await screen.findByText(VALIDATION.saveBeforeContinuing)).toBeTruthy();
    expect(app.currentPath()).toBe("/paper-processing");

    await userEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByText(VALIDATION.saveBeforeContinuingLong)).toBeNull());
    await userEvent.click(continueButton());
    await waitFor(() => expect(app.currentPath()).toBe("/script-generation"));
    await waitFor(() => expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ completedSteps: [1, 2], currentStep: 3 }));
  });
});

describe("Step 2: Download Paper", () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    // jsdom has neither object URLs nor downloads: record what would have been saved.
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:paper"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("saves the PDF under the server's file name", async () => {
    const { requests } = await openWithPaper({ [PDF_ROUTE]: () => file("%PDF-1.4", "application/pdf", `paper_${PAPER_ID}.pdf`) });
    await userEvent.click(screen.getByRole("button", { name: "Download Paper" }));
    await waitFor(() => expect(saved).toEqual([{ name: `paper_${PAPER_ID}.pdf`, href: "blob:paper" }]));
    expect(requests.some((r) => r.url.endsWith("/download-source"))).toBe(false);
  });

  it("falls back to the source when there is no PDF", async () => {
    await openWithPaper({
      [PDF_ROUTE]: () => json({ detail: "No PDF is available for this paper.", code: "not_found" }, 404),
      [SOURCE_ROUTE]: () => file("PK", "application/zip", `paper_${PAPER_ID}_source.zip`),
    });
    await userEvent.click(screen.getByRole("button", { name: "Download Paper" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`paper_${PAPER_ID}_source.zip`]));
    expect(screen.queryByText("No PDF is available for this paper.")).toBeNull();
  });

  it("says the paper could not be downloaded when both files fail", async () => {
    await openWithPaper({
      [PDF_ROUTE]: () => json({ detail: "No PDF", code: "not_found" }, 404),
      [SOURCE_ROUTE]: () => json({ detail: "No source", code: "not_found" }, 404),
    });
    await userEvent.click(screen.getByRole("button", { name: "Download Paper" }));
    expect(await screen.findByText(ERRORS.downloadPaper)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("says the download failed when the browser cannot save the file", async () => {
    vi.mocked(URL.createObjectURL).mockImplementation(() => {
      throw new Error("no object URLs");
    });
    await openWithPaper({ [PDF_ROUTE]: () => file("%PDF-1.4", "application/pdf", "paper.pdf") });
    await userEvent.click(screen.getByRole("button", { name: "Download Paper" }));
    expect(await screen.findByText(ERRORS.download)).toBeTruthy();
  });
});
