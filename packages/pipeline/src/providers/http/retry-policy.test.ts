import { describe, expect, it } from "vitest";
import { backoffMs, parseProtoDuration, parseRetryAfter } from "./retry-policy.js";

describe("retry policy", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2025-06-01T12:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7_000);
    expect(parseRetryAfter("Sun, 01 Jun 2025 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });

  it("reads Google's RetryInfo durations", () => {
    expect(parseProtoDuration("37s")).toBe(37_000);
    expect(parseProtoDuration("1.5s")).toBe(1_500);
    expect(parseProtoDuration("5m")).toBeUndefined();
  });

  it("doubles the backoff with jitter and caps it", () => {
    expect([0, 1, 2].map((n) => backoffMs(n, 1_000, () => 0))).toEqual([500, 1_000, 2_000]);
    expect(backoffMs(2, 1_000, () => 0.999)).toBeLessThan(4_000);
    expect(backoffMs(10, 1_000, () => 0.999)).toBeLessThanOrEqual(20_000);
  });
});
