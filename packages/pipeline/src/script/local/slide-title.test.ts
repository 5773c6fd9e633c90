import { describe, expect, it } from "vitest";
import type { PlannedSection, SectionPart } from "../types.js";
import { CaseStats } from "./casing.js";
import { slideTitle as titleWith, titleFromPoints } from "./slide-title.js";

function section(title: string, parts: SectionPart[]): PlannedSection {
  return { key: "s", title, sourceKeys: [], text: parts.map((p) => p.text).join("\n\n"), parts, figures: [], targetWords: 100 };
}

const cases = new CaseStats("the optimal storage of bits, an optimal buffer");
const slideTitle = (s: PlannedSection, points: number[], cjk: boolean, language: string) => titleWith(s, points, cjk, language, cases);

const hypergradients = section("Hypergradients", [
  { title: "Hypergradients", level: 1, text: "Reverse-mode differentiation needs the whole trajectory. It costs memory." },
  { title: "Reversible learning with exact arithmetic", level: 2, text: "SGD with momentum can be run backwards. The reverse update undoes the forward one." },
  { title: "Optimal storage of discarded entropy", level: 2, text: "The lost bits are kept in a buffer. This saves a factor of 200 in memory." },
]);

describe("slideTitle", () => {
  it("names a slide by the subsection all its points come from", () => {
    expect(slideTitle(hypergradients, [2, 3], false, "en")).toBe("Reversible learning with exact arithmetic");
  });

  it("names every heading its points come from, in the paper's order", () => {
    expect(slideTitle(hypergradients, [4, 0], false, "en")).toBe("Hypergradients and optimal storage of discarded entropy");
  });

  it("opens with a capital when the heading it keeps was lowered inside a join", () => {
    const amputation = section("Multivariate amputation", [
      { title: "Multivariate amputation", level: 1, text: "" },
      { title: "benefits of multivariate amputation", level: 2, text: "Weights tune the mechanism. Zero weights are allowed." },
    ]);
    expect(slideTitle(amputation, [0, 1], false, "en")).toBe("Benefits of multivariate amputation");
  });

  it("keeps the plan's title with one part, no point, or sentences it cannot place", () => {
    expect(slideTitle(section("Methods", [{ title: "Methods", level: 1, text: "One. Two." }]), [0], false, "en")).toBe("Methods");
    expect(slideTitle(hypergradients, [], false, "en")).toBe("Hypergradients");
    // The narration's other sentences name the slide too: a point from one subsection said after a sentence of another.
    expect(titleWith(hypergradients, [2, 3], false, "en", cases, [0, 2, 3])).toBe("Hypergradients and reversible learning with exact arithmetic");
    expect(slideTitle({ ...hypergradients, text: `${hypergradients.text} An extra sentence.` }, [2], false, "en")).toBe("Hypergradients");
  });

  it("keeps the plan's title when the headings would make a title too wide to read at a glance", () => {
    const zh = section("模型架构", [
      { title: "编码器和解码器堆栈", level: 2, text: "编码器由六层组成。" },
      { title: "缩放点积注意力", level: 2, text: "我们称之为缩放点积注意力。" },
      { title: "多头注意力", level: 2, text: "多头注意力让模型同时关注不同位置。" },
      { title: "模型中注意力的应用", level: 2, text: "模型以三种方式使用多头注意力。" },
    ]);
    expect(slideTitle(zh, [0, 1, 2, 3], true, "zh")).toBe("模型架构");
    expect(slideTitle(zh, [1], true, "zh")).toBe("缩放点积注意力");
  });
});

describe("titleFromPoints", () => {
  it("names a slide by the subject of its first point that opens with a plain noun phrase", () => {
    const bullets = ["We assume that the drop behaves like a cylinder", "The maximal spreading diameter scales with the Weber number"];
    expect(titleFromPoints(bullets, new Set())).toBe("Maximal spreading diameter");
  });
  it("never takes a possessive or demonstrative subject, nor a title another slide has", () => {
    expect(titleFromPoints(["Our results illustrate that dissipation matters"], new Set())).toBeNull();
    expect(titleFromPoints(["Drop impact is a singular limit"], new Set(["drop impact"]))).toBeNull();
  });
});
