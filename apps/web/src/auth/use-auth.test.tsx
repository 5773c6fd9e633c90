import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAuth } from "./use-auth";

describe("useAuth", () => {
  it("refuses to work outside the AuthProvider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(/within an AuthProvider/);
  });
});
