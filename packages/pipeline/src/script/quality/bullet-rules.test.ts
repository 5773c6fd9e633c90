import { describe, expect, it } from "vitest";
import { bulletProblems, isStatementBullet, standAlone, standAloneBullet } from "./bullet-rules.js";
import { findMathHoles } from "./math-holes.js";

describe("bullet rules", () => {
  it.each([
    ["Our predictive model has stochastic latent variables thus", "fragment"],
    ["For the comparison, we preserve as many features from the traces", "fragment"],
    ["Tested the sampler on the three data sets", "fragment"],
    ["Extracting this information from an observed signal", "fragment"],
    ["Equatorial geodesic in Kerr spacetime", "fragment"],
    ["The GAN combines of the generator", "fragment"],
    ["To optimize QC and scale it to this large dataset", "fragment"],
    ["DeepCoder is a recent model which, like ours", "fragment"],
    ["The traffic trace was captured using tcpdump at a single router, through", "fragment"],
    ["The 24-hour trace is split into 144 10-minute segments, each", "fragment"],
    ["Each iteration's gradient itself depends on forward-", "fragment"],
    ["The strategy adopted here involves solving several smaller", "fragment"],
    ["The following features are preserved across all models", "pointer"],
    ["It does have limitations", "leans_back"],
    ["That said, we do see one potential source of concern", "leans_back"],
    ["Still, the gap closes after two epochs", "leans_back"],
    ["There we show executable code that formalizes parsing", "leans_back"],
    ["These pauses are longer than 4 frames", "leans_back"],
    ["I refer to the three outcomes as iso-, hypo-, and hyper-conductance, respectively", "leans_back"],
    ["On a figure we show results for experiments", "pointer"],
    ["In the paper, the authors discuss the nature of spillovers that can occur", "pointer"],
    ["Red indicates the film in the sampled region had an FCC structure, while green indicates a BCC structure", "pointer"],
    ["For manufacturing, our point estimates are negative, though imprecisely estimated in some columns", "pointer"],
    ["In the region where mixed phases are expected, the images show mixed regions of green and red", "pointer"],
    ["For extensive discussions of the adiabatic approximation see prior work and references therein", "pointer"],
    ["For agriculture employment, the authors claim that wages rose in every county", "pointer"],
    ["We have also plotted mode 7 in Figure 3", "pointer"],
    ["We fit the model with the procedure outlined in Subsection 2.1", "pointer"],
    ["The paper shows the results", "filler"],
    ["News images present two key challenges", "filler"],
    ["Examples of sleep monitors range from apps running", "fragment"],
    ["One's sleeping position, also referred to as sleep posture", "fragment"],
    ["Words, n-grams, sentences, paragraphs, and documents", "fragment"],
    // A set named by a vague quantity and never given; a set counted and not given.
    ["Our inversions allow for, but do not require", "fragment"],
    ["We provide a brief overview of related work on deep learning in meteorology", "filler"],
    ["The influence of model errors is investigated", "filler"],
    ["We use the term CCP to refer to the off-datapath module", "filler"],
    ["There are a few potential sources of the remaining error in the excitation energies", "filler"],
    ["Some models perform much better than others on specific forecast horizons", "filler"],
    ["Some studies employ models to forecast admissions and arrivals", "filler"],
    ["We use several scores to assess the quantile performance of models", "filler"],
    ["Our implementation includes several modifications to improve accuracy", "filler"],
    // A count the bullet never names, however it is modified after.
    ["We present four new capabilities enabled by CCP", "filler"],
    ["We propose four guidelines to aid in designing explanations", "filler"],
    ["We compare our model to three baseline infilling strategies", "filler"],
    ["Our model predicts from two kinds of clues", "filler"],
    ["Two major problems currently stand in the way of challenge trials", "filler"],
    ["The dashed line denotes a magnitude of 1", "pointer"],
    ["Different colors refer to different combinations of M and mu", "pointer"],
    ["The model uses ⟨formula⟩ as its loss", "formula"],
    ["Another iterative method estimates a parameter vector p tilde", "formula"],
    // What refers back to a sentence the slide does not show; announcements; questions without their mark.
    ["We identify whether his notes were ever printed", "leans_back"],
    ["We then fit a second model to the residuals", "leans_back"],
    ["The third and fourth are standard estimators", "leans_back"],
    ["For comparison, we apply the estimator to the smaller panel", "leans_back"],
    ["A less rigid solution picks the function at run time", "leans_back"],
    // Readers asked "resulting from what?".
    ["The resulting sampler remains remarkably simple", "leans_back"],
    // A comparison whose other side is not on the slide: "than what?".
    ["Selective logging of failures is a more significant concern", "leans_back"],
    ["The estimates of the new model are slightly higher", "leans_back"],
    ["We now describe the statistical model behind the method", "filler"],
    ["We let S denote the set of variant types", "filler"],
    ["To extend the argument to cross-validation we first need more notation", "filler"],
    ["The proposed sampler has several practical advantages", "filler"],
    ["There are two notions of distance in spatial networks", "filler"],
    ["Some of the data structures have two versions", "filler"],
    ["We now comment briefly on some computational aspects of our method", "filler"],
    ["How many steps should the solver take before stopping", "question"],
    ["Linear models have been used for both panel selection", "fragment"],
    ["Not only are compliant books shorter than banned ones", "fragment"],
    // Cut before the phrase ended: a participle without its complement, a list without its last
    // item, a number without its noun, "either" without "or" (all seen in the offline talk).
    ["The MH-GAN draws samples from the distribution implicitly defined", "fragment"],
    ["We created a set of resources to enable research based", "fragment"],
    ["We adopted a hybrid QC approach that combines expert rating, community science", "fragment"],
    ["We recognize that decisions about QC exclusion must balance accuracy, interpretability", "fragment"],
    ["We also found convincing evidence that some modifications are guided by two", "fragment"],
    ["Each snoRNA family can either be classified as single guide, double guide", "fragment"],
    ["For this, we showed that an adaptive threshold per subgroup balances performance", "leans_back"],
    ["The within standard deviation plot shows a slight improvement for MH-GAN", "pointer"],
    ["Instances can be in issues of data augmentation, one-shot learning", "fragment"],
    ["The latter originate from neutral pion decays", "leans_back"],
    ["The resulting flux of energy dissipated via gravitational wave emission", "fragment"],
    ["EMG activity associated with the onset of articulation", "fragment"],
    ["The paper takes important first steps in understanding", "fragment"],
    ["Performance assessments made using such models are potentially off", "leans_back"],
    ["The paper shows programs recovered by our system", "pointer"],
    ["We use BFW to gain an understanding of the extent", "fragment"],
    // Spoken maths is not a verb: "plus", "minus", "squared" carry no clause.
    ["A dataset of 200 million e plus e minus", "fragment"],
    ["The chi squared of the best fit", "fragment"],
    ["Box H/ACA snoRNAs are longer", "fragment"],
    ["Performance predictions from wireless networking laboratory experiments rarely seem", "fragment"],
    ["Our research takes initial steps that will ultimately lead", "fragment"],
    ["Multi-level traffic models, the networking community will be able", "fragment"],
    ["The conclusions to be drawn from these models", "fragment"],
    ["We plot the amplitudes as functions of the orbital radius", "pointer"],
    // A second clause cut before its verb.
    ["Hash tables are ubiquitous, and the choice of hash function", "fragment"],
    // A pronoun with nothing before it in the bullet to take up.
    ["Their predictions rarely match deployed networks", "leans_back"],
    ["We apply it to every image of the benchmark", "leans_back"],
  ])("%s → %s", (bullet, problem) => {
    expect(bulletProblems(bullet)).toContain(problem);
  });

  it.each([
    // A pronoun taking up a noun before it in the same bullet; the last item of a list.
    "Hash tables are key to their performance",
    "We fix the hash function and adapt it to the keys",
    "We evaluate on MNIST, CIFAR, and the SVHN set",
    "The small body excites gravitational radiation",
    "Sampling from an MH-GAN is more expensive than a standard GAN",
    "Accuracy is higher when more sessions are pooled",
    "CBNN is better calibrated compared with DeepSurv",
    "N equals 500 sufficiently approximates the mode power",
    "This paper outlines the foundations underpinning bhpwave",
    "There is one main open-source self-force model for EMRI waveforms",
    "We introduce the MH-GAN, which combines MCMC and GANs",
    "Crop yields rose in the following years in every region",
    "The transition ratio is well defined",
    "Some projects, such as the HCP, also provide preprocessed derivatives",
    "Meta-pathways identified from DNA methylation distinguished normal samples",
    "We started with MRI data from 2747 HBN participants",
    "Half of the recordings were kept for training",
    "The paper shows that sampling from the discriminator improves every score",
    "To make restarts rare, we set K large",
    "Subjects were sampled from VGG2, unlike others built from multiple sources",
    "11 families are double guides, and 7 families remain orphan",
    // "respectively" after the sentence's own list ("the two losses … respectively" would map onto a list given before).
    "The training and test losses fall by 12 and 20 percent, respectively",
    "The method is either exact or approximate",
    "The choice of threshold is based on validation data",
    "MH-GAN performs better on every benchmark than the DRS baseline",
    "The maximization is performed numerically, using the program MINUIT",
    // After an acronym subject the tagger reads "GAN combines aspects" as one noun; the verb is found.
    "The MH-GAN combines aspects of Markov chain Monte Carlo and GANs",
    "The CNN matches faces across poses",
    // A count after a preposition says where the claim holds, not things left unnamed.
    "The sparse model matches dense attention on three benchmarks",
    // "It" standing for the clause that follows.
    "It is possible to build an intrusion detection system entirely in eBPF",
    // What the counted things do is a claim.
    "We propose two losses that halve training time",
    // A participle before a noun is an adjective, not a verb the bullet starts with.
    "Unconverged SGD can be interpreted as sampling from a posterior",
    // "as many … as …" is whole.
    "We keep as many features as possible constant across traffic models",
  ])("accepts the statement %s", (bullet) => {
    expect(bulletProblems(bullet)).toEqual([]);
  });

  it("repairs a demonstrative before a noun, not one standing as the subject", () => {
    expect(standAlone("These binaries are exciting gravitational wave sources")).toBe("The binaries are exciting gravitational wave sources");
    expect(standAlone("This introduces interpolation noise")).toBe("This introduces interpolation noise");
    expect(standAlone("This wrapped generator samples from the true distribution")).toBe("The wrapped generator samples from the true distribution");
    expect(standAlone("This allowed us to train faster")).toBe("This allowed us to train faster");
  });

  it("turns a demonstrative inside a bullet into \"the\" before a noun phrase, not in \"this paper\" or an idiom", () => {
    expect(standAloneBullet("The spin orientation of the tau leptons in these decays is reconstructed")).toBe("The spin orientation of the tau leptons in the decays is reconstructed");
    expect(standAloneBullet("We refer to this set of drawing commands as a specification")).toBe("We refer to the set of drawing commands as a specification");
    expect(standAloneBullet("These binaries radiate in this band")).toBe("The binaries radiate in the band");
    expect(standAloneBullet("We focus on hadronic tau decays in this paper")).toBe("We focus on hadronic tau decays in this paper");
    expect(standAloneBullet("A dataset of this size has already been recorded")).toBe("A dataset of this size has already been recorded");
    expect(standAloneBullet("We show that this is hard")).toBe("We show that this is hard");
    // Narration keeps its demonstratives: there the sentence before was just said.
    expect(standAlone("We cast this problem as program learning")).toBe("We cast this problem as program learning");
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

describe("a statement bullet's main clause", () => {
  it.each([
    ["In our preferred model, because many households are slightly impatient and hold little wealth", false],
    ["In the extreme case, when parallel memory accesses are very distant as for Needleman-Wunsch", false],
    ["The method degrades gracefully when the data are noisy", true],
    ["Methods that use the full posterior are slower than ours on every benchmark", true],
    ["The sampler, which runs in linear time, beats the baseline", true],
    // Notation in words is garbled text on a slide.
    ["Photons near the line center frequency nu sub 0 are considered", false],
    ["The estimator ignores the error variance sigma squared", true],
    // A vague quantity after a preposition only hedges the claim; a set the bullet names is given.
    ["The GPU is slower than the CPU for some grid sizes", true],
    ["We use several scores such as the pinball loss and the RMSE", true],
  ])("%s → %s", (bullet, ok) => {
    expect(isStatementBullet(bullet)).toBe(ok);
  });
});
