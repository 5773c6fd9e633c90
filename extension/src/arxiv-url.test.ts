import { describe, expect, it } from "vitest";
import { canonicalAbsUrl } from "./arxiv-url";

describe("canonicalAbsUrl", () => {
  it.each([
    ["https://arxiv.org/abs/2310.01234", "https://arxiv.org/abs/2310.01234"],
    ["http://arxiv.org/abs/2310.01234", "https://arxiv.org/abs/2310.01234"],
    ["https://www.arxiv.org/abs/1706.03762", "https://arxiv.org/abs/1706.03762"],
    ["https://arxiv.org/abs/2310.01234v2", "https://arxiv.org/abs/2310.01234v2"],
    ["https://arxiv.org/abs/2310.01234/", "https://arxiv.org/abs/2310.01234"],
    ["https://arxiv.org/pdf/2310.01234", "https://arxiv.org/abs/2310.01234"],
    ["https://arxiv.org/pdf/2310.01234v3", "https://arxiv.org/abs/2310.01234v3"],
    ["https://arxiv.org/pdf/2310.01234v3.pdf", "https://arxiv.org/abs/2310.01234v3"],
    ["https://arxiv.org/pdf/0704.0001.pdf", "https://arxiv.org/abs/0704.0001"],
    ["https://arxiv.org/abs/hep-th/9901001", "https://arxiv.org/abs/hep-th/9901001"],
    ["https://arxiv.org/pdf/hep-th/9901001v1.pdf", "https://arxiv.org/abs/hep-th/9901001v1"],
    ["https://arxiv.org/abs/math.GT/0309136", "https://arxiv.org/abs/math.GT/0309136"],
    ["https://arxiv.org/abs/2310.01234?context=cs.LG", "https://arxiv.org/abs/2310.01234"],
    ["https://arxiv.org/abs/2310.01234#S3", "https://arxiv.org/abs/2310.01234"],
    ["https://arxiv.org/pdf/2310.01234v1?download=1#page=4", "https://arxiv.org/abs/2310.01234v1"],
    ["https://ARXIV.org/abs/2310.01234", "https://arxiv.org/abs/2310.01234"],
  ])("maps %s to %s", (page, abs) => {
    expect(canonicalAbsUrl(page)).toBe(abs);
  });

  it.each([
    "https://arxiv.org/",
    "https://arxiv.org/list/cs.LG/recent",
    "https://arxiv.org/search/?query=attention",
    "https://arxiv.org/abs/",
    "https://arxiv.org/abs/not-an-id",
    "https://arxiv.org/abs/2310.01234/extra",
    "https://arxiv.org/abs/../../etc/passwd",
    "https://arxiv.org/abs/2310.1",
    "https://arxiv.org/html/2310.01234",
    "https://arxiv.org.evil.test/abs/2310.01234",
    "https://evilarxiv.org/abs/2310.01234",
    "https://www.biorxiv.org/content/10.1101/2022.12.13.519519v1",
    "ftp://arxiv.org/abs/2310.01234",
    "https://arxiv.org/abs/%E0%A4%A",
    "not a url",
    "",
  ])("refuses %s", (page) => {
    expect(canonicalAbsUrl(page)).toBeNull();
  });
});
