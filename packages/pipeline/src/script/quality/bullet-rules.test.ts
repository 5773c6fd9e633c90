import { describe, expect, it } from "vitest";
import { bulletProblems, standAlone } from "./bullet-rules.js";
import { findMathHoles } from "./math-holes.js";

describe("bullet rules", () => {
  it.each([
    ["Our predictive model has stochastic latent variables thus", "fragment"],
    ["Extracting this information from an observed signal", "fragment"],
    ["Equatorial geodesic in Kerr spacetime", "fragment"],
    ["To optimize QC and scale it to this large dataset", "fragment"],
    ["DeepCoder is a recent model which, like ours", "fragment"],
    ["The traffic trace was captured using tcpdump at a single router, through", "fragment"],
    ["The 24-hour trace is split into 144 10-minute segments, each", "fragment"],
    ["The following features are preserved across all models", "pointer"],
    ["It does have limitations", "leans_back"],
    ["These pauses are longer than 4 frames", "leans_back"],
    ["On a figure we show results for experiments", "pointer"],
    ["We have also plotted mode 7 in Figure 3", "pointer"],
    ["The paper shows the results", "filler"],
    ["The dashed line denotes a magnitude of 1", "pointer"],
    ["Different colors refer to different combinations of M and mu", "pointer"],
    ["The model uses ⟨formula⟩ as its loss", "formula"],
  ])("%s → %s", (bullet, problem) => {
    expect(bulletProblems(bullet)).toContain(problem);
  });

  it.each([
    "The small body excites gravitational radiation",
    "Sampling from an MH-GAN is more expensive than a standard GAN",
    "N equals 500 sufficiently approximates the mode power",
    "This paper outlines the foundations underpinning bhpwave",
    "There is one main open-source self-force model for EMRI waveforms",
    "We introduce the MH-GAN, which combines MCMC and GANs",
    "Crop yields rose in the following years in every region",
  ])("accepts the statement %s", (bullet) => {
    expect(bulletProblems(bullet)).toEqual([]);
  });

  it("repairs a demonstrative before a noun, not one standing as the subject", () => {
    expect(standAlone("These binaries are exciting gravitational wave sources")).toBe("The binaries are exciting gravitational wave sources");
    expect(standAlone("This introduces interpolation noise")).toBe("This introduces interpolation noise");
  });
});

describe("math holes", () => {
  const tex = "We assume that $N_{\\rm samp}$ is sufficiently large. Units are geometric ($G=c=1$) in the inspiral calculation.";
  it("finds a narration that says a formula's neighbours with nothing between them", () => {
    const holes = findMathHoles([tex], ["We assume that is sufficiently large.", "Units are geometric in the inspiral calculation."]);
    expect(holes.map((h) => h.sentence)).toEqual(["We assume that is sufficiently large.", "Units are geometric in the inspiral calculation."]);
    expect(holes[0]?.source).toContain("N_{\\rm samp}");
  });
  it("accepts the formula said in words, or the sentence left out", () => {
    expect(findMathHoles([tex], ["We assume that N sub samp is sufficiently large.", "Units are geometric (G equals c equals 1) in the inspiral calculation.", "Something else entirely."])).toEqual([]);
  });
});
