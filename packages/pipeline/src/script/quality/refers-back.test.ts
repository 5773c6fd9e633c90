import { describe, expect, it } from "vitest";
import { ANNOUNCES, announcesSet, refersBack, SIGNPOST } from "./refers-back.js";

describe("refersBack: pronouns", () => {
  it.each([
    // Something before the pronoun, in the same sentence, that it takes up.
    "Hash tables are ubiquitous, and the choice of hash function is key to their performance.",
    "We argue that fixing the hash function is suboptimal and propose adapting it to the keys.",
    "The model was trained by Smith and his students.",
    "Sensors are cheap, but they are noisy.",
    "The new model and its training data are public.",
    "A large model makes it possible to infill.",
    // "this paper" names the talk's own subject; a demonstrative before a noun is judged elsewhere.
    "In this paper we learn an inverse model.",
    "This paper is about hashing.",
    // "such as" lists, "such that" states a condition, "in such a way" is a manner.
    "We evaluate on tasks such as parsing and tagging.",
    "We pick the step such that the loss decreases.",
    "The weights are shared in such a way that no copy is needed.",
    // "both A and B" names its two; a colon lists the three.
    "The method helps both readers and writers of the code.",
    "The effect holds in all three domains: biology, physics and chemistry.",
    "Errors grow as previously reported for smaller grids.",
    "We bound the second derivative of the loss.",
    "Our approach is similar to tree recording in msprime.",
    "The two estimators are similar in every sample.",
    // A reciprocal refers to nothing before.
    "The agents imitate one another.",
    "Similar to prior surveys, we sample by phone.",
    "There are three sites in the study, each with its own pump.",
    "The runs on the small and the large grid gave 4 and 6 errors, respectively.",
    "We draw lineages uniformly from the previous generation.",
    "The two estimators are equally fast on small inputs.",
  ])("%s stands alone", (sentence) => {
    expect(refersBack(sentence)).toBe(false);
  });

  it.each([
    // Nothing before the pronoun for it to take up: it points at an earlier sentence.
    "Their method is slow.",
    "It improves accuracy by 3 points.",
    "We applied it to images.",
    // An object pronoun right after its clause's subject is not that subject.
    "Our model predicts it as not noisy free.",
    "The parser rejects them at once.",
    "This has their support.",
    "We identify whether his notes were ever printed.",
    // A demonstrative standing for something said before.
    "Welling and Teh handle this by learning an inverse model.",
    "Careful scheduling avoids this.",
    "In practice these are rare.",
    // "Another X" is one more of something said before.
    "Another motivation was a desire to collect data on students' work.",
    "Through another iteration scheme, a launcher can be converged for any speed change.",
    "Additional timing measurements were reported recently by Baluev and colleagues.",
    "The other models fall behind on long horizons.",
    "In reality, the results are 1.0 only when the spectra are matched with themselves.",
    "Hereby, the production method is decisive.",
    "Similar pathway enrichment was inferred for HPV-negative tumors.",
    "There, joint friction is decoupled from link-side control.",
    "A lower threshold frequently leads to false alarms.",
    "The CPU utilization nevertheless remains under 8 percent in all cases.",
    "OCDFT predicts their excitation energies to be 401.8 eV and 401.2 eV, respectively.",
    "Unlike the previous cases, the assumed law of motion does not nest the solution.",
    "Crime concerns were equally uninformative: the correlation was small.",
    // "such" before a noun: the kind was described in a sentence before.
    "A single run for N iterations represents a draw from the Nth such distribution.",
    "No such guarantee holds for the greedy variant.",
    // An ordinal after a preposition: "the second cost model" was introduced before.
    "In the second cost model, right-deep plans are cheaper.",
    // Things counted before: which two tasks, which three domains?
    "For both tasks, the network learns faster than a transformer.",
    "The pattern holds in all three domains we studied.",
    // A quantity or a set given before: how many, which ones?
    "If the probability of that many keys having collided is small, we double the limit.",
    "The hash functions discussed up to now are adaptive.",
    "In a similar vein, we adapt the hash function on the fly.",
    // A noun phrase that says it was met before: which one?
    "We implement the same IDS in eBPF and use the previously trained DT.",
    // An ordinal that picks from a list the listener never heard: which questions?
    "In response to the second question, syllable weight does not influence the vowel.",
    // A comparison that lost its other term: similar to what?
    "Our approach is similar, but uses genealogies across the whole simulation.",
    // "instead" without "of": instead of what was said before.
    "For baseline probabilities, we instead nest people within categories.",
    // A pronoun with no plural before it ("hypothesis" is singular).
    "One hypothesis is that the language they hear is tuned to their learning capacities.",
    // "On longer timescales, …": longer than what was said.
    "On longer timescales, the eddy field follows the wind.",
    // An emphatic "do": it answers an expectation the sentence before set.
    "We do see one potential source of concern.",
    "It does improve recall on the rare classes.",
  ])("%s refers back", (sentence) => {
    expect(refersBack(sentence)).toBe(true);
  });
});

describe("sentences that announce what the next ones give", () => {
  it("say nothing by themselves, with or without a short clause after the count", () => {
    for (const s of ["There are two ways I contribute.", "The approach has several advantages.", "We proceed in three steps:", "There are three reasons we chose it."]) expect(ANNOUNCES.test(s)).toBe(true);
    for (const s of ["The gravitational model of movement combines several ideas.", "From this we can draw two insights."]) expect(announcesSet(s)).toBe(true);
    for (const s of ["There are two ways to avoid the bias, by rings or by clusters.", "The model has three parameters fitted by least squares."]) expect(ANNOUNCES.test(s)).toBe(false);
  });
});

describe("what a result or a step follows from", () => {
  it("is said before it", () => {
    expect(refersBack("The resulting rectangular region is interpretable for users.")).toBe(true);
    expect(refersBack("From the resulting distributions, we quantified the probability of overestimating accuracy.")).toBe(true);
    expect(refersBack("Subsequently, the resulting probability distributions are investigated.")).toBe(true);
    expect(refersBack("The seventh strategy is called iterative deconvolution of the equivalent layer.")).toBe(true);
    expect(refersBack("From the above-mentioned strategies, further classifications may be identified.")).toBe(true);
    expect(refersBack("In our example, an individual located in any given position has 8 possible moves.")).toBe(true);
    expect(refersBack("As was previously noted, there is a marginal discrepancy between the orbit fits and the proper motions.")).toBe(true);
    expect(refersBack("Further refinement yields a verified implementation.")).toBe(true);
    expect(refersBack("Refinement yields a verified implementation.")).toBe(false);
    expect(refersBack("We do not see a difference between the two arms.")).toBe(false);
    expect(refersBack("We use the median instead of the mean.")).toBe(false);
    expect(refersBack("On timescales longer than a year, the eddy field follows the wind.")).toBe(false);
    // A demonstrative before an adverb or a preposition stands for what was said before.
    expect(refersBack("We do this now, leveraging the quadratic model selection framework.")).toBe(true);
    expect(refersBack("We treat this as a regression problem over all sites.")).toBe(true);
    expect(refersBack("We treat this problem as a regression over all sites.")).toBe(false);
    expect(refersBack("Our next hash function, Pointer-Mix, combines the Arithmetic hash with a mix.")).toBe(true);
    expect(refersBack("Our hash function, Pointer-Mix, combines the Arithmetic hash with a mix.")).toBe(false);
    // What an example illustrates, and what "rather" corrects, were said before.
    expect(refersBack("As an example, more than 400 firms have committed to buying renewable energy.")).toBe(true);
    expect(refersBack("Rather, both situations and topics may gradually evolve over time.")).toBe(true);
    expect(refersBack("Rather than retraining, we fine-tune the last layer.")).toBe(false);
    // A count standing for its things: "the two are …".
    expect(refersBack("Usually the two are not equal and field lines are broken here.")).toBe(true);
    expect(refersBack("The two samples are not equal in size.")).toBe(false);
  });
});

describe("SIGNPOST", () => {
  it.each(["We now show some statistics of the data.", "We will show this in the next part.", "Below we discuss the model."])("a promise of what follows: %s", (s) => {
    expect(SIGNPOST.test(s)).toBe(true);
  });
  it("'we will show that' with a clause states the claim it promises", () => {
    expect(SIGNPOST.test("We will show that for SGD with momentum we can reverse training exactly, storing a few bits.")).toBe(false);
  });
});

describe("refersBack: a place in a count", () => {
  it.each(["The seventh factor was loaded by sign-based entropy increments.", "In the ninth trial the effect vanished."])("leans on the places before it: %s", (s) => {
    expect(refersBack(s)).toBe(true);
  });
});

describe("refersBack: pairs and examples of what came before", () => {
  it.each([
    "We set the targeted accuracy threshold to 0.7 and 0.8, respectively.",
    "The researcher could for example test if the difference is smaller than 0.005.",
    "For that purpose, we perform marching cubes on each leaf.",
    "As for the high concentration, we found 15 overrepresented pathways.",
  ])("leans: %s", (s) => {
    expect(refersBack(s)).toBe(true);
  });
  it("a sentence that holds both lists of 'respectively' stands alone", () => {
    expect(refersBack("Pipelines A and B reach accuracies of 0.7 and 0.8, respectively.")).toBe(false);
  });
});

describe("refersBack: compared with what was said before", () => {
  it.each(["We found a similar increase in pathways for the SAE cell line.", "We show a different route to a strong law."])("leans: %s", (s) => {
    expect(refersBack(s)).toBe(true);
  });
  it.each(["We found a similar increase to that of the first line.", "All models describe similar trends across energies."])("names its other term: %s", (s) => {
    expect(refersBack(s)).toBe(false);
  });
});
