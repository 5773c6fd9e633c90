import { describe, expect, it } from "vitest";
import { pointsAtUnseen, standAloneSentence } from "./coherence.js";
import { subordinateFragment } from "./sentence-kinds.js";

describe("standAloneSentence", () => {
  it("keeps 'This paper …': the document itself is never unheard", () => {
    const s = "This paper describes the design of a congestion control plane.";
    expect(standAloneSentence(s, false)).toBe(s);
  });

  it("drops the markers that tie a sentence to one left unsaid, keeping its claim", () => {
    expect(standAloneSentence("CCP algorithms are hence implemented in Rust.", false)).toBe("CCP algorithms are implemented in Rust.");
    expect(standAloneSentence("The kernel, therefore, stays simple.", false)).toBe("The kernel stays simple.");
    expect(standAloneSentence("Nonetheless purely adiabatic models may suffice for detection.", false)).toBe("Purely adiabatic models may suffice for detection.");
    // A summing-up opener sums up what the listener may not have heard: the claim stays.
    expect(standAloneSentence("Taken together, EMG activity predicts the neural response.", false)).toBe("EMG activity predicts the neural response.");
    expect(standAloneSentence("However, the agent thus runs apart from the datapath.", false)).toBe("The agent runs apart from the datapath.");
    expect(standAloneSentence("Regardless, we found that a default limit of 4 worked best.", false)).toBe("We found that a default limit of 4 worked best.");
    expect(standAloneSentence("More, the spillover effects change over time.", false)).toBe("The spillover effects change over time.");
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
    expect(pointsAtUnseen("Note that the bound is tight for every sample size.")).toBe(false);
    expect(pointsAtUnseen("We show the learning curve of the model is flat after 10 epochs.")).toBe(false);
  });

  it("a result clause written as a sentence finishes the one before it", () => {
    expect(subordinateFragment("Such that an operating point (that is, FPR) is constant across subgroups.")).toBe(true);
    expect(subordinateFragment("So that each worker stays busy.")).toBe(true);
    expect(subordinateFragment("Since tau hat is a linear combination of averages, inference is simple.")).toBe(false);
  });
});
