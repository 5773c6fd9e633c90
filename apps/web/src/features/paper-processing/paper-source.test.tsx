import { MAX_UPLOAD_BYTES, NOTICES, VALIDATION } from "@lectern/contract";
import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useWorkflow } from "../../workflow/use-workflow";
import { WorkflowProvider } from "../../workflow/workflow-provider";
import { dropFiles, dropZone, fileClaiming, fileOf, openStep2 } from "./paper-test-support";
import { useSourceSelection } from "./use-source-selection";

const radio = (name: string) => screen.getByRole("radio", { name: new RegExp(name) });
const processButton = () => screen.getByRole("button", { name: "Process" });
const oneClickButton = () => screen.getByRole("button", { name: /One click to Video/ });
const alertText = async () => (await screen.findByRole("alert")).textContent;

describe("Step 2: choosing a source", () => {
  it("offers three sources as radios, LaTeX first, and starts with the empty state", async () => {
    openStep2();
    expect(await screen.findByRole("heading", { level: 1, name: "Paper Upload" })).toBeTruthy();
    const group = screen.getByRole("group", { name: "Paper source" });
    expect(within(group).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["latex", "pdf", "arxiv"]);
    expect((radio("LaTeX Source") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("No Paper Data Available")).toBeTruthy();
  });

  it("asks for a file when Process or One click has none", async () => {
    openStep2();
    await dropZone();
    await userEvent.click(processButton());
    expect(await alertText()).toBe(VALIDATION.selectZip);
    await userEvent.click(radio("PDF Document"));
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(oneClickButton());
    expect(await alertText()).toBe(VALIDATION.selectPdf);
  });

  it("rejects a dropped file of the wrong type, too large, several at once, or empty", async () => {
    openStep2();
    const zone = await dropZone();
    dropFiles(zone, [fileOf("paper.pdf", 10, "application/pdf")]);
    expect(await alertText()).toBe(VALIDATION.uploadZip);
    dropFiles(zone, [fileClaiming("huge.zip", MAX_UPLOAD_BYTES + 1, "application/zip")]);
    expect(await alertText()).toBe(VALIDATION.fileTooLarge);
    dropFiles(zone, [fileOf("a.zip"), fileOf("b.zip")]);
    expect(await alertText()).toBe(VALIDATION.uploadFailed);
    dropFiles(zone, [fileOf("folder.zip", 0)]);
    expect(await alertText()).toBe(VALIDATION.uploadFailed);

    await userEvent.click(radio("PDF Document"));
    dropFiles(await dropZone(), [fileOf("source.zip", 10, "application/zip")]);
    expect(await alertText()).toBe(VALIDATION.uploadPdf);
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
  });

  it("accepts a file at exactly 50 MB, and one the browser typed but did not name", async () => {
    openStep2();
    await userEvent.click(await screen.findByRole("radio", { name: /PDF Document/ }));
    dropFiles(await dropZone(), [fileClaiming("limit.pdf", MAX_UPLOAD_BYTES)]);
    expect(await screen.findByText("limit.pdf")).toBeTruthy();
    dropFiles(await dropZone(), [fileOf("download", 100, "application/pdf")]);
    expect(await screen.findByText("download")).toBeTruthy();
  });

  it("shows an accepted file as a card with its size in MB, announces it, and removes it", async () => {
    openStep2();
    const zone = await dropZone();
    dropFiles(zone, [fileOf("face-bias.zip", 2_894_070, "application/zip")]);
    expect(await screen.findByText(NOTICES.fileSelected)).toBeTruthy();
    expect(screen.getByText("face-bias.zip")).toBeTruthy();
    expect(screen.getByText("2.76 MB")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove face-bias.zip" }));
    expect(screen.queryByText("face-bias.zip")).toBeNull();
    expect(document.activeElement).toBe(await dropZone());
  });

  it("opens the file picker from the zone and takes the chosen file", async () => {
    openStep2();
    const zone = await dropZone();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toContain(".zip");
    let opened = false;
    input?.addEventListener("click", () => (opened = true));
    zone.focus();
    await userEvent.keyboard("{Enter}");
    expect(opened).toBe(true);
    if (input) await userEvent.upload(input, fileOf("project.zip", 2048, "application/zip"));
    expect(await screen.findByText("project.zip")).toBeTruthy();
  });

  it("validates the arXiv link for Process and One click", async () => {
    const { requests } = openStep2();
    await userEvent.click(await screen.findByRole("radio", { name: /arXiv Import/ }));
    const field = screen.getByLabelText("arXiv or bioRxiv URL");

    await userEvent.click(processButton());
    expect(await alertText()).toBe(VALIDATION.arxivUrlEmpty);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(oneClickButton());
    expect(await alertText()).toBe(VALIDATION.arxivUrlEmpty);

    await userEvent.type(field, "https://example.com/abs/1706.03762");
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(processButton());
    expect(await alertText()).toBe(VALIDATION.arxivOrBiorxivInvalid);

    await userEvent.clear(field);
    await userEvent.type(field, "https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1");
    await userEvent.click(oneClickButton());
    expect(await alertText()).toBe(VALIDATION.arxivInvalid);
    expect(requests.some((r) => r.url.includes("/papers/") || r.url.includes("/papertovideo/"))).toBe(false);
  });

  it("clears the file and the link when another source is chosen", async () => {
    openStep2();
    dropFiles(await dropZone(), [fileOf("paper.zip", 10, "application/zip")]);
    expect(await screen.findByText("paper.zip")).toBeTruthy();
    await userEvent.click(radio("PDF Document"));
    expect(screen.queryByText("paper.zip")).toBeNull();
    await userEvent.click(radio("LaTeX Source"));
    expect(screen.queryByText("paper.zip")).toBeNull();

    await userEvent.click(radio("arXiv Import"));
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "https://arxiv.org/abs/1");
    await userEvent.click(radio("PDF Document"));
    await userEvent.click(radio("arXiv Import"));
    expect((screen.getByLabelText("arXiv or bioRxiv URL") as HTMLInputElement).value).toBe("");
  });

  it("preselects arXiv Import and fills the link from ?arxiv=", async () => {
    openStep2({}, { path: "/paper-processing?arxiv=https%3A%2F%2Farxiv.org%2Fabs%2F0704.0001" });
    const field = (await screen.findByLabelText("arXiv or bioRxiv URL")) as HTMLInputElement;
    expect(field.value).toBe("https://arxiv.org/abs/0704.0001");
    expect((radio("arXiv Import") as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.queryByRole("button", { name: /click to choose a file/ })).toBeNull());
  });

  it("also clears the video of the last run when the source changes, and only then", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <WorkflowProvider>{children}</WorkflowProvider>
      </MemoryRouter>
    );
    const { result } = renderHook(() => ({ selection: useSourceSelection(null), workflow: useWorkflow() }), { wrapper });
    act(() => result.current.workflow.update({ videoPath: "videos/presentation.mp4" }));
    act(() => result.current.selection.chooseSource("latex"));
    expect(result.current.workflow.state.videoPath).toBe("videos/presentation.mp4");
    act(() => result.current.selection.chooseSource("arxiv"));
    expect(result.current.workflow.state.videoPath).toBeNull();
    expect(result.current.selection.selection).toMatchObject({ source: "arxiv", file: null, url: "" });
  });
});
