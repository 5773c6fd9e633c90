import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, PUBLIC_ROUTES } from "../../test/fetch-mock";
import { renderApp } from "../../test/render-app";

describe("Landing: what an install without keys delivers", () => {
  it("promises English offline and the other languages only with a translating key", async () => {
    mockFetch(PUBLIC_ROUTES);
    renderApp("/");
    expect(await screen.findByText("English offline; 11 languages with a key")).toBeTruthy();
    expect(screen.getByText(/English needs no key\. With a Sarvam, Gemini or OpenAI key, 10 Indian languages too/)).toBeTruthy();
    expect(screen.queryByText("Narration in 11 languages")).toBeNull();
  });
});
