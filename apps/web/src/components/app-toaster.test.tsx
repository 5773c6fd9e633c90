import { TOAST } from "@lectern/contract";
import { act, render, screen } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { describe, expect, it } from "vitest";
import { AppToaster } from "./app-toaster";

function VisibleCount() {
  const { toasts } = useToasterStore();
  return <output data-testid="visible">{toasts.filter((t) => t.visible).length}</output>;
}

describe("toasts", () => {
  it("sit below the header and under its menus, top right", async () => {
    const { container } = render(<AppToaster />);
    act(() => {
      toast.error("Something failed");
    });
    expect(await screen.findByText("Something failed")).toBeTruthy();
    const box = container.querySelector<HTMLElement>(".app-toasts");
    expect(box?.style.top).toBe("72px");
    // Under the header's z-30, so the user menu that drops from it stays on top.
    expect(Number(box?.style.zIndex)).toBeLessThan(30);
    // Placed at the top right: react-hot-toast pushes each toast's row to the end.
    const row = screen.getByText("Something failed").closest<HTMLElement>("[style*='justify-content']");
    expect(row?.style.justifyContent).toBe("flex-end");
  });

  it(`keeps at most ${TOAST.limit} visible, dropping the oldest`, async () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 0; i < TOAST.limit + 5; i++) toast(`Notice ${i}`);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(Number(screen.getByTestId("visible").textContent)).toBe(TOAST.limit);
    expect(screen.getByText(`Notice ${TOAST.limit + 4}`)).toBeTruthy();
    expect(screen.queryByText("Notice 0")).toBeNull();
  });
});
