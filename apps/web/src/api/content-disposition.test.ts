import { describe, expect, it } from "vitest";
import { fileNameFrom } from "./content-disposition";

describe("download file names", () => {
  it("reads quoted, bare and RFC 5987 names, keeping only the base name", () => {
    expect(fileNameFrom('attachment; filename="paper_abc.pdf"')).toBe("paper_abc.pdf");
    expect(fileNameFrom("attachment; filename=paper_abc_source.tar.gz")).toBe("paper_abc_source.tar.gz");
    expect(fileNameFrom("attachment; filename=\"x.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe("résumé.pdf");
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe("passwd");
  });

  it("has no name without a usable header", () => {
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameFrom("inline")).toBeUndefined();
    expect(fileNameFrom('attachment; filename=""')).toBeUndefined();
  });
});
