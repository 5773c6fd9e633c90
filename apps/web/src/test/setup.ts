import { cleanup } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom lacks matchMedia and scrolling; the app uses both.
beforeEach(() => {
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
});
