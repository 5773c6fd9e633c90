import { describe, expect, it } from "vitest";
import { pointsAtUnseen, standAloneSentence } from "./coherence.js";
import { subordinateFragment } from "./sentence-kinds.js";
import { withoutGluedHeading } from "./candidates.js";

describe("standAloneSentence", () => {
  it("keeps 'This paper …': the document itself is never unheard", () => {
    const s = "This paper describes the design of a congestion control plane.";
    expect(standAloneSentence(s, false)).toBe(s);
  });

  it("drops the markers that tie a sentence to one left unsaid, keeping its claim", () => {
    expect(standAloneSentence("CCP algorithms are hence implemented in Rust.", false)).toBe("CCP algorithms are implemented in Rust.");
    expect(standAloneSentence("The kernel, therefore, stays simple.", false)).toBe("The kernel stays simple.");
    // A set named only by "these": which ones?
    expect(standAloneSentence("For each of these we compared a two layer GILR-LSTM to a two layer LSTM.", false)).toBeNull();
    expect(standAloneSentence("Each of these models fails.", false)).toBeNull();
    // A purpose pointing back at a problem not heard: the step taken stays.
    expect(standAloneSentence("To solve this issue we exploit the connection to the PPR algorithm.", false)).toBe("We exploit the connection to the PPR algorithm.");
    expect(standAloneSentence("To circumvent this, we stack the four previous frames.", false)).toBe("We stack the four previous frames.");
    expect(standAloneSentence("To solve the task we train a network.", false)).toBe("To solve the task we train a network.");
    // A contrast with a sentence not heard: the claim stays, the contrast goes.
    expect(standAloneSentence("The multivariate procedure, on the other hand, generates reliable amputations.", false)).toBe("The multivariate procedure generates reliable amputations.");
    // "further" adds to a step the listener may not have heard; "further work" is no marker.
    expect(standAloneSentence("We further limited observations to the overpass window.", false)).toBe("We limited observations to the overpass window.");
    expect(standAloneSentence("We need further analysis of the data.", false)).toBe("We need further analysis of the data.");
    expect(standAloneSentence("Together, the model is the best calibrated one.", false)).toBe("The model is the best calibrated one.");
    // "Others", "Some are …": the set they are drawn from was named before.
    expect(standAloneSentence("Others are largely autonomous from party members.", false)).toBeNull();
    expect(standAloneSentence("Some are lost to follow-up.", false)).toBeNull();
    expect(standAloneSentence("None had participated in other experiments.", false)).toBeNull();
    expect(standAloneSentence("Some patients are lost to follow-up.", false)).toBe("Some patients are lost to follow-up.");
    expect(standAloneSentence("The recruitment probability is however biased by local conditions.", false)).toBe("The recruitment probability is biased by local conditions.");
    expect(standAloneSentence("Nonetheless purely adiabatic models may suffice for detection.", false)).toBe("Purely adiabatic models may suffice for detection.");
    // A summing-up opener sums up what the listener may not have heard: the claim stays.
    expect(standAloneSentence("Taken together, EMG activity predicts the neural response.", false)).toBe("EMG activity predicts the neural response.");
    expect(standAloneSentence("However, the agent thus runs apart from the datapath.", false)).toBe("The agent runs apart from the datapath.");
    expect(standAloneSentence("Regardless, we found that a default limit of 4 worked best.", false)).toBe("We found that a default limit of 4 worked best.");
    expect(standAloneSentence("More, the spillover effects change over time.", false)).toBe("The spillover effects change over time.");
    // A stance adverb goes; one that frames when or how generally the claim holds stays.
    expect(standAloneSentence("Crucially, the kernel stays simple.", false)).toBe("The kernel stays simple.");
    expect(standAloneSentence("Traditionally, MCMC diagnostic plots consist of trace plots.", false)).toBe("Traditionally, MCMC diagnostic plots consist of trace plots.");
  });

  it("still refuses a sentence that opens by pointing back", () => {
    expect(standAloneSentence("It runs apart from the datapath.", false)).toBeNull();
    expect(standAloneSentence("This is why the agent is slow.", false)).toBeNull();
    // "There" with a pronoun points at a place said before; "There is" does not.
    expect(standAloneSentence("There we show executable code.", false)).toBeNull();
    expect(standAloneSentence("There are two agents.", false)).toBe("There are two agents.");
  });
});

describe("narration heard after a gap, more markers", () => {
  it("drops 'also' and 'still' that tie a claim to one left unsaid", () => {
    expect(standAloneSentence("MultiBox can also perform single object detection.", false)).toBe("MultiBox can perform single object detection.");
    expect(standAloneSentence("YOLO is still around 100x faster than Fast R-CNN.", false)).toBe("YOLO is around 100x faster than Fast R-CNN.");
  });
});

describe("sentences a listener cannot follow without the page", () => {
  it("points at a plot when its curves or panels are the subject, or it bids the viewer look", () => {
    expect(pointsAtUnseen("The gender-based DET curves show performances with a fixed threshold.")).toBe(true);
    expect(pointsAtUnseen("Notice similar trends across subgroups and models.")).toBe(true);
    expect(pointsAtUnseen("We can see that some models perform much better than others.")).toBe(true);
    expect(pointsAtUnseen("It is clear that the number of arrivals has a sub-daily structure.")).toBe(true);
    expect(pointsAtUnseen("We observe a 20 percent drop in the error.")).toBe(false);
    // A figure whose number the text lost is still a pointer: "Figure breaks down …".
    expect(pointsAtUnseen("Figure breaks down the distribution of party members across levels.")).toBe(true);
    expect(pointsAtUnseen("Figures of merit improve with depth.")).toBe(false);
    expect(pointsAtUnseen("Note that the bound is tight for every sample size.")).toBe(false);
    expect(pointsAtUnseen("We show the learning curve of the model is flat after 10 epochs.")).toBe(false);
    // What a plot shows or does not show, and what is visible in it.
    expect(pointsAtUnseen("The parallel coordinate plot does not show any particular structure.")).toBe(true);
    expect(pointsAtUnseen("Discretization artifacts at the lower values are also clearly visible.")).toBe(true);
    expect(pointsAtUnseen("The lesions are visible to the naked eye after two days.")).toBe(false);
    expect(pointsAtUnseen("Object references must be encoded in the format above.")).toBe(true);
    expect(pointsAtUnseen("The fish stay in the layer below the thermocline.")).toBe(false);
    // The paper as a place the results are in, and a pointer at more elsewhere.
    expect(pointsAtUnseen("The results achieved on the three benchmarks are presented in this paper.")).toBe(true);
    expect(pointsAtUnseen("More information on the price hedge effect is provided by the Energy Compact.")).toBe(true);
    expect(pointsAtUnseen("The method presented in this paper runs in linear time.")).toBe(false);
    expect(pointsAtUnseen("Other examples are dealt with in the provided codes.")).toBe(true);
    expect(pointsAtUnseen("The mathematical formulation of the model is available in PyPSA documentation.")).toBe(true);
    expect(pointsAtUnseen("The data are available from the authors on request.")).toBe(false);
  });

  it("describes a figure when a display verb's object has no verb of its own", () => {
    expect(pointsAtUnseen("We show the original data along with samples generated by the GAN.")).toBe(true);
    expect(pointsAtUnseen("We also show what G prime does to the distribution on discriminator scores.")).toBe(true);
    expect(pointsAtUnseen("We only show one of the barred potentials: the derived orbits are extremely similar in all of them.")).toBe(true);
    // How the figure marks things is only seen on the page.
    expect(pointsAtUnseen("The four fanned stars are shown as grey squares and are not included in the fit.")).toBe(true);
    expect(pointsAtUnseen("The excluded stars are shown by open circles.")).toBe(true);
    expect(pointsAtUnseen("In the diagonal, we see how many actors stay in their original positions.")).toBe(true);
    expect(pointsAtUnseen("The entries on the diagonal of the matrix are all positive.")).toBe(false);
    expect(pointsAtUnseen("The bias is shown as a function of sample size to be negligible.")).toBe(false);
    expect(pointsAtUnseen("We show the estimator is unbiased under mild conditions.")).toBe(false);
    expect(pointsAtUnseen("We show that unconverged SGD samples from an approximate posterior.")).toBe(false);
  });

  it("a result clause written as a sentence finishes the one before it", () => {
    expect(subordinateFragment("Such that an operating point (that is, FPR) is constant across subgroups.")).toBe(true);
    expect(subordinateFragment("So that each worker stays busy.")).toBe(true);
    expect(subordinateFragment("Since tau hat is a linear combination of averages, inference is simple.")).toBe(false);
    expect(subordinateFragment("Whereas we find that the Vermin scale (V-grade scale) corresponds to a 3.17 increase per grade.")).toBe(true);
    expect(subordinateFragment("Although the model is small, it fits every data set.")).toBe(false);
    expect(subordinateFragment("Assuming the external torque to have slower dynamics than the observer.")).toBe(true);
    expect(subordinateFragment("Assuming slow dynamics, the observer tracks the torque.")).toBe(false);
  });
});

describe("text a listener never gets", () => {
  it("points at what comes below or at one side of an equation", () => {
    expect(pointsAtUnseen("Our approach, which we outline below, is to adopt a point process perspective.")).toBe(true);
    expect(pointsAtUnseen("The coefficient on the right hand side sets the width of the line.")).toBe(true);
    expect(pointsAtUnseen("Temperatures below 5 degrees slow the growth.")).toBe(false);
  });
});

describe("withoutGluedHeading", () => {
  it("drops a run-in heading the PDF joined to its paragraph's first sentence, and nothing else", () => {
    expect(withoutGluedHeading("2D and 3D Image Segmentation To segment images, correlation clustering has been used.")).toBe("To segment images, correlation clustering has been used.");
    expect(withoutGluedHeading("Social Networks One important application is social networks.")).toBe("One important application is social networks.");
    expect(withoutGluedHeading("Correlation Clustering Fusion Moves improve the energy.")).toBe("Correlation Clustering Fusion Moves improve the energy.");
    expect(withoutGluedHeading("The PIVOT Algorithm iterates over all nodes.")).toBe("The PIVOT Algorithm iterates over all nodes.");
    // A paragraph's label before its colon.
    expect(withoutGluedHeading("Interface: Gdev is a Linux kernel module.")).toBe("Gdev is a Linux kernel module.");
    expect(withoutGluedHeading("Our goal is simple: We want speed.")).toBe("Our goal is simple: We want speed.");
  });
});
