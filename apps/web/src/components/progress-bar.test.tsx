import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar";

describe("ProgressBar", () => {
  it("is a named progressbar whose value, clamped to a whole percent, is both announced and drawn", () => {
    const { rerender } = render(<ProgressBar label="Upload progress" value={42.6} />);
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuenow")).toBe("43");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("43%");
    rerender(<ProgressBar label="Upload progress" value={140} valueText="Almost there" />);
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("Almost there");
  });

  it("takes its name from a visible label", () => {
    render(
      <>
        <span id="bar-label">Progress</span>
        <ProgressBar labelledBy="bar-label" value={10} />
      </>,
    );
    expect(screen.getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow")).toBe("10");
  });

  it("without a value only pulses, hidden from assistive technology", () => {
    const { container } = render(<ProgressBar label="Script generation progress" value={null} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.querySelector(".animate-pulse")).not.toBeNull();
  });
});
