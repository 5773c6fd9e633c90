import { describe, expect, it } from "vitest";
import { errorLogSerializer, redactUrl } from "./log-redaction.js";

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

describe("errorLogSerializer", () => {
  it("keeps what explains an error and drops the raw request bytes an HTTP parser error carries", () => {
    const err = Object.assign(new Error("Parse Error: Invalid header value char"), {
      code: "HPE_INVALID_HEADER_TOKEN",
      bytesParsed: 42,
      rawPacket: Buffer.from("POST / HTTP/1.1\r\nAuthorization: Bearer TOKEN-123\r\n"),
    });
    err.cause = Object.assign(new Error("underneath"), { body: new Uint8Array([1, 2, 3]) });
    const out = errorLogSerializer(err);
    expect(out).toMatchObject({ type: "Error", message: "Parse Error: Invalid header value char", code: "HPE_INVALID_HEADER_TOKEN", bytesParsed: 42 });
    expect(String(out.stack)).toContain("Parse Error");
    expect(JSON.stringify(out)).not.toContain("TOKEN-123");
    expect(out).not.toHaveProperty("rawPacket");
    expect(out.cause).toMatchObject({ message: "underneath" });
    expect(out.cause).not.toHaveProperty("body");
    expect(errorLogSerializer("not an error" as unknown as Error)).toMatchObject({ message: "not an error" });
  });
});
