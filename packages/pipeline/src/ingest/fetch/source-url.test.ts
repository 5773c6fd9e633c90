import { describe, expect, it } from "vitest";
import { parseRemoteSource } from "./source-url.js";

describe("parseRemoteSource", () => {
  it("answers a broken percent-escape as an invalid address (was an uncaught URIError, a 500)", () => {
    expect(() => parseRemoteSource("https://arxiv.org/abs/%E0%A4%A")).toThrow("Please enter a valid arXiv or bioRxiv URL.");
  });

  it.each([
    ["https://arxiv.org/abs/2310.01234", "2310.01234", undefined],
    ["https://arxiv.org/abs/2310.01234v2", "2310.01234", "v2"],
    ["http://arxiv.org/pdf/2310.01234v3.pdf", "2310.01234", "v3"],
    ["https://arxiv.org/pdf/2310.01234", "2310.01234", undefined],
    ["https://arxiv.org/html/2310.01234v1", "2310.01234", "v1"],
    ["https://www.arxiv.org/abs/1706.03762", "1706.03762", undefined],
    ["arxiv.org/abs/1706.03762", "1706.03762", undefined],
    ["https://arxiv.org/abs/hep-th/9901001", "hep-th/9901001", undefined],
    ["https://arxiv.org/abs/math.GT/0309136v1", "math.GT/0309136", "v1"],
    ["2310.01234v2", "2310.01234", "v2"],
    ["arXiv:1706.03762", "1706.03762", undefined],
  ])("reads %s as an arXiv id", (url, id, version) => {
    expect(parseRemoteSource(url)).toEqual({ kind: "arxiv", id, version });
  });

  it.each([
    ["https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1", "10.1101/2022.12.13.519519", "v1"],
    ["https://www.biorxiv.org/content/10.1101/2022.12.13.519519v2.full.pdf", "10.1101/2022.12.13.519519", "v2"],
    ["https://biorxiv.org/content/10.1101/2022.12.13.519519", "10.1101/2022.12.13.519519", undefined],
    ["10.1101/2022.12.13.519519", "10.1101/2022.12.13.519519", undefined],
    ["https://www.biorxiv.org/content/10.1101/123456v1", "10.1101/123456", "v1"],
  ])("reads %s as a bioRxiv DOI", (url, doi, version) => {
    expect(parseRemoteSource(url)).toEqual({ kind: "biorxiv", doi, version });
  });

  it.each([
    "https://arxiv.org.evil.test/abs/2310.01234",
    "https://evilarxiv.org/abs/2310.01234",
    "https://user:pw@arxiv.org/abs/2310.01234",
    "https://arxiv.org@evil.test/abs/2310.01234",
    "https://127.0.0.1/abs/2310.01234",
    "https://[::1]/abs/2310.01234",
    "ftp://arxiv.org/abs/2310.01234",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "https://arxiv.org/list/cs.LG/recent",
    "https://arxiv.org/abs/../../etc/passwd",
    "https://www.biorxiv.org/content/10.9999/xyz",
    "not a url at all",
    "",
  ])("refuses %s with a readable message", (url) => {
    expect(() => parseRemoteSource(url)).toThrow(/arXiv|bioRxiv|address|URL|http/i);
  });
});
