import type { PaperSummary } from "@lectern/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, json, mockFetch, routeKey, signedInRoutes, storeTestSession, type Handler } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

const FIRST: PaperSummary = {
  paper_id: "paper0001first",
  title: "Towards Realistic Models of Wireless Workload",
  source_kind: "pdf",
  created_at: "2025-03-01T10:00:00.000Z",
  thumbnail_url: "/api/images/paper0001first/fig1.png?exp=1&sig=a",
  has_script: true,
  has_slides: false,
  languages: [],
  running_job: null,
};
const SECOND: PaperSummary = {
  ...FIRST,
  paper_id: "paper0002second",
  title: "Face Recognition: Too Bias, or Not Too Bias?",
  source_kind: "zip",
  thumbnail_url: "/api/slides/paper0002second/slide_000.png?exp=1&sig=b",
  has_slides: true,
  languages: [{ language: "English", audio: true, video: true, duration_s: 83 }],
  running_job: {
    id: "job00000001",
    kind: "audio",
    paper_id: "paper0002second",
    state: "running",
    stage: "audio",
    percent: 40,
    message: "Speaking section 2 of 5",
    created_at: "2025-03-02T10:00:00.000Z",
    updated_at: "2025-03-02T10:00:05.000Z",
    finished_at: null,
  },
};

function openPapers(routes: Record<string, Handler>) {
  storeTestSession();
  const mock = mockFetch({ ...signedInRoutes(), ...routes });
  return { ...mock, app: renderApp("/papers") };
}
const card = (title: string) => screen.getByRole("listitem", { name: new RegExp(title.slice(0, 20)) });

describe("My papers", () => {
  it("lists the user's papers with what exists for each and the running job", async () => {
    openPapers({ "GET /api/papers": () => json({ papers: [SECOND, FIRST], next_cursor: null }) });
    const list = await screen.findByRole("list", { name: "My papers" });
    expect(within(list).getAllByRole("listitem").map((li) => within(li).getByRole("heading").textContent)).toEqual([SECOND.title, FIRST.title]);
    const second = card(SECOND.title);
    expect(within(second).getByText(/LaTeX source · Added/)).toBeTruthy();
    expect(within(second).getByText("Script · Slides · English video 1:23")).toBeTruthy();
    expect(within(second).getByRole("status").textContent).toBe("Working now: Recording the narration (40%)");
    expect((second.querySelector("img") as HTMLImageElement).getAttribute("src")).toBe(SECOND.thumbnail_url);
    // The first has a script only: no language to add yet.
    expect((within(card(FIRST.title)).getByRole("button", { name: "Make another language" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("pages with the server's cursor", async () => {
    const { requests } = openPapers({
      "GET /api/papers": (r) => (new URL(r.url, "http://x").searchParams.get("cursor") === "next1" ? json({ papers: [FIRST], next_cursor: null }) : json({ papers: [SECOND], next_cursor: "next1" })),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Show more papers" }));
    expect(await screen.findByRole("heading", { name: FIRST.title })).toBeTruthy();
    expect(requests.filter((r) => r.url.includes("/api/papers?cursor=next1"))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Show more papers" })).toBeNull();
  });

  it("says there are none yet, with a way to start one", async () => {
    const { app } = openPapers({ "GET /api/papers": () => json({ papers: [], next_cursor: null }) });
    expect(await screen.findByText("No papers yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Start a paper" }));
    await waitFor(() => expect(app.currentPath()).toBe("/paper-processing"));
  });

  it("opens a paper at a chosen step as the current paper", async () => {
    const { app } = openPapers({
      "GET /api/papers": () => json({ papers: [SECOND, FIRST], next_cursor: null }),
      [routeKey("getPaper", { id: FIRST.paper_id })]: () => answer("getPaper", FIRST),
      [routeKey("getMetadata", { id: FIRST.paper_id })]: () => answer("getMetadata", { title: FIRST.title, authors: "", date: "", arxiv_id: null }),
    });
    await screen.findByRole("list", { name: "My papers" });
    await userEvent.selectOptions(within(card(FIRST.title)).getByRole("combobox"), "3");
    await waitFor(() => expect(app.currentPath()).toBe("/script-generation"));
    expect(sessionStorage.getItem("paperId")).toBe(FIRST.paper_id);
    expect(JSON.parse(localStorage.getItem("lectern_workflow") ?? "{}")).toMatchObject({ currentStep: 3, paperId: FIRST.paper_id });
  });

  it("Make another language opens Step 5 for that paper", async () => {
    const { app } = openPapers({
      [routeKey("listPapers")]: () => answer("listPapers", { papers: [SECOND], next_cursor: null }),
      // Step 5 reads the opened paper; unmocked, these would answer 404 and the paper would be dropped.
      [routeKey("getPaper")]: () => answer("getPaper", SECOND),
      [routeKey("getMetadata")]: () => answer("getMetadata", { title: SECOND.title, authors: "", date: "", arxiv_id: null }),
    });
    await userEvent.click(within(await screen.findByRole("listitem", { name: /Face Recognition/ })).getByRole("button", { name: "Make another language" }));
    await waitFor(() => expect(app.currentPath()).toBe("/media-generation"));
    expect(sessionStorage.getItem("paperId")).toBe(SECOND.paper_id);
  });

  it("deletes after a confirmation naming the title, and the paper leaves the list", async () => {
    let deleted = false;
    const { requests } = openPapers({
      "GET /api/papers": () => json({ papers: deleted ? [FIRST] : [SECOND, FIRST], next_cursor: null }),
      [`DELETE /api/papers/${SECOND.paper_id}`]: () => {
        deleted = true;
        return json({ success: true, paper_id: SECOND.paper_id });
      },
    });
    await screen.findByRole("list", { name: "My papers" });
    await userEvent.click(within(card(SECOND.title)).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: `Delete “${SECOND.title}”?` });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(within(card(SECOND.title)).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete paper" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: SECOND.title })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });

  it("keeps the dialog open with the server's reason when deleting fails", async () => {
    openPapers({
      "GET /api/papers": () => json({ papers: [SECOND], next_cursor: null }),
      [`DELETE /api/papers/${SECOND.paper_id}`]: () => json({ detail: "Paper not found. It may have been removed; please upload it again.", code: "not_found" }, 404),
    });
    await userEvent.click(within(await screen.findByRole("listitem", { name: /Face Recognition/ })).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete paper" }));
    expect(await within(screen.getByRole("alertdialog")).findByRole("alert")).toBeTruthy();
    expect(within(screen.getByRole("alertdialog")).getByText(/Paper not found/)).toBeTruthy();
  });

  it("is linked from the header and from the user menu", async () => {
    storeTestSession();
    mockFetch({ ...signedInRoutes(), "GET /api/papers": () => json({ papers: [], next_cursor: null }) });
    const { currentPath } = renderApp("/api-setup");
    await userEvent.click(await screen.findByRole("button", { name: "User menu" }));
    const menuLink = screen.getAllByRole("link", { name: "My papers" });
    expect(menuLink.length).toBe(2);
    await userEvent.click(menuLink[1] as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe("/papers"));
  });
});
