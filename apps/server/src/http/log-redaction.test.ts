import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.js";

describe("redactUrl", () => {
  it("hides signatures, OAuth codes and tokens in logged URLs and keeps the rest", () => {
    const out = redactUrl("/api/images/p1/a.png?exp=123&sig=SECRETSIG&code=OAUTHCODE&state=ST");
    expect(out).not.toContain("SECRETSIG");
    expect(out).not.toContain("OAUTHCODE");
    expect(out).toContain("exp=123");
    expect(out.startsWith("/api/images/p1/a.png?")).toBe(true);
  });
  it("leaves URLs without a query alone", () => {
    expect(redactUrl("/api/health")).toBe("/api/health");
  });
});
