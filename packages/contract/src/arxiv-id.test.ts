import { describe, expect, it } from "vitest";
import { isArxivHost, parseArxivId, parseArxivPath, readPaperAddress } from "./arxiv-id.js";

describe("parseArxivId", () => {
  it.each([
    ["2310.01234", "2310.01234", undefined],
    ["2310.01234v2", "2310.01234", "v2"],
    ["0704.0001", "0704.0001", undefined],
    ["hep-th/9901001", "hep-th/9901001", undefined],
    ["math.GT/0309136v1", "math.GT/0309136", "v1"],
  ])("reads %s", (text, id, version) => {
    expect(parseArxivId(text)).toEqual({ id, version });
  });

  it.each(["", "2310.1", "2310.012345", "not-an-id", "2310.01234/extra", "../../etc/passwd", "2310.01234v", " 2310.01234", "HEP-TH/9901001"])("refuses %j", (text) => {
    expect(parseArxivId(text)).toBeNull();
  });
});

describe("parseArxivPath", () => {
  it.each([
    ["/abs/2310.01234", "abs", "2310.01234", undefined],
    ["/abs/2310.01234/", "abs", "2310.01234", undefined],
    ["/pdf/2310.01234v3.pdf", "pdf", "2310.01234", "v3"],
    ["/html/2310.01234v1", "html", "2310.01234", "v1"],
    ["/e-print/2310.01234", "e-print", "2310.01234", undefined],
    ["/format/hep-th/9901001", "format", "hep-th/9901001", undefined],
    ["/pdf/hep-th/9901001v1.pdf", "pdf", "hep-th/9901001", "v1"],
  ])("reads %s", (path, page, id, version) => {
    expect(parseArxivPath(path)).toEqual({ page, id, version });
  });

  it.each(["/", "/abs/", "/list/cs.LG/recent", "/search/", "/abs/not-an-id", "/abs/2310.01234/extra", "/abs/../../etc/passwd", "/ABS/2310.01234", "abs/2310.01234"])("refuses %s", (path) => {
    expect(parseArxivPath(path)).toBeNull();
  });
});

describe("isArxivHost", () => {
  it("knows arXiv's hosts in any case and nothing that merely contains the name", () => {
    expect(["arxiv.org", "www.arxiv.org", "export.arxiv.org", "ARXIV.org"].map(isArxivHost)).toEqual([true, true, true, true]);
    expect(["arxiv.org.evil.test", "evilarxiv.org", "biorxiv.org", ""].map(isArxivHost)).toEqual([false, false, false, false]);
  });
});

describe("readPaperAddress", () => {
  it.each([
    ["https://arxiv.org/abs/2310.01234v2", { kind: "arxiv", id: "2310.01234", version: "v2" }],
    ["arxiv.org/pdf/2310.01234.pdf", { kind: "arxiv", id: "2310.01234", version: undefined }],
    ["arXiv:hep-th/9901001", { kind: "arxiv", id: "hep-th/9901001", version: undefined }],
    ["https://www.biorxiv.org/content/10.1101/2020.01.02.123456v1.full.pdf", { kind: "biorxiv", doi: "10.1101/2020.01.02.123456", version: "v1" }],
    ["doi:10.1101/123456", { kind: "biorxiv", doi: "10.1101/123456", version: undefined }],
  ])("reads %s", (text, paper) => {
    expect(readPaperAddress(text)).toEqual({ ok: true, paper });
  });

  it.each([
    ["https://arxiv.org/list/cs.LG/recent", "arxiv_not_paper"],
    ["https://arxiv.org.evil.test/abs/2310.01234", "other_host"],
    ["https://example.org/arxiv.org/abs/2310.01234", "other_host"],
    ["ftp://arxiv.org/abs/2310.01234", "not_http"],
    ["https://user:pw@arxiv.org/abs/2310.01234", "credentials"],
    ["https://www.biorxiv.org/about", "biorxiv_not_paper"],
    ["https://arxiv.org/abs/%E0%A4%A", "malformed"],
  ])("refuses %s (%s)", (text, problem) => {
    expect(readPaperAddress(text)).toEqual({ ok: false, problem });
  });
});
