import { describe, expect, it } from "vitest";
import { fontToken, scriptFonts, splitFontTokens } from "./writing-system-fonts.js";

describe("scriptFonts", () => {
  it("uses the common font for Latin text and a Noto font for each other script", () => {
    expect(scriptFonts("Attention is all you need")).toEqual({ latin: "Arial", ea: "Arial", cs: "Arial" });
    expect(scriptFonts("Transformer 模型")).toEqual({ latin: "Arial", ea: "Noto Sans CJK SC", cs: "Arial" });
    expect(scriptFonts("LLM मॉडल")).toEqual({ latin: "Arial", ea: "Arial", cs: "Noto Sans Devanagari" });
    expect(scriptFonts("தமிழ்")).toEqual({ latin: "Arial", ea: "Arial", cs: "Noto Sans Tamil" });
  });

  it("passes three faces through pptxgenjs as one name and splits them back in the slide XML", () => {
    expect(fontToken(scriptFonts("plain"))).toBe("Arial");
    const token = fontToken(scriptFonts("LLM मॉडल"));
    const written = `<a:rPr><a:latin typeface="${token}" pitchFamily="34" charset="0"/><a:ea typeface="${token}" pitchFamily="34" charset="-122"/><a:cs typeface="${token}" pitchFamily="34" charset="-120"/></a:rPr>`;
    expect(splitFontTokens(written)).toBe(
      '<a:rPr><a:latin typeface="Arial" pitchFamily="34" charset="0"/><a:ea typeface="Arial" pitchFamily="34" charset="-122"/><a:cs typeface="Noto Sans Devanagari" pitchFamily="34" charset="-120"/></a:rPr>',
    );
    const plain = '<a:latin typeface="Arial" charset="0"/><a:ea typeface="Arial"/><a:cs typeface="Arial"/>';
    expect(splitFontTokens(plain)).toBe(plain);
  });
});
