import { IngestError, ProviderError, SlidesError, StageError, VideoError } from "@lectern/pipeline";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.js";
import { toAppError } from "./to-app-error.js";

const answer = (err: unknown) => {
  const e = toAppError(err);
  return e && { status: e.statusCode, code: e.code, detail: e.detail };
};

describe("toAppError: every pipeline failure answered in one place", () => {
  it("makes a provider's refusal the user's to fix (422) and its outage a 502, naming what was kept", () => {
    expect(answer(new ProviderError("Gemini rejected the API key.", { role: "writer", service: "gemini", status: 401 }))).toEqual({
      status: 422,
      code: "validation_error",
      detail: "Gemini rejected the API key. Your existing scripts were kept.",
    });
    expect(answer(new ProviderError("Sarvam is unavailable right now (503).", { role: "speech", service: "sarvam", status: 503, retryable: true }))).toEqual({
      status: 502,
      code: "provider_unavailable",
      detail: "Sarvam is unavailable right now (503). Any narration made before was kept.",
    });
    // Rate limits and timeouts are not the user's doing, whatever their 4xx status.
    expect(answer(new ProviderError("Slow down.", { role: "translation", service: "gemini", status: 429, retryable: true }))?.status).toBe(502);
    // No status: a missing key (not retryable) is the user's; an unreachable host is not.
    expect(answer(new ProviderError("Sarvam voices need a Sarvam API key.", { role: "speech", service: "sarvam" }))?.status).toBe(422);
    expect(answer(new ProviderError("Could not reach Gemini.", { role: "writer", service: "gemini", retryable: true }))?.status).toBe(502);
  });

  it("answers stage errors with 422 and their own words, a full disk with 507, and says 'kept' once", () => {
    expect(answer(new SlidesError("The slides could not be typeset."))).toEqual({ status: 422, code: "validation_error", detail: "The slides could not be typeset. The previous slides were kept." });
    expect(answer(new VideoError("The disk is full. The previous video, if any, is kept.", undefined, "disk_full"))).toEqual({
      status: 507,
      code: "disk_full",
      detail: "The disk is full. The previous video, if any, is kept.",
    });
    expect(answer(new StageError("There is no narration script yet: generate the script first.", "audio"))?.detail).toBe(
      "There is no narration script yet: generate the script first. Any narration made before was kept.",
    );
    expect(answer(new IngestError("This file is not a PDF.", "bad_pdf"))).toEqual({ status: 422, code: "validation_error", detail: "This file is not a PDF." });
  });

  it("passes our own errors through and leaves the rest (bugs) to the 500 path", () => {
    const own = new AppError(404, "not_found", "Not found.");
    expect(toAppError(own)).toBe(own);
    expect(toAppError(new Error("boom"))).toBeUndefined();
    expect(toAppError("a string")).toBeUndefined();
  });
});
