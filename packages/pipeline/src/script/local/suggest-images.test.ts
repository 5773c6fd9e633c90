import { describe, expect, it } from "vitest";
import type { PlannedSection, ScriptPlan } from "../types.js";
import { suggestImages } from "./suggest-images.js";

function section(key: string, text: string, figures: PlannedSection["figures"] = []): PlannedSection {
  return { key, title: key, sourceKeys: [key], text, parts: [{ title: key, level: 1, text }], figures, targetWords: 100 };
}

function plan(sections: PlannedSection[], opening = "T\nA"): ScriptPlan {
  return {
    metadata: { title: "T", authors: "A", date: "" },
    abstract: "",
    language: "en",
    length: "standard",
    sections: [section("opening", opening), ...sections],
  };
}

const fig = (n: number, caption: string) => ({ name: `fig_0${n}.png`, caption });

describe("suggestImages", () => {
  it("gives a section the figure it refers to, even when the figure sits elsewhere", () => {
    const p = plan([
      section("introduction", "Rainfall is hard to predict. Our approach is outlined in Figure 2.", [fig(1, "Radar towers across the country.")]),
      section("method", "The network uses six frames.", [fig(2, "Architecture of the network.")]),
      section("results", "Errors grow with lead time (Fig. 3).", [fig(3, "Error against lead time.")]),
    ], "We forecast rainfall from the radar towers of the whole country.");
    const images = suggestImages(p);
    expect(images.introduction).toBe("fig_02.png");
    expect(images.results).toBe("fig_03.png");
    // The method's own figure was taken by the introduction; Figure 1 is left for the opening.
    expect(images.method).toBeNull();
    expect(images.opening).toBe("fig_01.png");
  });

  it("prefers, among a section's figures, the one whose caption supports what the slide says", () => {
    const text = "We collected radar echoes from twelve weather stations, each with its own coverage area on the map. The network learns from them.";
    const p = plan([section("method", text, [fig(1, "Map of the twelve weather stations and their radar coverage areas."), fig(2, "Pixel loss during training on sequences of six frames.")])]);
    const said = { method: { script: "The network is trained on sequences of six radar frames with a pixel loss.", bullet_points: ["The network is trained on sequences of six radar frames"] } };
    expect(suggestImages(p).method).toBe("fig_01.png");
    expect(suggestImages(p, said).method).toBe("fig_02.png");
  });

  it("matches captions to sections by their words above a threshold, and uses each image once", () => {
    const p = plan([
      section("data", "We collected radar echoes from twelve weather stations over ten years of storms.", [fig(1, "Map of the twelve weather stations and their radar coverage.")]),
      section("training", "The network is trained on sequences of six radar frames with a pixel loss.", []),
      section("evaluation", "Forecast errors of the trained network grow with lead time for storms and drizzle alike.", []),
    ]);
    p.sections[1]?.figures.push(fig(2, "Forecast errors grow with lead time for storms and drizzle."), fig(3, "A photograph of the lab cat."));
    const images = suggestImages(p);
    expect(images.data).toBe("fig_01.png");
    expect(images.evaluation).toBe("fig_02.png");
    expect(images.training).toBeNull();
    const used = Object.values(images).filter(Boolean);
    expect(new Set(used).size).toBe(used.length);
  });

  it("leaves the opening without an image when the first figure is claimed, and handles papers without figures", () => {
    const p = plan([section("introduction", "See Figure 1 for the idea.", [fig(1, "The idea.")]), section("method", "Nothing to show.")]);
    expect(suggestImages(p)).toEqual({ opening: null, introduction: "fig_01.png", method: null });
    expect(suggestImages(plan([section("a", "Text only.")]))).toEqual({ opening: null, a: null });
  });

  it("opens on the figure whose caption matches the abstract, not on the first figure when another matches", () => {
    const p = plan([
      section("data", "We recruited 1141 patients across five hospitals.", [fig(1, "Age and smoking status of the 1141 patients.")]),
      section("method", "Panels are chosen by a generative model.", [fig(2, "Estimated tumour mutation burden against panel size for our data-driven panels.")]),
    ]);
    const opening = p.sections[0];
    if (opening) opening.text = "We design targeted gene panels that estimate tumour mutation burden from a data-driven generative model, for any panel size.";
    const images = suggestImages(p);
    expect(images.data).toBe("fig_01.png");
    expect(images.method).toBe("fig_02.png");
    // Both figures are taken by their sections, so the opening shows neither.
    expect(images.opening).toBeNull();
    const free = plan([section("data", "We recruited 1141 patients across five hospitals.", [fig(1, "Age and smoking status of the 1141 patients.")]), section("discussion", "It works.", [])]);
    free.sections[1]?.figures.push(fig(2, "Estimated tumour mutation burden against panel size for our data-driven panels."));
    const first = free.sections[0];
    if (first) first.text = "We design targeted gene panels that estimate tumour mutation burden from a data-driven generative model, for any panel size.";
    // Figure 2 sits in the data section without a mention; the opening's words match its caption.
    expect(suggestImages(free).opening).toBe("fig_02.png");
    // A first figure whose caption shares nothing with the abstract does not open the talk.
    const figures = [fig(1, "Age and smoking status of the 1141 patients."), fig(2, "It works.")];
    const unrelated = plan([section("discussion", "As Figure 2 shows, it works.", figures)], free.sections[0]?.text);
    expect(suggestImages(unrelated)).toEqual({ opening: null, discussion: "fig_02.png" });
    // The same figure opens a talk whose abstract it speaks to.
    expect(suggestImages(plan([section("discussion", "As Figure 2 shows, it works.", figures)], "Smoking status and age of patients predict the burden.")).opening).toBe("fig_01.png");
  });

  it("reads figure numbers from captions when they state them", () => {
    const p = plan([section("results", "As Figure 4 shows, it works.", [{ name: "fig_01.png", caption: "Figure 4: It works." }, { name: "fig_02.png", caption: "Figure 1: Overview." }])], "An overview of the method.");
    expect(suggestImages(p).results).toBe("fig_01.png");
    expect(suggestImages(p).opening).toBe("fig_02.png");
  });
});
