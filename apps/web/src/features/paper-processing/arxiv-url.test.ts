import { VALIDATION } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { arxivUrlProblem } from "./arxiv-url";

describe("the arXiv link check of the paper form", () => {
  it("accepts what the server imports and refuses the rest with the form's words", () => {
    expect(arxivUrlProblem("https://arxiv.org/abs/2310.01234", "oneClick")).toBeNull();
    expect(arxivUrlProblem("https://www.biorxiv.org/content/10.1101/2020.01.02.123456v1", "process")).toBeNull();
    expect(arxivUrlProblem("   ", "process")).toBe(VALIDATION.arxivUrlEmpty);
    // One click takes arXiv only.
    expect(arxivUrlProblem("https://www.biorxiv.org/content/10.1101/2020.01.02.123456v1", "oneClick")).toBe(VALIDATION.arxivInvalid);
    // Containing the host is not enough: a listing, a look-alike host, a path on another host.
    expect(arxivUrlProblem("https://arxiv.org/list/cs.LG/recent", "oneClick")).toBe(VALIDATION.arxivInvalid);
    expect(arxivUrlProblem("https://arxiv.org.evil.test/abs/2310.01234", "process")).toBe(VALIDATION.arxivOrBiorxivInvalid);
    expect(arxivUrlProblem("https://example.org/arxiv.org/abs/2310.01234", "process")).toBe(VALIDATION.arxivOrBiorxivInvalid);
  });
});
