import type { PaperDocument, PaperSection } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { planSections } from "./plan-sections.js";

const SENTENCE = "The model learns useful features from the data in every experiment we ran.";

/** Readable prose of about `words` words (13 per sentence). */
function prose(words: number): string {
  return Array.from({ length: Math.max(1, Math.round(words / 13)) }, () => SENTENCE).join(" ");
}

function sec(title: string, words: number, level = 1, kind: PaperSection["kind"] = "body"): PaperSection {
  const key = title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "_");
  return { key, title, level, text: words > 0 ? prose(words) : "", kind };
}

function doc(sections: PaperSection[], figures: PaperDocument["figures"] = [], language = "en"): PaperDocument {
  return {
    version: 1,
    source_kind: "latex",
    metadata: { title: "A Paper", authors: "Ann Author, Bo Writer", date: "" },
    abstract: prose(120),
    sections,
    figures,
    tables: [],
    language,
    warnings: [],
    spoken_math: [],
  };
}

const bodyOf = (d: PaperDocument) => planSections(d, "standard").sections.slice(1);

describe("planSections", () => {
  it("splits a section that holds most of the paper at its subsections, so its findings get slides", () => {
    const sections = [
      sec("Introduction", 400),
      sec("Context", 300),
      sec("Data", 0),
      sec("Employment records", 400, 2),
      sec("Party membership", 400, 2),
      sec("Who benefits from patronage?", 600, 2),
      sec("Islands of patronage", 600, 2),
      sec("Conclusion", 200),
    ];
    const titles = bodyOf(doc(sections)).map((s) => s.title);
    expect(titles).toContain("Who benefits from patronage?");
    expect(titles).toContain("Islands of patronage");
    expect(titles.at(-1)).toBe("Conclusion");
  });

  it("starts with the opening built from title, authors and abstract", () => {
    const plan = planSections(doc([sec("Introduction", 300), sec("Methods", 300), sec("Results", 300), sec("Conclusion", 200)]), "standard");
    const opening = plan.sections[0];
    expect(opening?.key).toBe("opening");
    expect(opening?.text).toContain("A Paper");
    expect(opening?.text).toContain("Ann Author, Bo Writer");
    expect(opening?.text).toContain(SENTENCE);
    expect(opening?.sourceKeys).toEqual([]);
    expect(plan.sections.map((s) => s.key)).toEqual(["opening", "introduction", "methods", "results", "conclusion"]);
  });

  it("leaves out back matter by kind and by title", () => {
    const d = doc([
      sec("Introduction", 300),
      sec("Methods", 300),
      sec("Results", 300),
      sec("Discussion", 300),
      sec("Data Availability", 200),
      sec("Author contributions", 100),
      sec("Acknowledgments", 100, 1, "acknowledgments"),
      sec("References", 500, 1, "references"),
      sec("Extra proofs", 400, 1, "appendix"),
    ]);
    const keys = bodyOf(d).flatMap((s) => s.sourceKeys);
    expect(keys).toEqual(["introduction", "methods", "results", "discussion"]);
  });

  it("merges down to eight sections in the paper's order, keeping introduction and conclusion apart", () => {
    const titles = ["Introduction", "A", "B", "C", "D", "E", "F", "G", "H", "I", "Conclusion"];
    const d = doc(titles.map((t, i) => sec(t, 200 + 40 * i)));
    const body = bodyOf(d);
    expect(body.length).toBe(8);
    expect(body.flatMap((s) => s.sourceKeys)).toEqual(titles.map((t) => t.toLowerCase()));
    expect(body[0]?.sourceKeys).toEqual(["introduction"]);
    expect(body[body.length - 1]?.sourceKeys).toEqual(["conclusion"]);
    expect(body.some((s) => s.title === "A and B")).toBe(true);
  });

  it("groups small neighbours ('Background' + 'Notation') but not large ones", () => {
    const d = doc([sec("Introduction", 600), sec("Background", 100), sec("Notation", 100), sec("Methods", 900), sec("Results", 900), sec("Conclusion", 300)]);
    const body = bodyOf(d);
    expect(body.map((s) => s.title)).toEqual(["Introduction", "Background and Notation", "Methods", "Results", "Conclusion"]);
    expect(body[1]?.key).toBe("background_and_notation");
    const large = doc([sec("Introduction", 600), sec("Background", 400), sec("Notation", 400), sec("Methods", 900), sec("Results", 900), sec("Conclusion", 300)]);
    expect(bodyOf(large).length).toBe(6);
  });

  it("keeps a small results section a slide of its own, and merges a small section into the neighbour that plays its part", () => {
    // Small by share (under 6 % of the paper), the results would have joined "Methods" and gone unsaid.
    const d = doc([sec("Author summary", 200), sec("Introduction", 750), sec("Model", 700), sec("Methods", 380), sec("Results", 150), sec("Discussion and conclusion", 1400)]);
    expect(bodyOf(d).map((s) => s.title)).toEqual(["Author summary and Introduction", "Model", "Methods", "Results", "Discussion and conclusion"]);
  });

  it("tells the story in order: methods before results, conclusion last, related work left out when enough remains", () => {
    // A life-science layout: results and discussion before the methods.
    const bio = doc([sec("Introduction", 400), sec("Results", 900), sec("Discussion", 400), sec("Methods", 900)]);
    expect(bodyOf(bio).map((s) => s.title)).toEqual(["Introduction", "Methods", "Results", "Discussion"]);
    const withRelated = doc([sec("Introduction", 400), sec("Related Work", 600), sec("Model", 900), sec("Experiments", 900), sec("Conclusion", 300)]);
    expect(bodyOf(withRelated).map((s) => s.title)).toEqual(["Introduction", "Model", "Experiments", "Conclusion"]);
    // Too little else to tell the story with: related work stays, as context after the introduction.
    const short = doc([sec("Introduction", 400), sec("Related Work", 600), sec("Conclusion", 300)]);
    expect(bodyOf(short).map((s) => s.title)).toEqual(["Introduction", "Related Work", "Conclusion"]);
    // A heading that names no part travels with the part before it.
    const named = doc([sec("Introduction", 400), sec("Results", 600), sec("Ablations on CIFAR", 600), sec("Our Sampler", 600), sec("Conclusion", 300)]);
    expect(bodyOf(named).map((s) => s.title)).toEqual(["Introduction", "Results", "Ablations on CIFAR", "Our Sampler", "Conclusion"]);
  });

  it("closes with the conclusion before the future work it is merged with, but keeps other parts in the paper's order", () => {
    const closing = (d: PaperDocument) => bodyOf(d).at(-1);
    const future = doc([sec("Introduction", 600), sec("Methods", 900), sec("Results", 900), sec("Extensions and future work", 80), sec("Conclusion", 80)]);
    expect(closing(future)?.sourceKeys).toEqual(["conclusion", "extensions_and_future_work"]);
    expect(closing(future)?.title).toBe("Conclusion");
    const implementation = doc([sec("Introduction", 600), sec("Methods", 900), sec("Results", 900), sec("Implementation notes", 80), sec("Conclusion", 80)]);
    const last = closing(implementation)?.sourceKeys ?? [];
    expect(last.indexOf("conclusion")).toBe(last.length - 1);
  });

  it("closes on a conclusion the paper nested as the last subsection of its results, on its own slide", () => {
    const nested = doc([sec("Introduction", 500), sec("Methods", 700), sec("Results", 0), sec("Validation", 400, 2), sec("Benchmarking", 400, 2), sec("Conclusion", 250, 2)]);
    const body = bodyOf(nested);
    expect(body.at(-1)?.title).toBe("Conclusion");
    expect(body.at(-1)?.sourceKeys).toEqual(["conclusion"]);
    expect(body.at(-2)?.sourceKeys).not.toContain("conclusion");
    // A conclusion inside one part, not closing the paper, stays where the paper put it.
    const inner = doc([sec("Introduction", 500), sec("Study 1", 0), sec("Results", 400, 2), sec("Summary", 100, 2), sec("Study 2", 600), sec("Discussion", 300)]);
    expect(bodyOf(inner).flatMap((b) => b.sourceKeys)).toContain("summary");
    expect(bodyOf(inner).map((b) => b.title)).not.toContain("Summary");
  });

  it("ends on the conclusion when the paper prints its limitations after it", () => {
    const acl = doc([sec("Introduction", 500), sec("Method", 700), sec("Results", 300), sec("Refined models", 400, 2), sec("Conclusions and future work", 250, 2), sec("Limitations", 300)]);
    const body = bodyOf(acl);
    expect(body.at(-1)?.sourceKeys).toEqual(["conclusions_and_future_work"]);
    expect(body.flatMap((b) => b.sourceKeys).indexOf("limitations")).toBeLessThan(body.flatMap((b) => b.sourceKeys).indexOf("conclusions_and_future_work"));
    const plain = doc([sec("Introduction", 500), sec("Results", 700), sec("Conclusion", 250), sec("Limitations", 300)]);
    expect(bodyOf(plain).at(-1)?.sourceKeys.at(-1)).toBe("conclusion");
  });

  it("merges a small subsection into its parent: a top-level section carries its subsections", () => {
    const d = doc([sec("Introduction", 300), sec("Methods", 50), sec("Data", 200, 2), sec("Model", 200, 2), sec("Results", 400), sec("Conclusion", 200)]);
    const methods = bodyOf(d).find((s) => s.key === "methods");
    expect(methods?.sourceKeys).toEqual(["methods", "data", "model"]);
    expect(methods?.text.split("\n\n").length).toBe(3);
  });

  it("splits at subsection boundaries when the paper has fewer than four sections", () => {
    const d = doc([sec("Introduction", 300), sec("Experiments", 20), sec("Setup", 300, 2), sec("Datasets", 300, 2), sec("Findings", 400, 2)]);
    const body = bodyOf(d);
    expect(body.map((s) => s.title)).toEqual(["Introduction", "Experiments", "Datasets", "Findings"]);
    expect(body[1]?.sourceKeys).toEqual(["experiments", "setup"]);
  });

  it("keeps opening + N when a short paper has no subsections to split", () => {
    const body = bodyOf(doc([sec("Introduction", 300), sec("Conclusion", 300)]));
    expect(body.map((s) => s.key)).toEqual(["introduction", "conclusion"]);
  });

  it("cuts a long paper without headings at its paragraphs, so it gets slides rather than one", () => {
    const paragraphs = Array.from({ length: 12 }, () => prose(200));
    const body = bodyOf(doc([{ key: "main_text", title: "Main text", level: 1, text: paragraphs.join("\n\n"), kind: "body" }]));
    expect(body).toHaveLength(4);
    expect(body.map((s) => s.sourceKeys[0])).toEqual(["main_text", "main_text_part_2", "main_text_part_3", "main_text_part_4"]);
    // Whole paragraphs, about a quarter each, none lost.
    expect(body.map((s) => s.text.split("\n\n").length)).toEqual([3, 3, 3, 3]);
  });

  it("leaves a short section without headings whole", () => {
    const text = Array.from({ length: 5 }, () => prose(140)).join("\n\n");
    expect(bodyOf(doc([{ key: "main_text", title: "Main text", level: 1, text, kind: "body" }]))).toHaveLength(1);
  });

  it("drops empty sections but keeps a heading whose text is all in its subsections", () => {
    const d = doc([sec("Introduction", 300), sec("Methods", 0), sec("Participants", 300, 2), sec("Empty", 0), sec("Results", 300), sec("Discussion", 300)]);
    const body = bodyOf(d);
    expect(body.map((s) => s.key)).toEqual(["introduction", "methods", "results", "discussion"]);
    expect(body[1]?.sourceKeys).toEqual(["methods", "participants"]);
  });

  it("makes unique, stable slug keys in any script, never reusing 'opening'", () => {
    const d = doc([sec("Opening", 300), sec("Results", 300), sec("Analysis", 300), sec("Results", 300)]);
    d.sections[3] = { ...(d.sections[3] as PaperSection), key: "results_2" };
    const keys = planSections(d, "standard").sections.map((s) => s.key);
    // The sections keep the paper's order (only a methods section printed after the results moves).
    expect(keys).toEqual(["opening", "opening_2", "results", "analysis", "results_2"]);
    expect(planSections(d, "standard")).toEqual(planSections(d, "standard"));
    const zh = doc(
      ["介绍", "模型架构", "训练", "结论"].map((t) => ({ key: t, title: t, level: 1, text: "我们提出了一种新的简单网络架构，完全基于注意力机制。".repeat(20), kind: "body" as const })),
      [],
      "zh",
    );
    const plan = planSections(zh, "standard");
    expect(plan.sections.map((s) => s.key)).toEqual(["opening", "介绍", "模型架构", "训练", "结论"]);
    expect(plan.sections[0]?.title).toBe("开场");
  });

  it("scales word targets with the talk length", () => {
    const d = doc([sec("Introduction", 600), sec("Methods", 900), sec("Results", 900), sec("Conclusion", 300)]);
    const total = (length: "short" | "standard" | "long") => planSections(d, length).sections.reduce((n, s) => n + s.targetWords, 0);
    expect(total("short")).toBeLessThan(total("standard"));
    expect(total("standard")).toBeLessThan(total("long"));
    expect(Math.abs(total("standard") - 675)).toBeLessThanOrEqual(3);
  });

  it("gives each section its own figures and re-homes back-matter figures to the section citing them", () => {
    const d = doc(
      [sec("Introduction", 300), sec("Methods", 300), sec("Results", 300), sec("Conclusion", 200), sec("Figure legends", 100, 1, "back_matter")],
      [
        { name: "fig_01.png", caption: "Figure 1: Overview.", section_key: "introduction" },
        { name: "fig_02.png", caption: "Figure 2: Accuracy.", section_key: "figure_legends" },
        { name: "fig_03.png", caption: "Figure 3: Unused.", section_key: "figure_legends" },
      ],
    );
    d.sections[2] = { ...(d.sections[2] as PaperSection), text: `${prose(200)} Accuracy improves (Fig. 2).` };
    const body = bodyOf(d);
    expect(body.find((s) => s.key === "introduction")?.figures.map((f) => f.name)).toEqual(["fig_01.png"]);
    expect(body.find((s) => s.key === "results")?.figures.map((f) => f.name)).toEqual(["fig_02.png"]);
    expect(body.flatMap((s) => s.figures).some((f) => f.name === "fig_03.png")).toBe(false);
  });
});

describe("narration keys", () => {
  it("keep combining marks of Indic scripts inside words", async () => {
    const { sectionKey: narrationKey } = await import("../../ingest/section-key.js");
    const used = new Set(["opening"]);
    expect(narrationKey("परिचय", used)).toBe("परिचय");
    expect(narrationKey("Related Work & Background", used)).toBe("related_work_background");
    expect(narrationKey("Opening", used)).toBe("opening_2");
    expect(narrationKey("   ", used)).toBe("section");
  });
});

describe("planSections without an abstract", () => {
  it("opens on the first section's text when the paper has no abstract, so the opening says the problem", () => {
    const d = { ...doc([sec("Background", 300), sec("Methods", 300), sec("Results", 300), sec("Conclusion", 200)]), abstract: "" };
    const plan = planSections(d, "standard");
    expect(plan.abstract).toContain(SENTENCE);
    expect(plan.sections[0]?.text).toContain(SENTENCE);
  });

  it("keeps a real abstract as the opening's text", () => {
    const d = { ...doc([sec("Introduction", 300), sec("Conclusion", 200)]), abstract: "We measure how far the river moved in a century of maps, and find it moved two kilometres east of its old bed." };
    expect(planSections(d, "standard").abstract).toBe(d.abstract);
  });
});
