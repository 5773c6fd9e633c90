import { describe, expect, it } from "vitest";
import { stripComments } from "./strip-comments.js";

describe("stripComments", () => {
  it("removes comments the way TeX reads them", () => {
    expect(stripComments("a % note\nb")).toBe("a b\n");
    expect(stripComments("foo%\n   bar")).toBe("foobar\n");
    expect(stripComments("text\n% whole line\nmore")).toBe("text\nmore\n");
    expect(stripComments("end.%\n\nNext")).toBe("end.\n\nNext\n");
  });

  it("keeps escaped percent signs, \\\\ before a comment, \\verb and URLs", () => {
    expect(stripComments("50\\% done % gone\nx")).toBe("50\\% done x\n");
    expect(stripComments("line\\\\% gone")).toBe("line\\\\");
    expect(stripComments("\\verb|%x| y % z")).toBe("\\verb|%x| y ");
    expect(stripComments("\\url{http://a.b/%20c} d % e")).toBe("\\url{http://a.b/%20c} d ");
  });

  it("drops comment environments and leaves verbatim alone", () => {
    expect(stripComments("a\n\\begin{comment}\nsecret % x\n\\end{comment}\nb")).toBe("a\nb\n");
    expect(stripComments("\\begin{verbatim}\n50% kept\n\\end{verbatim}\n% gone")).toBe("\\begin{verbatim}\n50% kept\n\\end{verbatim}\n");
  });
});
