import type { SectionsResponse } from "@lectern/contract";
import { screen } from "@testing-library/react";
import { json, mockFetch, signedInRoutes, storeTestSession, type RecordedRequest } from "./fetch-mock";
import { renderApp } from "./render-app";

// Test support shared by the Step 3 and Step 4 tests (not a test file itself).

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const PAPER_ID = "paper0003abcd";
export const METADATA = { title: "Face Recognition: Too Bias, or Not Too Bias?", authors: "Joseph P. Robinson", date: "2020-04-01", arxiv_id: null };

export const ROUTES = {
  metadata: `GET /api/papers/${PAPER_ID}/metadata`,
  sections: `GET /api/scripts/${PAPER_ID}/sections`,
  refresh: `GET /api/scripts/${PAPER_ID}/sections/refresh`,
  save: `PUT /api/scripts/${PAPER_ID}/sections`,
  generate: `POST /api/scripts/${PAPER_ID}/generate`,
  images: `GET /api/images/${PAPER_ID}/available`,
  assign: (section: string) => `PUT /api/scripts/${PAPER_ID}/sections/${section}/image`,
  bullets: (section: string) => `POST /api/scripts/${PAPER_ID}/sections/${section}/bullets`,
} as const;

/** Three sections in talk order; "related_work" has no bullets yet (incomplete). */
export function scripts(overrides: Partial<SectionsResponse> = {}): SectionsResponse {
  return {
    paper_id: PAPER_ID,
    sections: {
      related_work: { script: "Earlier work measured bias on small sets.", bullet_points: [], assigned_image: null },
      opening: { script: "Hello and welcome.", bullet_points: ["Face recognition is biased", "We measure it"], assigned_image: "figure_1.png" },
      method: { script: "We built a balanced dataset of faces.", bullet_points: ["Balanced faces in the wild"], assigned_image: null },
    },
    order: ["opening", "related_work", "method"],
    writer: "local",
    model: "local",
    titles: { opening: "Opening", related_work: "Related Work" },
    length: "standard",
    ...overrides,
  };
}

export const NO_SECTIONS = { paper_id: PAPER_ID, sections: {} };

export function imageNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `figure_${i + 1}.png`);
}

export function imagesAnswer(names: string[]) {
  return {
    paper_id: PAPER_ID,
    images: names,
    captions: Object.fromEntries(names.map((name, i) => [name, `Caption of figure ${i + 1}.`])),
    urls: Object.fromEntries(names.map((name) => [name, `/api/images/${PAPER_ID}/${name}?exp=1&sig=abc`])),
  };
}

/** Signs in with a stored paper on Step 3 and opens /script-generation. Routes override the defaults. */
export function openStep3(routes: Record<string, Handler> = {}, { keyStatus, paperId = PAPER_ID }: { keyStatus?: object; paperId?: string | null } = {}) {
  storeTestSession();
  if (paperId) {
    localStorage.setItem("lectern_workflow", JSON.stringify({ currentStep: 3, completedSteps: [1, 2], paperId }));
    localStorage.setItem("paperId", paperId);
  }
  const mock = mockFetch({
    ...signedInRoutes(keyStatus),
    [ROUTES.metadata]: () => json(METADATA),
    [ROUTES.sections]: () => json(scripts()),
    [ROUTES.images]: () => json(imagesAnswer(imageNames(3))),
    ...routes,
  });
  const app = renderApp("/script-generation");
  return { ...mock, app };
}

export const tab = (name: RegExp, timeout = 1000) => screen.findByRole("tab", { name }, { timeout });
export const narration = () => screen.getByLabelText("Narration") as HTMLTextAreaElement;
export const bullet = (n: number) => screen.getByLabelText(`Bullet ${n}`) as HTMLTextAreaElement;
export const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
export const requestsTo = (requests: RecordedRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url, "http://localhost").pathname === path);
