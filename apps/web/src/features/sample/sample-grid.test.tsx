import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SampleGrid } from "./sample-grid";

describe("Sample videos", () => {
  it("titles each embed by its language and leaves out samples without a video id", () => {
    render(
      <SampleGrid
        samples={[
          { id: "en", language: "English", videoId: "abc123" },
          { id: "ta", language: "Tamil", videoId: "" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "English" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Tamil" })).toBeNull();
    const frame = screen.getByTitle("Sample presentation in English");
    expect(frame.getAttribute("src")).toContain("https://www.youtube-nocookie.com/embed/abc123");
  });

  it("shows an empty state when nothing is published", () => {
    render(<SampleGrid samples={[{ id: "hi", language: "Hindi", videoId: " " }]} />);
    expect(screen.getByText("No sample videos have been published yet.")).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();
  });
});
