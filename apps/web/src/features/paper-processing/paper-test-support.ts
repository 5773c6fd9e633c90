import { fireEvent, screen } from "@testing-library/react";
import { mockFetch, signedInRoutes, storeTestSession } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

// Test support shared by the Step 2 tests (not a test file itself).

export const PAPER_ID = "paper0001abcd";

export const METADATA = {
  title: "Towards Realistic Models of Wireless Workload",
  authors: "Stefan Karpinski, Dinan Gunawardena",
  date: "2007-04-01",
  arxiv_id: null,
};

export const PROCESSED = { paper_id: PAPER_ID, metadata: METADATA, image_files: ["figure_1.png"] };

export function fileOf(name: string, bytes = 1024, type = ""): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A file that reports `size` without allocating it (for the 50 MB limit). */
export function fileClaiming(name: string, size: number, type = ""): File {
  const file = fileOf(name, 1, type);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** Signs in, optionally keeps a paper from an earlier visit, and opens `path`. */
export function openStep2(routes: Parameters<typeof mockFetch>[0] = {}, { path = "/paper-processing", paperId }: { path?: string; paperId?: string } = {}) {
  storeTestSession();
  if (paperId) localStorage.setItem("paperId", paperId);
  const mock = mockFetch({ ...signedInRoutes(), ...routes });
  const app = renderApp(path);
  return { ...mock, app };
}

export const dropZone = () => screen.findByRole("button", { name: /click to choose a file/ });

/** Drops files on the zone as a browser would. */
export function dropFiles(target: HTMLElement, files: File[]): void {
  fireEvent.drop(target, { dataTransfer: { files, types: ["Files"] } });
}
