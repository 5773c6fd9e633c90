import { cleanup, configure } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, vi } from "vitest";
import { assertNoFetchProblems, forgetFetchProblems } from "./fetch-mock";

// findBy*/waitFor give up after 1 s by default; lazily loaded screens on a loaded 2-core CI
// machine can take longer than that to appear. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia and scrolling; the app uses both.
beforeEach(() => {
  forgetFetchProblems();
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelectorAll("script[data-lectern-gsi]").forEach((s) => s.remove());
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A mocked answer the contract does not allow fails the test.
  assertNoFetchProblems();
});
