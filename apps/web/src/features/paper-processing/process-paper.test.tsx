import { ERRORS, LOGIN_TEXT } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json } from "../../test/fetch-mock";
import { installFakeXhr } from "../../test/fake-xhr";
import { dropFiles, dropZone, fileOf, openStep2, PAPER_ID, PROCESSED } from "./paper-test-support";

const choose = async (name: string) => userEvent.click(await screen.findByRole("radio", { name: new RegExp(name) }));
const clickProcess = () => userEvent.click(screen.getByRole("button", { name: "Process" }));
const titleField = () => screen.findByLabelText(/^Title/) as Promise<HTMLInputElement>;

describe("Step 2: Process", () => {
  it("uploads a PDF with progress, then shows the processing state, then the metadata form", async () => {
    const sent = installFakeXhr();
    openStep2();
    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("wireless.pdf", 4096, "application/pdf")]);
    await clickProcess();

    const xhr = sent[0];
    if (!xhr) throw new Error("no upload was sent");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/papers/upload-pdf");
    expect(xhr.headers.Authorization).toBe("Bearer test-token");
    expect(xhr.sentFile()?.name).toBe("wireless.pdf");

    xhr.progress(2048, 4096);
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("50"));
    expect(screen.getByRole("button", { name: /Processing\.\.\./ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: /LaTeX Source/ }).matches(":disabled")).toBe(true);

    xhr.finishUpload();
    expect(await screen.findByText(/Upload complete\. Reading your paper/)).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).toBeNull();

    xhr.respond(200, PROCESSED);
    expect((await titleField()).value).toBe(PROCESSED.metadata.title);
    // The success box may render a tick after the form (it failed once in CI on a loaded machine).
    expect(await screen.findByText(/Paper uploaded successfully/)).toBeTruthy();
    expect(screen.queryByText("No Paper Data Available")).toBeNull();
    expect(localStorage.getItem("paperId")).toBe(PAPER_ID);
    expect(sessionStorage.getItem("paperId")).toBe(PAPER_ID);
    // The processed file is done with; focus moves to the result.
    expect(screen.queryByText("wireless.pdf")).toBeNull();
    expect(document.activeElement?.id).toBe("details-heading");
  });

  it("sends a LaTeX zip to upload-zip", async () => {
    const sent = installFakeXhr((xhr) => xhr.respond(200, PROCESSED));
    openStep2();
    dropFiles(await dropZone(), [fileOf("project.zip", 100, "application/zip")]);
    await clickProcess();
    expect((await titleField()).value).toBe(PROCESSED.metadata.title);
    expect(sent.map((x) => x.url)).toEqual(["/api/papers/upload-zip"]);
  });

  it("imports an arXiv link through scrape-arxiv and shows the read-only arXiv ID", async () => {
    const { requests } = openStep2({
      "POST /api/papers/scrape-arxiv": () => json({ ...PROCESSED, metadata: { ...PROCESSED.metadata, arxiv_id: "0704.0001" } }),
    });
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "  https://arxiv.org/abs/0704.0001 {Enter}");
    expect((await titleField()).value).toBe(PROCESSED.metadata.title);
    const arxivId = screen.getByLabelText(/^arXiv ID/) as HTMLInputElement;
    expect(arxivId.value).toBe("0704.0001");
    expect(arxivId.readOnly).toBe(true);
    expect(requests.find((r) => r.url.endsWith("/papers/scrape-arxiv"))?.body).toEqual({ arxiv_url: "https://arxiv.org/abs/0704.0001" });
  });

  it("shows the server's detail when processing fails, and no form", async () => {
    installFakeXhr((xhr) => xhr.respond(422, { detail: "This file is a PDF, not a zip archive.", code: "validation_error" }));
    openStep2();
    dropFiles(await dropZone(), [fileOf("fake.zip", 100, "application/zip")]);
    await clickProcess();
    // Beside the buttons, with the source's own message (the toast goes after a few seconds).
    const note = await screen.findByRole("alert");
    expect(within(note).getByText(ERRORS.processFile)).toBeTruthy();
    expect(within(note).getByText("This file is a PDF, not a zip archive.")).toBeTruthy();
    expect(screen.getByText("No Paper Data Available")).toBeTruthy();
    // The choice stays, so the user can fix it.
    expect(screen.getByText("fake.zip")).toBeTruthy();
    expect(localStorage.getItem("paperId")).toBeNull();
  });

  it("falls back to each source's own message when the server gives no detail", async () => {
    installFakeXhr((xhr) => xhr.respond(500, "<html>Bad gateway</html>", "Bad Gateway"));
    openStep2({ "POST /api/papers/scrape-arxiv": () => new Response("", { status: 502 }) });
    dropFiles(await dropZone(), [fileOf("a.zip", 100, "application/zip")]);
    await clickProcess();
    // The server said nothing readable: the source's own message, alone (no "Bad Gateway").
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ERRORS.processFile));

    await choose("PDF Document");
    dropFiles(await dropZone(), [fileOf("a.pdf", 100, "application/pdf")]);
    await clickProcess();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ERRORS.processPdf));

    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "https://arxiv.org/abs/2401.00001");
    await clickProcess();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(ERRORS.processArxiv));
  });

  it("a new attempt hides the last paper's success box; a failed arXiv import says in words why, beside the buttons", async () => {
    const unreachable = "arXiv could not be reached from this server (its address could not be looked up). Please try again later; if it keeps happening, the server may have no internet access.";
    let answer: (value: Response) => void = () => undefined;
    openStep2(
      {
        [`GET /api/papers/${PAPER_ID}/metadata`]: () => json(PROCESSED.metadata),
        "POST /api/papers/scrape-arxiv": () => new Promise<Response>((resolve) => (answer = resolve)),
      },
      { paperId: PAPER_ID },
    );
    // The paper of an earlier visit, with its box.
    expect(await screen.findByText(/Paper uploaded successfully/)).toBeTruthy();
    await choose("arXiv Import");
    await userEvent.type(screen.getByLabelText("arXiv or bioRxiv URL"), "https://arxiv.org/abs/2401.00001");
    await clickProcess();
    // While another paper is being fetched, the box would be about the wrong one.
    await waitFor(() => expect(screen.queryByText(/Paper uploaded successfully/)).toBeNull());
    answer(json({ detail: unreachable, code: "provider_unavailable" }, 502));
    const note = await screen.findByRole("alert");
    expect(within(note).getByText(ERRORS.processArxiv)).toBeTruthy();
    expect(within(note).getByText(unreachable)).toBeTruthy();
    expect(screen.queryByText(/Paper uploaded successfully/)).toBeNull();
    expect(screen.queryByText(/ENOTFOUND/)).toBeNull();
    // The earlier paper itself is untouched, and the next attempt starts with a clean slate.
    expect(localStorage.getItem("paperId")).toBe(PAPER_ID);
    await clickProcess();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("falls back when the network drops during the upload", async () => {
    installFakeXhr((xhr) => xhr.onerror?.(new ProgressEvent("error")));
    openStep2();
    dropFiles(await dropZone(), [fileOf("a.zip", 100, "application/zip")]);
    await clickProcess();
    // The source's message, with the client's own reason (no answer came).
    expect(within(await screen.findByRole("alert")).getByText(ERRORS.processFile)).toBeTruthy();
  });

  it("signs out on a 401 from the upload, without a processing message", async () => {
    installFakeXhr((xhr) => xhr.respond(401, { detail: "Session expired", code: "unauthenticated" }));
    const { app } = openStep2({ "GET /api/auth/config": () => json({ google_client_id: null, local_login: true }) });
    dropFiles(await dropZone(), [fileOf("a.zip", 100, "application/zip")]);
    await clickProcess();
    expect(await screen.findByRole("button", { name: LOGIN_TEXT.localButton })).toBeTruthy();
    await waitFor(() => expect(app.currentPath()).toBe("/login"));
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(screen.queryByText(ERRORS.processFile)).toBeNull();
    expect(screen.queryByText("Session expired")).toBeNull();
  });
});
