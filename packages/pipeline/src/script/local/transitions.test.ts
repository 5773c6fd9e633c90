import { describe, expect, it } from "vitest";
import { CaseStats } from "./casing.js";
import { spokenHeading, withArticle } from "./spoken-title.js";
import { transitionFor } from "./transitions.js";

const cases = new CaseStats("We describe our methods and results. The related work uses Monte Carlo methods in the Monte Carlo study.");

describe("transitions", () => {
  it("names the section in spoken form, with an article where English needs one", () => {
    expect(spokenHeading("Materials & Methods", cases)).toBe("materials and methods");
    expect(spokenHeading("Monte Carlo Study", cases)).toBe("Monte Carlo study");
    expect(withArticle("methods")).toBe("the methods");
    expect(withArticle("why self-attention")).toBe("why self-attention");
    expect(withArticle("assessing modeling errors")).toBe("assessing modeling errors");
    expect(withArticle("half an example")).toBe("half an example");
  });

  it("varies the phrase through a talk and marks the first and last sections", () => {
    const titles = ["Introduction", "Related Work", "Methods", "Experiments", "Results", "Analysis", "Discussion", "Conclusion"];
    const lines = titles.map((t, i) => transitionFor(t, i + 1, titles.length, "en", cases, "A Paper"));
    expect(new Set(lines.map((l) => l.replace(/the .*|[a-z]+\.$/i, ""))).size).toBeGreaterThan(4);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines[0]).toMatch(/introduction\.$/);
    expect(lines[lines.length - 1]).toMatch(/^(?:Finally|To wrap up)/);
    for (const l of lines) expect(l.split(/\s+/).length).toBeLessThanOrEqual(12);
  });

  it("names no heading it cannot say well: a name takes no article, asides go, a long or merged heading is not said", () => {
    expect(transitionFor("CloudCoder", 2, 5, "en", cases, "A Paper")).not.toMatch(/the CloudCoder/);
    expect(transitionFor("SimBricks for System Evaluation", 2, 5, "en", new CaseStats("SimBricks helps system evaluation."), "A Paper")).not.toMatch(/the SimBricks/);
    // A name that modifies a common noun is part of a common-noun heading, which takes "the".
    expect(transitionFor("SleepGuard Sleep Monitoring Platform", 2, 5, "en", new CaseStats("SleepGuard uses a sleep monitoring platform."), "A Paper")).toMatch(/the SleepGuard sleep monitoring platform\.$/);
    expect(transitionFor("ObliDB's Storage Methods", 2, 5, "en", new CaseStats("ObliDB has storage methods."), "A Paper")).toMatch(/[^e] ObliDB's storage methods\.$/);
    expect(transitionFor("eBPF for an Intrusion Detection System (IDS)", 2, 5, "en", cases, "A Paper")).not.toContain("(IDS)");
    const long = transitionFor("Incomplete optimization as variational inference and The entropy of gradient descent", 2, 5, "en", cases, "A Paper");
    expect(long).not.toMatch(/optimization/);
    expect(["Let's move on.", "Next.", "Moving on."]).toContain(long);
    expect(transitionFor("Incomplete optimization as variational inference in neural networks", 5, 5, "en", cases, "A Paper")).toBe("Finally, let's wrap up.");
    // A title joined from the headings of the text its points come from is shown, not said.
    // A title joined from headings that are no noun phrase is shown, not said; one of noun phrases is said.
    expect(["Let's move on.", "Next.", "Moving on."]).toContain(transitionFor("Experimental and computational", 2, 5, "en", cases, "A Paper", ["Experimental", "Computational"]));
    expect(["Let's move on.", "Next.", "Moving on."]).toContain(transitionFor("Ewiser and Integrating PageRank", 2, 5, "en", cases, "A Paper", ["Ewiser", "Integrating PageRank"]));
    expect(transitionFor("Microbenchmarks and macrobenchmarks", 2, 5, "en", cases, "A Paper", ["Microbenchmarks", "Macrobenchmarks"])).toMatch(/the microbenchmarks and macrobenchmarks\.$/);
    // A heading set like a slide, or a list of headings: its colon and commas cannot be said.
    expect(["Let's move on.", "Next.", "Moving on."]).toContain(transitionFor("PDF: Structure, Complexity", 2, 5, "en", cases, "A Paper"));
    expect(["Let's move on.", "Next.", "Moving on."]).toContain(transitionFor("Results, Data, Tests and Bounds", 3, 5, "en", cases, "A Paper"));
    expect(transitionFor("Data and Results", 3, 5, "en", cases, "A Paper")).toMatch(/data and results\.$/);
    // A question or a verb phrase where the templates want a noun phrase.
    expect(["Let's move on.", "Next.", "Moving on."]).toContain(transitionFor("Is the toss random?", 3, 5, "en", cases, "A Paper"));
    expect(transitionFor("Using IPFS and the future", 5, 5, "en", cases, "A Paper")).toBe("Finally, let's wrap up.");
    expect(transitionFor("Training details", 3, 5, "en", cases, "A Paper")).toMatch(/training details\.$/);
    // A noun with its label names one thing: no article ("let's look at experiment 1").
    expect(transitionFor("Experiment 1", 3, 5, "en", cases, "A Paper")).not.toMatch(/the experiment/i);
    expect(transitionFor("Experiment 2 and participants", 3, 5, "en", cases, "A Paper")).toMatch(/ experiment 2 and participants\.$/);
    expect(transitionFor("Experiment 2, participants and results", 3, 5, "en", cases, "A Paper")).not.toMatch(/the experiment/i);
  });

  it("recognises its own transitions", async () => {
    const { isTransition } = await import("./transitions.js");
    expect(isTransition("Next, let's look at the methods.")).toBe(true);
    expect(isTransition("接下来看“模型架构”部分。")).toBe(true);
    expect(isTransition("Next, we train the network on radar images.")).toBe(false);
    expect(isTransition("Let's move on.")).toBe(true);
  });

  it("uses Chinese phrases for Chinese and none for languages without a template", () => {
    expect(transitionFor("模型架构", 2, 5, "zh", cases, "注意力")).toMatch(/^[^A-Za-z]*“模型架构”[^A-Za-z]*$/u);
    expect(transitionFor("परिचय", 1, 5, "hi", cases, "x")).toBe("");
  });
});
