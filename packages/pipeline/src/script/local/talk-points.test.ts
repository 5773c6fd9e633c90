import { MATH_PLACEHOLDER } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { saidBullets } from "../../slides/bullet-sources.js";
import { speakableCandidates } from "./candidates.js";
import { rankSentences } from "./rank-sentences.js";
import { afterGap, dependsOn } from "./reads-after.js";
import { pointsAtUnseen } from "./coherence.js";
import { writeSectionTalk, type SectionTalkInput } from "./talk-points.js";
import { announcesComparison } from "./sentence-kinds.js";
import { contentTokens } from "./tokens.js";
import { seenSentencesOf } from "./first-mention.js";

function input(text: string, targetWords: number, extra: Partial<SectionTalkInput> = {}): SectionTalkInput {
  const candidates = speakableCandidates(text, false);
  return {
    candidates,
    scores: rankSentences(candidates, { keywords: new Set(), cjk: false }),
    targetWords,
    cjk: false,
    abbreviations: [],
    known: new Set(),
    shown: [],
    said: [],
    ...extra,
  };
}

const RESULTS = [
  "We evaluate the sampler on three image data sets and two toy mixtures.",
  "The sampler improves the Inception score by 12 percent over the plain generator.",
  "It also recovers all 25 modes of the toy mixture of Gaussians.",
  "Training the discriminator longer does not change these numbers.",
  "Calibration of the discriminator is what makes the acceptance rule work.",
].join(" ");

describe("a slide's points, said and shown", () => {
  it("says every bullet: each is the short form of a narration sentence the video can light", () => {
    const talk = writeSectionTalk(input(RESULTS, 60));
    expect(talk.bullets.length).toBeGreaterThanOrEqual(2);
    expect(talk.bullets.length).toBeLessThanOrEqual(4);
    expect(saidBullets(talk.bullets, talk.sentences.join(" ")).unsaid).toEqual([]);
    // The result with its number is a point.
    expect(talk.bullets.some((b) => /12 percent/.test(b))).toBe(true);
  });

  it("says a placed finding first (an abstract's sentence, index -1), then the slide's own sentences", () => {
    const base = input(RESULTS, 60);
    const finding = speakableCandidates("We find that the sampler lifts the Inception score on every data set we tried.", false)[0];
    if (finding === undefined) throw new Error("no candidate");
    const placed = { ...finding, index: -1 };
    const talk = writeSectionTalk({ ...base, candidates: [placed, ...base.candidates], scores: [1, ...base.scores], leadWith: -1 });
    expect(talk.sentences[0]).toBe(finding.text);
    expect(talk.saidIndexes[0]).toBe(-1);
    // Without the lead, a low-ranked finding is not said first.
    const plain = writeSectionTalk({ ...base, candidates: [placed, ...base.candidates], scores: [0, ...base.scores] });
    expect(plain.sentences[0]).not.toBe(finding.text);
  });

  it("keeps the paper's order and never starts a thread with a sentence that leans on one not said", () => {
    const talk = writeSectionTalk(input(RESULTS, 60));
    const positions = talk.sentences.map((s) => RESULTS.indexOf(s.slice(0, 30)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // "It also recovers …" is said only right after the sentence it leans on.
    const k = talk.sentences.findIndex((s) => s.startsWith("It also"));
    if (k >= 0) expect(talk.sentences[k - 1]).toMatch(/^The sampler improves/);
  });

  it("does not make a point an earlier slide made, nor say a sentence twice", () => {
    const first = writeSectionTalk(input(RESULTS, 60));
    const again = writeSectionTalk(input(RESULTS, 60, { shown: first.bullets, said: first.sentences }));
    for (const b of again.bullets) expect(first.bullets).not.toContain(b);
    for (const s of again.sentences) expect(first.sentences).not.toContain(s);
  });

  it("says a result on the words an earlier slide only named, without its outcome", () => {
    const result = "Parents aligned reliably more to their children than children aligned to parents.";
    const named = "This decision allows us to make inferences about how much parents align to their children.";
    expect(writeSectionTalk(input(result, 30, { said: [named] })).sentences).toEqual([result]);
    expect(writeSectionTalk(input(result, 30, { said: [result] })).sentences).toEqual([]);
  });
});

describe("a bullet's subject", () => {
  it("names something heard before its sentence, or the sentence makes no bullet", () => {
    const text = [
      "We would like to trace a training run backwards exactly, one step at a time.",
      "The problem is the momentum decay term in every update of the run.",
    ].join(" ");
    expect(writeSectionTalk(input(text, 60)).bullets).not.toContain("The problem is the momentum decay term in every update of the run");
    const named = writeSectionTalk(input(text, 60, { known: new Set(contentTokens("a precision problem")) }));
    expect(named.bullets.join(" ")).toContain("The problem is");
  });
});

describe("instructions", () => {
  it("are never narrated: they are items of a list or a procedure whose lead-in was not heard", () => {
    const text = [
      "None of the students in our classes had any prior programming experience at all.",
      "Introduce the students to basic parallel programming ideas using multiple processors.",
      "Help the students develop a mental model of what programming is and what computers do.",
    ].join(" ");
    const talk = writeSectionTalk(input(text, 200));
    expect(talk.sentences.some((x) => /^(?:Introduce|Help) /.test(x))).toBe(false);
    expect(talk.sentences).toContain("None of the students in our classes had any prior programming experience at all.");
  });
});

describe("symbols", () => {
  it("are said only once the listener knows what they are", () => {
    const text = [
      "We calibrate the model to the records of the period.",
      "Parameter nu is identified by the growth of overall output.",
      "The rate of censorship psi is matched to the share of censored authors.",
      "A higher psi lowers the quality of compliant books in every period.",
    ].join(" ");
    const talk = writeSectionTalk(input(text, 200));
    expect(talk.sentences.join(" ")).not.toContain("Parameter nu");
    expect(talk.sentences).toContain("The rate of censorship psi is matched to the share of censored authors.");
    // Heard before (an earlier slide said it), a symbol needs no introduction.
    const later = writeSectionTalk(input(text, 200, { known: new Set(["nu"]) }));
    expect(later.sentences.join(" ")).toContain("Parameter nu");
  });
});

describe("a slide that cannot fit its sentences", () => {
  it("still says something: the shortest of its best sentences", () => {
    const text = "One single sentence about radar rainfall is much longer than the tiny target the planner asked for here.";
    const talk = writeSectionTalk(input(text, 3));
    expect(talk.sentences).toHaveLength(1);
    expect(writeSectionTalk(input("", 50))).toEqual({ sentences: [], bullets: [], pointIndexes: [], saidIndexes: [] });
  });

  it("prefers a checkable point to a claim that only rates its subject", () => {
    const text = "Careful filtering of raw sequencing reads is essential. We filter out reads with a mean quality score below 20.";
    const talk = writeSectionTalk({ ...input(text, 14), scores: [1, 0.7] });
    expect(talk.bullets).toEqual(["We filter out reads with a mean quality score below 20"]);
  });

  it("shows the main clause of a long sentence it says rather than nothing", () => {
    const text =
      "This paper proposes an adaptive near-hover position controller for quadcopters, which can be deployed to quadcopters of very different mass, size and motor constants, and shows rapid adaptation to unknown disturbances during runtime.";
    expect(writeSectionTalk(input(text, 40)).bullets).toEqual(["This paper proposes an adaptive near-hover position controller for quadcopters"]);
  });
});

describe("reading after a gap", () => {
  const c = (text: string) => ({ index: 1, text, tokens: contentTokens(text), words: 10, leads: false });
  const before = contentTokens("We run 100 parallel Markov chains from random starting points.");

  it("finds a sentence that leans on terms only its unsaid predecessor introduced", () => {
    expect(dependsOn(c("Each chain is restarted when it rejects every proposal."), before, new Set())).toBe(true);
    expect(dependsOn(c("The parallel chains mix within 50 steps on every data set."), before, new Set())).toBe(true);
  });

  it("lets it stand when the listener already has those terms, or it shares none", () => {
    expect(dependsOn(c("Each chain is restarted when it rejects every proposal."), before, new Set(contentTokens("Markov chains")))).toBe(false);
    expect(dependsOn(c("The discriminator is calibrated on held-out data."), before, new Set())).toBe(false);
    expect(dependsOn(c("Each chain is restarted."), undefined, new Set())).toBe(false);
  });

  it("drops an opener that only ties the sentence to an earlier one, and refuses one that needs it", () => {
    expect(afterGap(c("As previously mentioned, PDF 1.5 introduced cross-reference streams."), undefined, new Set(), false)).toBe("PDF 1.5 introduced cross-reference streams.");
    expect(afterGap(c("Another motivation was a desire to collect data on students' work."), undefined, new Set(), false)).toBeNull();
    // "Other X": other than the X the listener heard of; none heard, it leans.
    expect(afterGap(c("Other Inca-Chimú workshops produced painted vessels."), undefined, new Set(), false)).toBeNull();
    // A counted set the listener was never given; once a heard sentence named it, it stands.
    expect(afterGap(c("How the three transmission routes contribute to transmission is not known."), undefined, new Set(), false)).toBeNull();
    expect(afterGap(c("Speech production and speech perception are studied apart, yet the two processes are linked."), undefined, new Set(), false)).not.toBeNull();
    expect(afterGap(c("How the three transmission routes contribute to transmission is not known."), undefined, new Set(), false, new Set(), [new Set(contentTokens("Transmission has three routes"))])).not.toBeNull();
    expect(afterGap(c("Other Inca-Chimú workshops produced painted vessels."), undefined, new Set(contentTokens("a workshop at Chan Chan")), false)).not.toBeNull();
  });

  it("refuses \"this\" as the subject after a lead phrase, but not \"this\" before a noun", () => {
    expect(afterGap(c("Compared to storing a new integer at each iteration, this reduces memory requirements by a factor of one thousand."), undefined, new Set(), false)).toBeNull();
    expect(afterGap(c("In this process the cells divide twice per day in culture."), undefined, new Set(), false)).not.toBeNull();
  });

  it("lets a demonstrative become \"the\" only before a noun this slide has named", () => {
    const powerful = c("These systems are powerful, and show great promise for teaching.");
    expect(afterGap(powerful, undefined, new Set(), false)).toBeNull();
    // Heard slides ago is not enough: "these systems" named the ones in the sentence left out.
    expect(afterGap(powerful, undefined, new Set(contentTokens("other systems")), false, new Set())).toBeNull();
    expect(afterGap(powerful, undefined, new Set(contentTokens("grading systems")), false)).toBe("The systems are powerful, and show great promise for teaching.");
  });

  it("does not let a definite subject name what the listener never heard", () => {
    expect(afterGap(c("The gains peak at 14 percent in period 4."), undefined, new Set(), false)).toBeNull();
    expect(afterGap(c("The gains peak at 14 percent in period 4."), undefined, new Set(contentTokens("welfare gains")), false)).not.toBeNull();
    // Restricted where it stands, or a proper name: it says what it is.
    expect(afterGap(c("The number of publications per person fell after 1600."), undefined, new Set(), false)).not.toBeNull();
    expect(afterGap(c("The Catholic Church censored thousands of books."), undefined, new Set(), false)).not.toBeNull();
  });

  it("reads a formula the talk cannot say, and every unsaid sentence of the paragraph, as unheard", () => {
    const after = c("The step size in this update is set by the chain length.");
    expect(dependsOn(after, contentTokens("update x sub t plus 1 step size eta"), new Set())).toBe(true);
  });
});

describe("counts and results, heard whole", () => {
  it("drops a count's markers when a place of the count is not said right before", () => {
    const text = [
      "Speech recognizers must answer within a few hundred milliseconds to be useful for live captions.",
      "Our contributions are threefold.",
      "First, we introduce a router that scores frame pairs with a low-rank projection and keeps the sixteen best.",
      "Second, we show how to train the router jointly with the recognizer using a straight-through estimator.",
    ].join(" ");
    const talk = writeSectionTalk(input(text, 60));
    for (const s of talk.sentences) {
      const i = talk.sentences.indexOf(s);
      if (s.startsWith("Second,")) expect(talk.sentences[i - 1]).toMatch(/^First,/);
      if (s.startsWith("First,")) expect(talk.sentences[i + 1]).toMatch(/^Second,/);
    }
    expect(talk.sentences.some((s) => /^(?:We show|Second, we show) how to train/.test(s))).toBe(true);
  });

  it("knows a count's marker without its comma ('First we …', 'First it is shown …')", () => {
    const text = [
      "Gene panels are cheaper than whole-exome sequencing for estimating the mutation burden of a tumour.",
      "First it is shown that the method selects panels of any size the practitioner asks for.",
      "The panels it selects predict the burden better than any panel in clinical use today.",
    ].join(" ");
    for (const target of [20, 40, 60]) {
      for (const s of writeSectionTalk(input(text, target)).sentences) expect(s).not.toMatch(/^First\b/);
    }
  });

  it("a clause after a semicolon that only finishes a comparison is no point", () => {
    const text = [
      "Model-free reinforcement learning can learn effective policies for complex tasks such as Atari games.",
      "However, this typically requires very large amounts of interaction; substantially more, in fact, than a human would need to learn the same games.",
      "We describe a model-based algorithm built on video prediction models.",
    ].join(" ");
    expect(writeSectionTalk(input(text, 60, { startWithFirst: true })).bullets.some((b) => /^Substantially/.test(b))).toBe(false);
  });

  it("a clause whose pronoun is the clause before it is no point of its own", () => {
    const text = [
      "The GraphBLAS standard defines graph algorithms in the language of linear algebra.",
      "LAGraph, however, is much more than a library of such algorithms; it is a project to document and analyze the full range of algorithms enabled by the GraphBLAS.",
      "We describe its first release and its performance on the GAP benchmark suite.",
    ].join(" ");
    expect(writeSectionTalk(input(text, 60, { startWithFirst: true })).bullets.some((b) => /^It\b/.test(b))).toBe(false);
  });

  it("a result with numbers the talk has not said is no repeat of a sentence that shares its words", () => {
    const text = "SimPLe does better than PPO on 13 of the 26 games, and better than Rainbow on 20. Training takes a day.";
    const said = ["We evaluate SimPLe on 26 games against Rainbow and PPO, two strong baselines."];
    expect(writeSectionTalk(input(text, 30, { said })).sentences[0]).toMatch(/^SimPLe does better than PPO on 13/);
    // The same numbers said before make it a repeat.
    const again = ["SimPLe does better than PPO on 13 of the 26 games and than Rainbow on 20 games."];
    expect(writeSectionTalk(input(text, 30, { said: again })).sentences.some((s) => s.startsWith("SimPLe does better"))).toBe(false);
  });

  it("a results slide says the result the opening previewed, and its clause makes the bullet", () => {
    const text = [
      "We compare full attention, a fixed window of 64 frames, and routing with sixteen frames.",
      "On test-clean, routing lowers the latency from 410 ms to 190 ms per utterance, and the word error rate moves from 2.9 percent to 3.1 percent.",
      "The fixed window reaches 240 ms but raises the word error rate to 3.8 percent.",
    ].join(" ");
    const opening = ["On the test-clean set, routing cuts the decoding latency from 410 ms to 190 ms per utterance while the word error rate rises only from 2.9 percent to 3.1 percent."];
    const results = writeSectionTalk(input(text, 60, { said: opening, repeatShare: 0.9 }));
    expect(results.sentences.some((s) => s.startsWith("On test-clean, routing lowers the latency"))).toBe(true);
    // The dataset is the claim's scope: the bullet keeps it.
    expect(results.bullets).toContain("On test-clean, routing lowers the latency from 410 milliseconds to 190 milliseconds per utterance");
    // Elsewhere, a near-copy of what was said is left out.
    const elsewhere = writeSectionTalk(input(text, 60, { said: opening }));
    expect(elsewhere.sentences.some((s) => s.startsWith("On test-clean"))).toBe(false);
  });
});

describe("the opening", () => {
  it("says the abstract's sentences after a formula sentence it cannot read, sharing its topic words", () => {
    const text = [
      `The orbital period of the planet appears to be decreasing at a rate of ${MATH_PLACEHOLDER}.`,
      "Proposed explanations for the period change include tidal orbital decay and acceleration along the line of sight.",
      "We performed new radial velocity measurements of the star.",
    ].join(" ");
    const talk = writeSectionTalk(input(text, 40, { startWithFirst: true }));
    expect(talk.sentences[0]).toMatch(/^Proposed explanations for the period change/);
  });
});

describe("a slide of long sentences", () => {
  it("shows longer cuts rather than no point, and never one whose cut leaves a word wanting its complement", () => {
    const text = [
      "We present an adaptive Monte Carlo approach for computing the amplified spontaneous emission flux in large size laser gain media pumped by pulsed lasers.",
      "Computations are based on a GPU algorithm with large speedup compared to previously existing solutions, capable of simulating the upcoming generation of high-power laser systems.",
      "In order to account for selective pressures and other factors within the tumour, we allow the rate at which mutations occur to depend on the gene and type of mutation.",
    ].join(" ");
    const talk = writeSectionTalk(input(text, 70));
    expect(talk.bullets).toContain("We present an adaptive Monte Carlo approach for computing the amplified spontaneous emission flux");
    expect(talk.bullets.length).toBeGreaterThanOrEqual(2);
    expect(talk.bullets.some((b) => /the rate$/.test(b))).toBe(false);
    expect(saidBullets(talk.bullets, talk.sentences.join(" ")).unsaid).toEqual([]);
  });
});

describe("a comparison announced", () => {
  it("is one that sets up a comparison and says nothing of how it came out", () => {
    expect(announcesComparison("The runtimes of the single threaded code are compared to the parallel code to demonstrate scaling.")).toBe(true);
    expect(announcesComparison("We now assess the refitted estimator and we compare with linear regression.")).toBe(true);
    expect(announcesComparison("Compared to the baseline, our method is 3 times faster.")).toBe(false);
    expect(announcesComparison("We compare our waveforms with those of FEW and find close agreement.")).toBe(false);
  });

  it("is said only with the sentence after it, which gives its outcome", () => {
    const text = [
      "We fit the mutation model to every tumour in the training cohort of the study.",
      "We now assess the refitted estimator on the test set and we compare with a count-based estimator.",
      "Panels of one megabase already recover the exome-wide burden with high precision in every cohort.",
    ].join(" ");
    const all = writeSectionTalk(input(text, 60));
    expect(all.sentences.some((x) => x.startsWith("We now assess"))).toBe(all.sentences.some((x) => x.startsWith("Panels of one megabase")));
    const cut = writeSectionTalk(input(text.replace(/Panels of one megabase[^.]*\./, "The weather was fine in every city that we visited during the study."), 40));
    expect(cut.sentences.some((x) => x.startsWith("We now assess") && !cut.sentences.some((y) => y.startsWith("The weather")))).toBe(false);
  });
});

describe("the closing slide", () => {
  const CONCLUSION = [
    "This paper presented an adaptive multi-GPU algorithm for flux simulation with dynamic load balancing that shows close to perfect strong scaling.",
    "It allows for large speedups in the order of two magnitudes compared to previously existing CPU implementations.",
    "Sampling resolution is adapted locally to guarantee sampling quality and reduce computation time.",
    "For easy integration into existing workflows, a MATLAB interface is provided.",
    "Future improvements could address reflections on the lateral sides of the gain medium.",
  ].join(" ");

  it("opens with the sentence that sums up the paper, and says the result it leads to", () => {
    const talk = writeSectionTalk(input(CONCLUSION, 70, { closing: true }));
    expect(talk.sentences[0]).toMatch(/^This paper presented/);
    expect(talk.sentences.join(" ")).toContain("two magnitudes");
  });

  it("opens so only on the closing slide, and only with a sentence that sums up", () => {
    const withoutResult = CONCLUSION.replace(/It allows[^.]*\. /, "");
    expect(writeSectionTalk(input(withoutResult, 30)).sentences[0]).not.toMatch(/^This paper presented/);
    expect(writeSectionTalk(input(withoutResult, 30, { closing: true })).sentences[0]).toMatch(/^This paper presented/);
    const plain = withoutResult.replace("This paper presented", "Our code implements");
    expect(writeSectionTalk(input(plain, 30, { closing: true })).sentences[0]).not.toMatch(/^Our code implements/);
  });
});

describe("bullets that name what they pick from", () => {
  it("shows no bullet for a set or a label the talk never named, and one once it is named", () => {
    const unnamed = [
      "Each node holds the number of vertices of each community in its range.",
      "T1 decided to make the activity a homework task for the whole class.",
      "Our method samples the communities of all vertices locally and quickly.",
    ].join(" ");
    const alone = writeSectionTalk(input(unnamed, 60));
    expect(alone.bullets.some((b) => /^Each node|^T1/.test(b))).toBe(false);
    const named = writeSectionTalk(input(unnamed, 60, { known: new Set(contentTokens("the tree node teacher t1")) }));
    expect(named.bullets.some((b) => /^Each node/.test(b))).toBe(true);
  });

  it("shows a definite subject only once one sentence introduced all its words, or a name heard identifies it", () => {
    const text = [
      "The switching effect grows with the distance to the nearest treated unit in every sample.",
      "Our estimator recovers the total effect of a program on all units near treatment.",
      "The Saturn implementations consistently outperform the standard library queues protected with a single lock.",
    ].join(" ");
    // "switching" and "effect" heard, but in different sentences: no switching effect was introduced.
    const apart = [new Set(contentTokens("units switching treatment status")), new Set(contentTokens("the effect of a program")), new Set(contentTokens("Saturn: verified data structures"))];
    const shown = writeSectionTalk(input(text, 60, { heardSentences: apart })).bullets;
    expect(shown.some((b) => /^The switching effect/.test(b))).toBe(false);
    expect(shown.some((b) => /^The Saturn implementations/.test(b))).toBe(true);
    const together = [...apart, new Set(contentTokens("we estimate the switching effect of a treatment"))];
    expect(writeSectionTalk(input(text, 60, { heardSentences: together })).bullets.some((b) => /^The switching effect/.test(b))).toBe(true);
  });

  it("does not start a thread with a sentence naming a thing the paper brought in as new where the listener did not hear it", () => {
    const text = [
      "We simulate species abundances along two gradients and add a noise variable to each data set.",
      "Every method is then asked which variables matter for the community.",
      "Methods that keep few false positives are preferred by practitioners in ecology.",
      "The noise variable received small p-values in a tenth of the runs of every method.",
    ].join(" ");
    // The introducing sentence ranks lowest and the one about the noise variable highest.
    const talk = (scores: number[], paperBefore = seenSentencesOf(speakableCandidates("We add a noise variable to each data set.", false))) =>
      writeSectionTalk({ ...input(text.split(". ").slice(1).join(". "), 30, { paperBefore }), scores });
    expect(talk([0.2, 0.3, 1]).sentences.join(" ")).not.toMatch(/The noise variable/);
    // Heard earlier in the talk, it is the listener's too.
    const heard = writeSectionTalk({ ...input(text.split(". ").slice(1).join(". "), 30, { paperBefore: seenSentencesOf(speakableCandidates("We add a noise variable to each data set.", false)), heardSentences: [new Set(contentTokens("we add a noise variable"))] }), scores: [0.2, 0.3, 1] });
    expect(heard.sentences.join(" ")).toMatch(/The noise variable/);
  });

  it("does not say a label or a name the paper gave its things before unless the listener heard it", () => {
    const text = [
      "The Case II simulation develops a temperature inversion at the base of the domain within 500 overturn times.",
      "Relatively hot plumes in the convection zone turn into cold plumes in the penetration zone.",
      "The MM case study shows the largest calibration gain of all four data sets we studied.",
    ].join(" ");
    const paperBefore = seenSentencesOf(speakableCandidates("We run two kinds of simulations, Case I and Case II. The MM case study follows patients with multiple myeloma.", false));
    const said = (extra: Partial<SectionTalkInput>) => writeSectionTalk({ ...input(text, 80, { paperBefore, ...extra }), scores: [1, 0.5, 0.9] }).sentences.join(" ");
    expect(said({})).not.toMatch(/Case II|MM case study/);
    // Heard earlier in the talk (the label whole, the name by itself), they are the listener's too.
    const heard = said({ said: ["We compare two setups, Case I and Case II.", "One cohort, MM, follows 1000 patients."] });
    expect(heard).toMatch(/The Case II simulation/);
    expect(heard).toMatch(/The MM case study/);
    // A label the paper first uses here is introduced by its own sentence.
    expect(writeSectionTalk({ ...input(text, 80), scores: [1, 0.5, 0.9] }).sentences.join(" ")).toMatch(/The Case II simulation/);
  });

  it("shows a bullet that leans on a thing the paper introduced only with the sentence that introduced it", () => {
    const rest = [
      "Memory use stays within 2 percent of the stock tables on all workloads we ran.",
      "Lookups switch away from the constant hash once chains grow longer than 8 keys.",
    ].join(" ");
    const leaning = (b: string) => /switch away from the constant hash/.test(b);
    // The introducing sentence ranks last: it is said only because the point needs it.
    const ranked = (text: string) => ({ ...input(text, 60), scores: [0.01, 0.5, 1] });
    const talk = writeSectionTalk(ranked(`We start every table with a cheap hash we call the constant hash, which costs one instruction per key. ${rest}`));
    expect(talk.bullets.some(leaning)).toBe(true);
    expect(talk.sentences[0]).toMatch(/we call the constant hash/);
    // Introduced in a sentence the talk cannot say (it holds a formula): the bullet is not shown.
    const unsaid = writeSectionTalk(ranked(`We start every table with a cheap hash we call the constant hash, ${MATH_PLACEHOLDER}. ${rest}`));
    expect(unsaid.bullets.some(leaning)).toBe(false);
    expect(unsaid.bullets.length).toBeGreaterThan(0);
  });

  it("shows a bare definite noun only once the listener heard it", () => {
    const rest = "Each tile runs on its own thread of the graphics card. The time step can be accepted by simply swapping the buffers.";
    const swapping = (b: string) => /swapping the buffers/.test(b);
    expect(writeSectionTalk({ ...input(rest, 60), scores: [0.5, 1] }).bullets.some(swapping)).toBe(false);
    // Once a sentence heard before names them, the bullet stands; a field's term of two words names itself.
    const named = writeSectionTalk({ ...input(rest, 60), scores: [0.5, 1], known: new Set(contentTokens("We keep the state in two buffers.")) });
    expect(named.bullets.some(swapping)).toBe(true);
    const term = writeSectionTalk({ ...input("Hyperparameters are chosen to optimize the validation loss after complete training.", 30), scores: [1] });
    expect(term.bullets).toEqual(["Hyperparameters are chosen to optimize the validation loss after complete training"]);
    // A superlative picks one of a set the viewer must know: "the highest bid" with no bids heard.
    const auction = "Teams would take part in an auction before each match. The team with the highest bid wins the right to choose whether to bowl or bat.";
    const bid = (b: string) => /highest bid/.test(b);
    expect(writeSectionTalk({ ...input(auction, 60), scores: [0.2, 1] }).bullets.some(bid)).toBe(false);
    const bids = writeSectionTalk({ ...input(auction, 60), scores: [0.2, 1], known: new Set(contentTokens("Each team places a bid in runs.")) });
    expect(bids.bullets.some(bid)).toBe(true);
  });

  it("never shows the items a colon announced as a point of their own", () => {
    const text = "Consequently, some of Saturn's data structures have two versions: (1) a version that does not use any unsafe features of OCaml and (2) an optimized version.";
    const bullets = writeSectionTalk(input(text, 40)).bullets;
    expect(bullets.some((b) => /^A version that/.test(b))).toBe(false);
    const cycles = "The hourly data collected from one department showed no trend and two seasonal cycles: a within-day and a within-week seasonal cycles.";
    expect(writeSectionTalk(input(cycles, 40)).bullets.some((b) => /^A within-day/.test(b))).toBe(false);
    const lenses = [
      "This study set out to probe the prosocial premise of criminal punishment.",
      "We pursued this question through two complementary lenses: a comprehensive correlational mapping of the psychological factors associated with punitiveness, and a multi-method computational text analysis of the language people use to justify their punishment preferences.",
      "Deterrence, public safety, and proportional justice were the dominant themes across all classification methods.",
    ].join(" ");
    expect(writeSectionTalk(input(lenses, 60)).bullets.some((b) => /^A multi-method/.test(b))).toBe(false);
  });

  it("says 'On one hand, …' only with the sentence that gives the other hand", () => {
    const text = [
      "On one hand, the system mitigates all double fetch bugs in the kernel.",
      "On the other hand, the system costs 3.4 percent of throughput on average.",
      "Memory use stays within 2 percent of the stock kernel on all workloads we ran.",
    ].join(" ");
    const talk = writeSectionTalk({ ...input(text, 40), scores: [1, 0.01, 0.9] });
    const opened = talk.sentences.findIndex((s) => /^On one hand/.test(s));
    if (opened >= 0) expect(talk.sentences[opened + 1]).toMatch(/^On the other hand/);
    expect(talk.bullets.some((b) => /^On one hand/.test(b))).toBe(false);
  });

  it("ends the closing slide on its last point, not on a sentence that fills the time after it", () => {
    const text = [
      "We built a model of knowledge growth under censorship for early modern Italy.",
      "Censorship reduced average publications per scholar by 35 percent over two centuries.",
      "Renaissance Italy has long been regarded as the cradle of culture and science.",
    ].join(" ");
    const talk = writeSectionTalk({ ...input(text, 40, { closing: true }), scores: [1, 0.9, 0.01] });
    expect(talk.bullets.length).toBeGreaterThan(0);
    const last = talk.sentences[talk.sentences.length - 1] ?? "";
    expect(talk.bullets.some((b) => last.startsWith(b))).toBe(true);
  });

  it("shows \"One option …\" only once the options were named, unless its own phrase says which", () => {
    const text = "One option is to use the unnormalized log-posterior as the objective in every run. One challenge of using eBPF for learning is that it is not Turing-complete.";
    const bullets = writeSectionTalk(input(text, 60)).bullets;
    expect(bullets.some((b) => /^One option/.test(b))).toBe(false);
    expect(bullets.some((b) => /^One challenge of using eBPF/.test(b))).toBe(true);
  });

  it("a slide with a result says it, with its number", () => {
    const text = [
      "We run every simulation configuration of the cluster on the same machine for ten minutes.",
      "Every simulation configuration of the cluster uses the same hosts and links.",
      "The simulation of the cluster runs the same configuration on every machine.",
      "With the external simulator running in parallel with the host simulators, which the first configuration lacks, the second configuration takes 138 minutes where the first takes 350 minutes, a 60 percent reduction.",
    ].join(" ");
    const talk = writeSectionTalk(input(text, 45));
    expect(talk.sentences.some((s) => /60 percent/.test(s))).toBe(true);
  });
});

describe("pointers at what only a reader sees", () => {
  it("are never said, in the singular or the plural", () => {
    expect(pointsAtUnseen("The following tables show the throughput of various queues and stacks.")).toBe(true);
    expect(pointsAtUnseen("The following figure shows the speedup on every benchmark.")).toBe(true);
    expect(pointsAtUnseen("Each point on this figure represents an ordered structure.")).toBe(true);
    expect(pointsAtUnseen("Red indicates an FCC structure, while green indicates a BCC structure.")).toBe(true);
    expect(pointsAtUnseen("The following steps make the queue lock-free on every platform.")).toBe(false);
    // An instruction to the reader: look it up elsewhere.
    expect(pointsAtUnseen("For extensive discussions of the approximations see prior work and references therein.")).toBe(true);
    // Inside a sentence, "the following" points at what the paper lists next, which the talk left out.
    expect(pointsAtUnseen("Our model is motivated by the following biological intuition about protein interactions.")).toBe(true);
    expect(pointsAtUnseen("We make the following contributions: a parser and a dataset.")).toBe(false);
    // What a figure draws, what the reader saw, and a result stated where the talk did not go.
    expect(pointsAtUnseen("The target vehicle with uncertain behaviour is in blue, while the ego-vehicle is in green.")).toBe(true);
    expect(pointsAtUnseen("Its interval is represented by an area filled with a colour gradient representing time.")).toBe(true);
    expect(pointsAtUnseen("As we can see the new predictor generates bounded estimates.")).toBe(true);
    expect(pointsAtUnseen("The above method can be improved by creating a set of distance bins.")).toBe(true);
    expect(pointsAtUnseen("In the last lemma, the existence of a similarity transformation is proven.")).toBe(true);
    expect(pointsAtUnseen("The blue whale is in danger, and red wine is in demand.")).toBe(false);
  });
});

describe("questions and imperatives", () => {
  it("says a question only with its answer, and never makes a bullet of a paper's imperative", () => {
    const text = [
      "Imagine that we could trace a training run backwards exactly.",
      "Exact reversal needs only a few extra bits of memory per step.",
      "Do we need the decay rate below one to reverse the training run exactly?",
      "Errors in the reversed run grow by a factor of the inverse decay at every step of the run.",
      "The reversed run then ends exactly at its starting point.",
      "Checkpointing stores the parameters on a fraction of the steps.",
    ].join(" ");
    for (const target of [20, 30, 45, 60]) {
      const talk = writeSectionTalk(input(text, target));
      expect(talk.bullets.some((b) => b.startsWith("Imagine"))).toBe(false);
      const q = talk.sentences.findIndex((s) => s.endsWith("?"));
      if (q >= 0) expect(talk.sentences[q + 1]).toBe("Errors in the reversed run grow by a factor of the inverse decay at every step of the run.");
    }
  });
});
