import { describe, expect, it } from "vitest";
import { findMarkupResidue } from "../../ingest/residue.js";
import { countSpokenWords } from "../plan/spoken-words.js";
import { BULLETS } from "../types.js";
import { bulletCount, makeBullets } from "./bullets.js";
import { compressToBullet } from "./compress-bullet.js";
import { bulletOf } from "./point-bullet.js";
import { localBullets } from "./local-writer.js";
import { contentTokens } from "./tokens.js";

const SECTION = [
  "We introduce a sampler that wraps the generator of a generative adversarial network (GAN) using its discriminator.",
  "The sampler draws candidates from the generator and accepts them with a Metropolis-Hastings rule (Fig. 2).",
  "Calibration of the discriminator matters, because raw discriminator scores are poorly calibrated in practice.",
  "On CIFAR-10 the method improves the Inception score over the baseline in every configuration we tried.",
  "Following Turner et al. (2019), we restart chains that reject every proposal, which avoids burn-in entirely.",
  "The wrapped generator recovers missing modes of the data distribution on the toy mixture of Gaussians.",
].join(" ");

describe("bullets", () => {
  it("compresses a sentence to at most 12 words (14 when whole) without a trailing period", () => {
    const long = compressToBullet("However, we show that the proposed sampler improves sample quality on every data set we tried, including CelebA, LSUN and ImageNet.", false);
    expect(long.text).toBe("The proposed sampler improves sample quality on every data set we tried");
    // Two words over, a statement stays whole rather than lose part of what it says.
    // A sequence word that opens a sentence leans on the one before: the bullet starts after it.
    expect(compressToBullet("Further, the datapath component provides interfaces to set congestion windows.", false).text).toBe("The datapath component provides interfaces to set congestion windows");
    expect(compressToBullet("Last, the method cannot handle states of multideterminantal character.", false).text).toBe("The method cannot handle states of multideterminantal character");
    // A lead phrase that points back goes; one that says what for stays.
    expect(compressToBullet("To investigate further, we performed new radial velocity measurements of WASP-4.", false).text).toBe("We performed new radial velocity measurements of WASP-4");
    expect(compressToBullet("To measure drift, we performed new radial velocity measurements.", false).text).toBe("To measure drift, we performed new radial velocity measurements");
    // A lead clause that holds the other term of the main clause's relation stays.
    expect(compressToBullet("While most measurements are made on skeletal growth, the model predicts biomass growth, which may not always be strongly correlated.", false).text).not.toMatch(
      /^The model predicts/,
    );
    // A "where" clause that says how an evaluation came out is the point.
    expect(
      compressToBullet("We perform an extensive evaluation in both simulation and the physical world, where we outperform a state-of-the-art adaptive controller and a tuned PID controller.", false).text,
    ).toBe("We outperform a state-of-the-art adaptive controller and a tuned PID controller");
    // A stance adverb goes, as in the narration; one that frames when the claim holds stays.
    expect(compressToBullet("Unsurprisingly, QC scores are strongly correlated with age.", false).text).toBe("QC scores are strongly correlated with age");
    expect(compressToBullet("Traditionally, MCMC diagnostic plots consist of trace plots.", false).text).toBe("Traditionally, MCMC diagnostic plots consist of trace plots");
    const whole = compressToBullet("We show that unconverged gradient descent can be read as sampling from a nonparametric posterior.", false);
    expect(whole).toEqual({ text: "Unconverged gradient descent can be read as sampling from a nonparametric posterior", fit: "whole" });
    expect(long.fit).toBe("clause");
    // ", and have come to …" opens a second predicate, not a list's last item: the head is a whole statement.
    expect(compressToBullet("Climbing grades are used to classify a climbing route based on its perceived difficulty, and have come to play a central role in the sport.", false)).toEqual({
      text: "Climbing grades are used to classify a climbing route based on its perceived difficulty",
      fit: "clause",
    });
    // "Together," sums up sentences the slide does not show: the claim stands without it.
    expect(compressToBullet("Together, CBNN outperforms the competing models in calibration and discrimination.", false).text).toBe("CBNN outperforms the competing models in calibration and discrimination");
    // A head that counts what its colon gives is no statement without them.
    expect(compressToBullet("We have two ways of detecting when the current hash function is likely suboptimal: tracking collisions at rehash and chain length at insertion.", false).fit).not.toBe("clause");
    expect(compressToBullet("The method is simple and fast: it runs in linear time on every data set we tried so far.", false)).toEqual({ text: "The method is simple and fast", fit: "clause" });
    // The frame goes with the analysis it names: the claim is what follows "that".
    expect(compressToBullet("We conclude from the robustness analysis that censorship reduced output per scholar by 35 percent.", false).text).toBe("Censorship reduced output per scholar by 35 percent");
    expect(compressToBullet("We have shown that the orbits of the stream stars are sensitive to the shape of the bar.", false).text).toBe("The orbits of the stream stars are sensitive to the shape of the bar");
    // A whole clause up to the whole-statement limit, cut at its clause boundary.
    expect(compressToBullet("The reallocation of talents towards compliant work explains half of the effect of censorship, while shocks explain the rest.", false)).toEqual({
      text: "The reallocation of talents towards compliant work explains half of the effect of censorship",
      fit: "clause",
    });
    expect(compressToBullet("While DRS improves on a direct GAN, MH-GAN improves the Inception score more in every case.", false).text).toBe(
      "MH-GAN improves the Inception score more in every case",
    );
    const cut = compressToBullet("The restart after a chain of only rejections has a theoretical potential for bias that we measure carefully.", false);
    expect(countSpokenWords(cut.text)).toBeLessThanOrEqual(12);
    expect(cut.text).not.toMatch(/\b(?:of|the|a|for|that)$/);
    expect(compressToBullet("我们发现了 Transformer 对其他任务具有很好的泛化能力，并在英语句法成分解析上取得了很好的结果。", true).text).toBe(
      "Transformer 对其他任务具有很好的泛化能力",
    );
  });

  it("never makes a point of what stands in for a citation", () => {
    expect(bulletOf("Other researchers propose to use AI for detecting performance anomalies.", false, [], false)).toBeNull();
    expect(bulletOf("The strategy adopted in prior work involves solving several smaller linear systems.", false, [], false)).toBeNull();
    // Cut before its "as", a naming verb names nothing ("We refer to the grade estimated for a climber" … as what?).
    const named = bulletOf("We refer to the grade estimated for a climber in this way as the session grade, which all later analyses use.", false, [], true);
    expect(named === null || /\bas the session grade\b/.test(named.text)).toBe(true);
    expect(bulletOf("Prior work shows how to do selective F tests.", false, [], false)).toBeNull();
    expect(bulletOf("Other networks use AI for detecting performance anomalies.", false, [], false)?.text).toBe("Other networks use AI for detecting performance anomalies");
  });

  it("keeps a leading condition, reason or scope, and never shows the lead phrase alone", () => {
    // A condition or scope stays: without it the claim says more than the paper does.
    expect(bulletOf("With global alignment, minimap2 may align unrelated sequences between anchors.", false, [], false)?.text).toBe("With global alignment, minimap2 may align unrelated sequences between anchors");
    // A concession or a means may go.
    expect(compressToBullet("While earlier aligners index the whole reference with a full-text index, minimap2 indexes minimizers of the reference in a hash table.", false).text).toBe("Minimap2 indexes minimizers of the reference in a hash table");
    // The lead phrase cut at its own comma is no statement, whatever verb a participle looks like.
    for (const s of [
      "With the increasing importance of diode pumped lasers, new material systems have been developed for high power lasers in many fields of research.",
      "With the external simulator running in parallel with the host simulators, which the first configuration lacks, the second configuration takes 138 minutes.",
    ]) {
      const b = bulletOf(s, false, [], true);
      expect(b === null || !/^With/.test(b.text) || b.text.includes(","), s).toBe(true);
    }
  });

  it("never cuts off the number a result is about", () => {
    const b = compressToBullet("The Top-1 most likely sample exactly matches the ground truth for 63 percent of the drawings in the test set.", false);
    // Not "… exactly matches the ground truth", which claims every drawing.
    expect(b.fit).toBe("truncated");
  });

  it("never leaves a head ending in its verb where the sentence has no punctuation to cut at", () => {
    const b = compressToBullet("We ask whether a recognizer can learn which few frames each frame needs and how to find them quickly.", false);
    expect(b.text).not.toBe("We ask whether a recognizer can learn");
    expect(b.fit).toBe("truncated");
    const hypothesis = compressToBullet("We hypothesized that, although speech production will be suppressed relative to perception, the tuning stays the same.", false);
    expect(hypothesis.text).not.toBe("We hypothesized that, although speech production will be suppressed relative to perception");
  });

  it("cuts before a clause of reason or a second verb of the same subject, never inside a suspended compound", () => {
    expect(compressToBullet("For long inputs, the stock queue and stack are the fastest ones as the concurrent versions add a large overhead.", false).text).toMatch(/are the fastest ones$/);
    expect(compressToBullet("The new library provides thorough testing of every structure and could offer more optimized versions in future.", false).text).toBe("The new library provides thorough testing of every structure");
    expect(compressToBullet("The stock allocator serves as the reference point for every one of the experiments we run.", false).text).not.toMatch(/serves$/);
    expect(compressToBullet("Each elementary iteration's gradient itself depends on forward- and then back-propagation through a network.", false).text).not.toMatch(/-$/);
  });

  it("cuts before a second clause with its own subject, and keeps what a sentence found over what it did", () => {
    expect(compressToBullet("The land models gave a mean memory of 6 days, and none of them exceeded 15 days at any site.", false)).toEqual({ text: "The land models gave a mean memory of 6 days", fit: "clause" });
    expect(compressToBullet("The new design is fast, accurate, and small enough for every embedded board we own today.", false).text).not.toBe("The new design is fast, accurate");
    expect(compressToBullet("We measure memory at 40 sites across three continents and find that memory lasts 12 days on average, twice as long as models predict.", false).text).toBe(
      "Memory lasts 12 days on average, twice as long as models predict",
    );
    // A finding that leans on the clause before is no point of its own.
    expect(compressToBullet("Snoek and colleagues optimized separate regularization parameters for each layer in a neural network, and found that it improved performance.", false).text).not.toMatch(/^It /);
    // A result cut from its number is no point.
    const cut = bulletOf("On average, our model was able to reduce the dose distance with manually optimized dose by a factor of 3 compared with the planners.", false, [], false);
    expect(cut === null || /\d/.test(cut.text)).toBe(true);
    // A result in a verb of change is a statement, not a participle describing its subject.
    expect(bulletOf("Memory ranged from 4 to 31 days across sites, with a mean of 12 days.", false, [], false)?.text).toBe("Memory ranged from 4 to 31 days across sites, with a mean of 12 days");
  });

  it("never cuts between a list's last items, after an adjective that needs its object, or after a passive", () => {
    expect(compressToBullet("Small and large table operations constituted 0.55 percent, 0.25 percent and 0.3 percent of the baseline result in the suite.", false).fit).toBe("truncated");
    expect(compressToBullet("Parameter psi has no effect on the dynamics of knowledge conditional on censorship starting in a given year.", false).text).not.toMatch(/conditional$/);
    expect(compressToBullet("The drop in the revolutionary sector is partially compensated by the increased quality within the compliant sector.", false).fit).toBe("truncated");
  });

  it("never cuts a verb from the complement it needs, but a passive ends its clause", () => {
    const stays = compressToBullet("Across all the counties we surveyed over two decades, the effects of the new clinics stay, as before, within the county itself.", false);
    expect(stays.text).not.toMatch(/stay$/);
    const passive = compressToBullet("For all forty benchmark programs, the same input filter is applied, which keeps the comparison fair across all of the tools.", false);
    expect(passive.text).toMatch(/the same input filter is applied$/i);
    // A pronoun opening names a sentence the slide does not show.
    expect(bulletOf("It is a project to document and analyze the full range of algorithms enabled by the GraphBLAS.", false, [], false)).toBeNull();
    expect(bulletOf("It is possible to develop an intrusion detection system entirely in eBPF.", false, [], false)).not.toBeNull();
    expect(bulletOf("This paper describes a method for inference on models chosen by cross-validation.", false, [], false)).not.toBeNull();
    expect(bulletOf("This shows that the bound is tight for every speaker.", false, [], false)).toBeNull();
    expect(bulletOf("That tuning assumes that scores mean the same thing for every speaker.", false, [], false)).not.toBeNull();
    // An adjective that owes what it is said of: "it is possible | for particles to travel".
    const possible = bulletOf("For instance, in astrophysical N-body simulations, it is possible for particles to travel from one processor's domain to another.", false, [], false);
    expect(possible?.text ?? "").not.toMatch(/it is possible$/);
    // A verb whose object is owed its target: "we focused our work | on learning games".
    // An aside set off by commas ("in particular …") is not what the bullet must keep.
    expect(compressToBullet("The influence of the metadata, in particular the observed dependencies on proficiency, was not confirmed.", false).text).toBe("The influence of the metadata was not confirmed");
    const focused = bulletOf("SimPLe excels in low data regime and we focused our work on learning games with 100 thousand interaction steps with the environment.", false, [], true);
    expect(focused?.text ?? "").not.toMatch(/focused our work$/);
  });

  it("never cuts a phrase that owes its complement: 'the necessity | of', 'a role | in', 'as effective | in … as', 'to best account | for'", () => {
    const heads = [
      "A glance at available data confirms the necessity of using a more complicated modelling approach: out of 114 estimates, only 24 are young.",
      "Beyond sketching, each sensemaking process fulfills a central role in participants' analysis workflows to address their objectives.",
      "Contrary to past work, we found that sketch-to-query is not as effective in practice as past work may suggest.",
      "We use Bayesian methods because they allow us to best account for the uncertainty in the few studies that report data.",
      // A change without what changed, an adjective without what it applies to.
      "Across the five benchmark datasets our proposed method exhibited large increases in the area under the curve.",
      "The model we present here is general enough to be applicable to other host-pathogen interaction problems.",
    ].map((s) => compressToBullet(s, false));
    for (const h of heads) expect(h.fit === "truncated" || !/(?:necessity|role|as effective|account|increases|applicable)$/.test(h.text), h.text).toBe(true);
  });

  it("never shows a head that only announces what its colon gives", () => {
    const announced = compressToBullet(
      "We currently observe a disconcerting phenomenon in machine learning studies in psychiatry: while we would expect larger samples to yield better results, larger studies show much weaker performance.",
      false,
    );
    expect(announced.fit).toBe("truncated");
    // A head that states its claim stands: the colon only gives detail.
    expect(compressToBullet("Larger training sets did not improve accuracy in any of our settings: the curves stay flat from 30 samples on.", false).fit).not.toBe("truncated");
  });

  it("never cuts before 'where' that says which cases, nor after an adjective that owes its object", () => {
    const cases = compressToBullet("Given our modelling framework, worthless nuptial gifts may be expected to evolve in cases where females are discriminating in favour of nuptial gifts, but search is costly.", false);
    expect(cases.text).not.toMatch(/in cases$/);
    const dependent = compressToBullet("The threshold determining whether females will be favoured to reject males without nuptial gifts is dependent on the search time.", false);
    expect(dependent.text).not.toMatch(/is dependent$/);
  });

  it("never cuts an effect from what it acts on, nor a use from what it is for", () => {
    const effect = compressToBullet("Here, we aim to systematically investigate the effects of both train and test set sample sizes on ML model performance in neuroimaging based MDD classification.", false, 18);
    expect(effect.fit === "truncated" || /\bon\b/.test(effect.text), effect.text).toBe(true);
    const used = compressToBullet("Recent work has used stellar number counts of Red Clump giant stars in the Galactic bulge to constrain dynamical models of the bar.", false);
    expect(used.fit === "truncated" || /to constrain/.test(used.text), used.text).toBe(true);
    // A cut with no purpose or effect owed still stands.
    expect(compressToBullet("Recent work has used stellar number counts of Red Clump giant stars in the Galactic bulge of the Milky Way and its bar.", false)).toEqual({
      text: "Recent work has used stellar number counts of Red Clump giant stars",
      fit: "clause",
    });
  });

  it("drops examples set off by commas, but not the first item of a list", () => {
    const aside = compressToBullet(
      "We demonstrate that common experimental traffic models, such as uniform constant bit-rate traffic (CBR), drastically misrepresent performance metrics at all levels of the protocol stack.",
      false,
    );
    expect(aside.text).toBe("Common experimental traffic models drastically misrepresent performance metrics");
    expect(compressToBullet("Many systems, e.g. databases, use hashing heavily.", false).text).toBe("Many systems use hashing heavily");
    expect(compressToBullet("Participants could use any resources they wanted to, including web search, to complete the task.", false).text).toBe("Participants could use any resources they wanted to complete the task");
    expect(compressToBullet("The aim is to capture extant, used in the wild, PDF parsers.", false).text).toBe("The aim is to capture extant PDF parsers");
    expect(compressToBullet("Classic models, such as A, B and C, fail on real data.", false).text).toBe("Classic models, such as A, B and C, fail on real data");
  });

  it("drops discourse markers and a leading \"And\", and never cuts a list after its first item or inside a symbol", () => {
    expect(compressToBullet("The models must, therefore, include the drift.", false).text).toBe("The models must include the drift");
    expect(compressToBullet("And the 9 elements of the matrix C are determined by a fit.", false).text).toBe("The 9 elements of the matrix C are determined by a fit");
    expect(compressToBullet("For this reason, we focus on hadronic tau decays.", false).text).toBe("We focus on hadronic tau decays");
    expect(compressToBullet("It has been shown that all decay channels provide the same sensitivity.", false).text).toBe("All decay channels provide the same sensitivity");
    expect(compressToBullet("More generally, we believe the problem of inferring programs is open.", false).text).toBe("The problem of inferring programs is open");
    // "thus" and "also" tie the sentence to one the slide does not show; "but also" is kept.
    expect(compressToBullet("Optimization thus generates a sequence of distributions.", false).text).toBe("Optimization generates a sequence of distributions");
    expect(compressToBullet("We also introduce a variant of the sampler.", false).text).toBe("We introduce a variant of the sampler");
    expect(compressToBullet("The sampler is not only fast but also accurate.", false).text).toBe("The sampler is not only fast but also accurate");
    // What is introduced is the subject of the point.
    expect(compressToBullet("We introduce the MH-GAN, which combines aspects of Markov chain Monte Carlo and GANs.", false).text).toBe("The MH-GAN combines aspects of Markov chain Monte Carlo and GANs");
    // The comma after "P A" opens the rest of a list; "A" there is a symbol, not an article.
    const listed = compressToBullet("EMRI models must, therefore, include the Phi sub 0 P A, Phi sub res, and Phi sub 1 P A effects in order to keep phase accuracy.", false);
    expect(listed.text).not.toMatch(/Phi sub 0 P$/);
    expect(listed.text).not.toBe("EMRI models must include the Phi sub 0 P A");
    const long = compressToBullet("Decisions about QC exclusion must balance accuracy, interpretability, generalization to new data, and scalability to larger datasets.", false);
    expect(long.text).not.toMatch(/accuracy$|interpretability$/);
  });

  it("never cuts a Chinese bullet inside a word, nor keeps a clause without its subject", () => {
    const text = [
      "我们的最佳模型甚至超过了之前报告的所有集成模型在英语到法语翻译任务上的表现和成绩。",
      "这些模型在质量上更优。",
      "我们训练基础模型共 100,000 步，耗时 12 小时。",
    ].join("");
    const bullets = localBullets("结论", text);
    expect(bullets).not.toContain("我们的最佳模型甚至超过了之前报告的所");
    expect(bullets.some((b) => b.startsWith("这些"))).toBe(false);
    expect(bullets).toContain("我们训练基础模型共 100,000 步，耗时 12 小时");
  });

  it("gives 3–5 short, clean, distinct bullets faithful to the section, in its order", () => {
    const bullets = localBullets("Method", SECTION);
    expect(bullets.length).toBeGreaterThanOrEqual(BULLETS.min);
    expect(bullets.length).toBeLessThanOrEqual(BULLETS.max);
    for (const b of bullets) {
      expect(countSpokenWords(b)).toBeLessThanOrEqual(BULLETS.statementMaxWords);
      expect(b).not.toMatch(/[.;:,]$/);
      expect(b).not.toMatch(/et al|\(|\[|Fig/);
      expect(findMarkupResidue(b)).toEqual([]);
      // Every bullet is made of the section's own words.
      for (const w of b.toLowerCase().match(/[a-z]{4,}/g) ?? []) expect(SECTION.toLowerCase()).toContain(w);
    }
    expect(new Set(bullets).size).toBe(bullets.length);
    expect(localBullets("Method", SECTION)).toEqual(bullets);
  });

  it("does not turn a narration's transition or opening line into a bullet", () => {
    const narration = `Next, let's look at the method. ${SECTION}`;
    const bullets = localBullets("Method", narration);
    expect(bullets.some((b) => /let's look|^Next/i.test(b))).toBe(false);
    const opening = localBullets("Opening", `This talk presents Radar Rainfall Nowcasting, by Ann Author and colleagues. ${SECTION}`);
    expect(opening.some((b) => b.startsWith("This talk presents"))).toBe(false);
  });

  it("scales the number of bullets with the section and never invents any", () => {
    expect(bulletCount(80)).toBe(2);
    expect(bulletCount(200)).toBe(3);
    expect(bulletCount(900)).toBe(4);
    expect(localBullets("Empty", "")).toEqual([]);
    expect(localBullets("Tiny", "The method works well on every benchmark we tried.")).toEqual(["The method works well on every benchmark we tried"]);
  });

  it("works on Chinese text", () => {
    const zh = "我们提出了一种新的简单网络架构 Transformer，完全基于注意力机制。在两个机器翻译任务上的实验表明，这些模型在质量上更优。我们的模型在八块 GPU 上训练 3.5 天后取得了新的最佳成绩。我们还表明 Transformer 能很好地推广到其他任务。自注意力层可以并行计算所有位置。";
    const bullets = localBullets("介绍", zh);
    expect(bullets.length).toBeGreaterThanOrEqual(2);
    for (const b of bullets) {
      expect(countSpokenWords(b)).toBeLessThanOrEqual(BULLETS.maxWords);
      expect(b).not.toMatch(/[。，]$/u);
    }
  });
});

describe("point bullets", () => {
  it("use the paper's abbreviations when only that makes a statement fit whole", () => {
    const sentence = "We show that unconverged stochastic gradient descent can be interpreted as sampling from a nonparametric approximate posterior distribution.";
    const abbreviations = [{ short: "SGD", long: "stochastic gradient descent" }];
    expect(bulletOf(sentence, false, abbreviations, false)?.text).toBe("Unconverged SGD can be interpreted as sampling from a nonparametric approximate posterior distribution");
    // A statement that fits as written keeps its words.
    expect(bulletOf("Stochastic gradient descent samples from a posterior.", false, abbreviations, false)?.text).toBe("Stochastic gradient descent samples from a posterior");
  });
});

describe("bullets with a variable's letter", () => {
  it("are none: the slide does not define the letter; units, names and languages are letters too", () => {
    expect(bulletOf("Nested sampling is a Monte Carlo method whose main aim is to calculate Z.", false, [], false)).toBeNull();
    expect(bulletOf("The unit lower triangular structure of L forbids row permutations.", false, [], false)).toBeNull();
    expect(bulletOf("The alloy composition was restored by annealing to 600 K.", false, [], false)).not.toBeNull();
    expect(bulletOf("eBPF programs are usually written in C and compiled to bytecode.", false, [], false)).not.toBeNull();
  });
});

describe("clause cuts", () => {
  it("never cut before a restrictive relative clause: the noun says nothing without it", async () => {
    const { cutAtClause, cutAtPhrase } = await import("./bullet-clauses.js");
    const text = "In order to account for selective pressures within the tumour, we allow the rate at which mutations occur to depend on the gene";
    expect(cutAtClause(text, false, 18) ?? "").not.toMatch(/the rate(?: at)?$/);
    expect(cutAtPhrase("In every sample we measure the speed at which the cells divide under the conditions", 12) ?? "").not.toMatch(/speed$/);
    expect(cutAtPhrase("HNSCC has a dismal prognosis, and development of novel therapies through molecular characterization would help patients", 16) ?? "").not.toMatch(/therapies$/);
    expect(cutAtPhrase("Small nucleolar RNAs are essential players in the rRNA biogenesis due to their involvement in the modification of ribosomal RNA", 18) ?? "").not.toMatch(/involvement$/);
  });
});

describe("word-cut bullets", () => {
  it("do not end in an unfinished prepositional phrase", async () => {
    const { compressToBullet } = await import("./compress-bullet.js");
    const b = compressToBullet("We show variations in the optimal scoring threshold for face-pairs across different subgroups of the benchmark population studied here.", false);
    expect(b.text).toBe("We show variations in the optimal scoring threshold for face-pairs");
  });

  it("are kept when the cut falls before a phrase such as \"together with\" or \"even when\", not before \"and\"", () => {
    const text = [
      "We report here a comprehensive inventory of fungal snoRNAs together with their predicted target sites in every major fungal lineage.",
      "The wrapped generator samples from the true distribution on the data exactly even when the generator is imperfect in ways nobody can detect.",
      "We also show that the snoRNAome is subject to ongoing rearrangements and duplications across many species of the kingdom.",
    ].join(" ");
    const bullets = localBullets("Summary", text);
    expect(bullets).toContain("We report here a comprehensive inventory of fungal snoRNAs");
    // Not "… on the data exactly": a head cut after an adverb is left open.
    expect(bullets).toContain("The wrapped generator samples from the true distribution");
    expect(bullets.some((b) => b.endsWith("ongoing rearrangements"))).toBe(false);
  });
});

describe("bullets of one section's text", () => {
  const sentences = [
    "The sampler accepts candidates with a Metropolis-Hastings rule.",
    "Calibration of the discriminator improves acceptance of good samples.",
    "The method improves the Inception score on every data set.",
    "Restarting rejected chains avoids any burn-in period entirely.",
    "The wrapped generator recovers missing modes of the mixture.",
    "Training uses the standard generator and discriminator losses.",
  ];
  const candidates = sentences.map((text, index) => ({ index, text, tokens: contentTokens(text), words: countSpokenWords(text), leads: index === 0 }));
  const scores = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];

  it("takes the best sentences up to the count the text's length gives, in the text's order", () => {
    const bullets = makeBullets(candidates, scores, 500, false, []);
    expect(bullets).toHaveLength(BULLETS.max);
    expect(bullets).not.toContain("Training uses the standard generator and discriminator losses");
    expect(bullets[0]).toBe("The sampler accepts candidates with a Metropolis-Hastings rule");
  });
});

describe("a table's result on a slide", () => {
  it("keeps the paper's number whole when the comparison does not fit, never half of it", () => {
    expect(bulletOf("Our method reaches a test accuracy of 78.24 percent against 76.22 percent for the next best, Bottom-Up.", false, [], false)?.text).toBe(
      "Our method reaches a test accuracy of 78.24 percent",
    );
    expect(bulletOf("YOLO reaches an FPS of 45 against 0.48 for the next best.", false, [], false)?.text).toBe("YOLO reaches an FPS of 45 against 0.48 for the next best");
  });
});

describe("phrase cuts", () => {
  it.each([
    // What the cut phrase says is what the indefinite noun phrase is.
    "A gluonic string junction is a single point in QCD at which three valence quarks join together in the proton.",
    // A relation owes its other end.
    "The focused analysis of alterations in toxicity-related processes showed differences between the three cell lines and the concentrations studied.",
    // A denial may hold only for the way the phrase gives.
    "Due to out-of-core constraints, we can not estimate a global treetop by loading the whole octree into the memory of one machine.",
    // A relative clause is not cut before its end.
    "Baryons in QCD are represented by a gauge-invariant state operator which may shed light on the transport of baryon number in collisions.",
  ])("never cuts a phrase the head still owes: %s", (sentence) => {
    expect(bulletOf(sentence, false, [], true)?.text ?? "").not.toMatch(/(?:a single point|showed differences|a global treetop|shed light)$/);
  });
});
