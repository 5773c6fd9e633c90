import { describe, expect, it } from "vitest";
import { speakCitations, hasCitationDebris } from "./citations.js";
import { speakFigureMentions } from "./figure-mentions.js";
import { speakLatinAbbreviations } from "./latin-abbreviations.js";
import { speakNumbers } from "./numbers.js";
import { cleanParentheticals } from "./parentheticals.js";
import { speakSentence } from "./spoken-sentence.js";
import { speakSymbols } from "./symbols.js";
import { isSpeakable } from "./speakable.js";

describe("citations", () => {
  it("drops author-year and pointer asides, keeps definitions", () => {
    expect(cleanParentheticals("The mass of PM per volume of air (µg PMx/m3 air) was recorded.")).toBe("The mass of PM per volume of air was recorded.");
    expect(cleanParentheticals("Suppression is robust (Houde et al. 2002; Niziolek 2013) in speech.")).toBe("Suppression is robust in speech.");
    expect(cleanParentheticals("We used Canonical Correlation Analysis (CCA, (De Clercq et al. 2006)) here.")).toBe("We used Canonical Correlation Analysis (CCA) here.");
    expect(cleanParentheticals("Samples differ (Figure 1(a); p = 4|10) and (Table S1) too.")).toBe("Samples differ and too.");
    expect(cleanParentheticals("The film shows the B2 behavior (not shown) and the FCC one (data not shown).")).toBe("The film shows the B2 behavior and the FCC one.");
    expect(cleanParentheticals("Both Arclight (black traces) and GCaMP6f (red traces) responses were modulated.")).toBe("Both Arclight and GCaMP6f responses were modulated.");
    // The reader's notation in an aside: said, it names symbols the listener never met.
    expect(cleanParentheticals("The gains peak at 14 percent in period 4 (there was a small recovery in mu sub t from period 4 to 5).")).toBe("The gains peak at 14 percent in period 4.");
    expect(cleanParentheticals("Compliant books, indicated by the superscript C, embody the knowledge the Church favours.")).toBe("Compliant books embody the knowledge the Church favours.");
    expect(cleanParentheticals("The rate of censorship (psi sub t) rises.")).toBe("The rate of censorship (psi sub t) rises.");
    expect(cleanParentheticals("A convolutional neural network (CNN) sees (a) panels (upper row) (N=2747).")).toBe("A convolutional neural network (CNN) sees panels.");
    expect(cleanParentheticals("It was studied (Hanski1997) and (2001) before.")).toBe("It was studied and before.");
    expect(cleanParentheticals("One participant liked it (P 4) and others did (P3, P7).")).toBe("One participant liked it and others did.");
    // A list of symbols is letters and digits read one by one; the sentence says it without them.
    expect(cleanParentheticals("Three of the four pairs repeat (w1, w2, w3, w4; o1, o2, o3, o4) on the next trial.")).toBe("Three of the four pairs repeat on the next trial.");
    expect(cleanParentheticals("The sensor (v2) is new.")).toBe("The sensor (v2) is new.");
    expect(cleanParentheticals("We include (shaded in red) the points inside the interval (in blue).")).toBe("We include the points inside the interval.");
    // A source or label in title case goes; a short form, or a long form after its acronym, stays.
    expect(cleanParentheticals("Levels fall below 5 units (HBM4EU Dashboard), well below earlier ones.")).toBe("Levels fall below 5 units, well below earlier ones.");
    expect(cleanParentheticals("In the domain handling of missing values (Analysis), some studies gave none.")).toBe("In the domain handling of missing values, some studies gave none.");
    expect(cleanParentheticals("the rapid Risk of Bias (RoB) tool")).toBe("the rapid Risk of Bias (RoB) tool");
    expect(cleanParentheticals("using stochastic search (Sequential Monte Carlo) and synthesis")).toBe("using stochastic search (Sequential Monte Carlo) and synthesis");
    expect(cleanParentheticals("patients with NSCLC (Non-Small Cell Lung Cancer) were included")).toBe("patients with NSCLC (Non-Small Cell Lung Cancer) were included");
    expect(cleanParentheticals("Our model (last row) gains most.")).toBe("Our model gains most.");
    expect(cleanParentheticals("We train a large model (GPT 2) here.")).toBe("We train a large model (GPT 2) here.");
  });

  it("turns narrative citations into speech", () => {
    expect(speakCitations("Following Azadi et al., we use four layers.")).toBe("Following Azadi and colleagues, we use four layers.");
    expect(speakCitations("Ries et al. 2021 recently demonstrated this.")).toBe("Ries and colleagues recently demonstrated this.");
    expect(speakCitations("Following Bryan et al. and Bryan et al., we fit the trend.")).toBe("Following Bryan and colleagues, we fit the trend.");
    expect(speakCitations("Following Bryan and colleagues and Bryan and colleagues, we fit it.")).toBe("Following Bryan and colleagues, we fit it.");
    expect(speakCitations("Bryan et al. and Knutson et al. agree.")).toBe("Bryan and colleagues and Knutson and colleagues agree.");
    expect(speakCitations("As shown by de Heer et al. (2017), it works.")).toBe("As shown by de Heer and colleagues, it works.");
    expect(speakCitations("Song et al.'s method is fast.")).toBe("Song and colleagues’ method is fast.");
    expect(speakCitations("Hubbell (2001) and Borcard & Legendre (2002) agree.")).toBe("Hubbell and Borcard and Legendre agree.");
    // At the end of a sentence the point of "al." is the sentence's full stop as well.
    expect(speakCitations("It was generalized by Neklyudov et al.")).toBe("It was generalized by Neklyudov and colleagues.");
    expect(speakCitations("It was generalized by Neklyudov et al. (2019).")).toBe("It was generalized by Neklyudov and colleagues.");
    expect(speakCitations("Song et al. (2017) was recently generalized.")).toBe("The work of Song and colleagues was recently generalized.");
    expect(speakCitations("Unlike Song et al., ours is fast, and Lee et al. is slow.")).toBe("Unlike Song and colleagues, ours is fast, and the work of Lee and colleagues is slow.");
  });

  it("spots what removed citations leave behind", () => {
    for (const t of ["It is described in and implemented in CoGAPS.", "As in, we limited the search.", "We compare to models such as and.", "For, we propose thresholds.", "Most similar to us is, each was motivated.", "The algorithm of Ref. is used.", "讨论其相对于诸如和等模型的优势。", "It uses atomic broadcast or), keeping one server.", "We use the same notation as.", "They computed the weights with, and set t to half the distance."]) {
      expect(hasCitationDebris(t), t).toBe(true);
    }
    expect(hasCitationDebris("The orientation of the spins matters, that is, their direction.")).toBe(false);
    expect(hasCitationDebris("This is what the index is used for.")).toBe(false);
    expect(hasCitationDebris("The ability to remove external forces from the observer via was validated in simulation.")).toBe(true);
    expect(hasCitationDebris("The forces measured by the sensor were small.")).toBe(false);
    expect(hasCitationDebris("It runs twice as fast (and uses less memory).")).toBe(false);
  });
});

describe("figure and table mentions", () => {
  it("rewrites or drops numbers a listener cannot see", () => {
    expect(speakFigureMentions("In Figure 4c, we see that the MH-GAN improves the JSD.")).toBe("We see that the MH-GAN improves the JSD.");
    // A finding stands without its figure; a description of the figure is not read ("the paper shows" is a pointer too).
    expect(speakFigureMentions("Figure 3 shows the wide variations in the number of flows.")).toBeNull();
    expect(speakFigureMentions("Table 2 shows that MH-GAN selects fewer warped images.")).toBe("MH-GAN selects fewer warped images.");
    expect(speakFigureMentions("The figures show that the tests have the desired error control.")).toBe("The tests have the desired error control.");
    expect(speakFigureMentions("These figures show that the tests have reasonable power.")).toBe("The tests have reasonable power.");
    expect(speakFigureMentions("The error drops by half, as shown in Figure 2.")).toBe("The error drops by half.");
    // A pointer at a reference the talk does not name.
    expect(speakFigureMentions("Greedy methods have been suggested for correlation clustering, see for an overview.")).toBe("Greedy methods have been suggested for correlation clustering.");
    // A look at a display nobody has: the finding stands without it.
    expect(speakFigureMentions("As can be seen the benefits of K are much stronger for rare senses.")).toBe("The benefits of K are much stronger for rare senses.");
    expect(speakFigureMentions("As we can see from the results, the error halves.")).toBe("The error halves.");
    expect(speakFigureMentions("As expected, the error halves.")).toBe("As expected, the error halves.");
    // A figure's number whose label the PDF lost.
    expect(speakFigureMentions("Furthermore, 2 displays a relatively small interval width.")).toBeNull();
    expect(speakFigureMentions("2 displays a relatively small interval width.")).toBeNull();
    expect(speakFigureMentions("The distance fell by a factor of 3, as shown in Table 3.1.")).toBe("The distance fell by a factor of 3.");
    expect(speakFigureMentions("We ran simulations using forward stepwise as described in Section 2.2.")).toBe("We ran simulations using forward stepwise.");
    expect(speakFigureMentions("These results are made more quantitative in Figure 4, where we follow the metrics of earlier work.")).toBeNull();
    expect(speakFigureMentions("Propositions 1 and 2 allow us to adjust significance tests.")).toBeNull();
    expect(speakFigureMentions("This principle is illustrated in Figure 1.")).toBeNull();
    expect(speakFigureMentions("Figure 2: Accuracy over time.")).toBeNull();
    expect(speakFigureMentions("We derive this in Section 4 below.")).toBeNull();
    expect(speakFigureMentions("This is given by Eq. (4.2).")).toBeNull();
    // What a removed citation leaves: a sentence ending on its preposition, an aside naming only "prior work".
    expect(speakSentence("The tool Bacon was created in prior work, with further development in.", false)).toBeNull();
    expect(speakSentence("This is the quantity we are most interested in.", false)).toBe("This is the quantity we are most interested in.");
    // A hole where a citation stood, and a citation read twice.
    expect(speakSentence("We defined a set of 40 core protein-coding genes based on and 16 noncoding RNA genes.", false)).toBeNull();
    expect(speakSentence("The model of the work of the work of Kromer and colleagues differs.", false)).toBe("The model of the work of Kromer and colleagues differs.");
    // An ordinal's suffix after a formula said in words.
    expect(speakSentence("Indices can be localized to 1 divided by 2 to the 21st powerth of the domain in each dimension.", false)).toBe("Indices can be localized to 1 divided by 2 to the 21st power of the domain in each dimension.");
    expect(speakSentence("Cultural positions that are one step away from each other –for example, and– are considered to be adjacent.", false)).toBeNull();
    expect(speakSentence("The main loop is an evolutionary algorithm based on tournament selection (first introduced in the thesis of prior work).", false)).toBe(
      "The main loop is an evolutionary algorithm based on tournament selection.",
    );
    expect(speakFigureMentions("Our model predicts 4 zones that are delineated by inequalities 2 and 5.")).toBeNull();
    expect(speakFigureMentions("Our model predicts 4 zones delineated by simple inequalities.")).toBe("Our model predicts 4 zones delineated by simple inequalities.");
    expect(speakFigureMentions("In Eq. (4.5), the subscript refers to the events in the sample.")).toBe("The subscript refers to the events in the sample.");
    expect(speakFigureMentions("As outlined in the Introduction, the feature extraction stages of ASR systems provide representations.")).toBe(
      "The feature extraction stages of ASR systems provide representations.",
    );
    // A section named by its bare number, and a thing set out below or above the sentence.
    expect(speakFigureMentions("IPFS achieves this using a DSHT, using the properties discussed in 2.1.")).toBeNull();
    expect(speakFigureMentions("File object formats below use JSON.")).toBeNull();
    expect(speakFigureMentions("The temperature stays below 20 degrees in winter.")).toBe("The temperature stays below 20 degrees in winter.");
    expect(speakFigureMentions("如图 1 的左右两半所示。")).toBeNull();
  });
});

describe("numbers and symbols", () => {
  it("reads numbers", () => {
    expect(speakNumbers("a rate of 1.5e-3 and 2E+05 steps")).toBe("a rate of 0.0015 and 200,000 steps");
    expect(speakNumbers("10^3 samples, 10³ runs, 10⁻³ error, 2.5 × 10⁻⁴ loss")).toBe("1,000 samples, 1,000 runs, 0.001 error, 0.00025 loss");
    expect(speakNumbers("a 10^-9 chance and 2^10 bins")).toBe("a 10 to the minus 9 chance and 1,024 bins");
    // Large powers as a speaker names them, and a rate in milliseconds per year.
    expect(speakNumbers("about 10⁶ events, up to 10^8 events, 2.5 × 10^10 stars")).toBe("about 1 million events, up to 100 million events, 25 billion stars");
    expect(speakNumbers("decreasing at 1.26 msec yr⁻¹")).toBe("decreasing at 1.26 milliseconds per year");
    expect(speakNumbers("for 4/9 recursive versions, compared to just 1/6 iterative versions")).toBe("for 4 out of 9 recursive versions, compared to just 1 out of 6 iterative versions");
    expect(speakNumbers("a 1/3 reduction in 1/2 of the data")).toBe("a 1/3 reduction in 1/2 of the data");
    // A ratio is "2 to 1"; a clock time keeps its colon.
    expect(speakNumbers("a split of 2:1, diluted 1:10, at 10:30")).toBe("a split of 2 to 1, diluted 1 to 10, at 10:30");
    // A count's magnitude letter, and seconds typed against the number; a decade stays.
    expect(speakNumbers("We train for 100M steps on 3K images.")).toBe("We train for 100 million steps on 3 thousand images.");
    expect(speakNumbers("It learns in many fewer than 100k steps.")).toBe("It learns in many fewer than 100 thousand steps.");
    expect(speakNumbers("A lower bound of roughly 0.068 × 50,000 tests.")).toBe("A lower bound of roughly 0.068 times 50,000 tests.");
    expect(speakNumbers("A 256 × 256 image.")).toBe("A 256 by 256 image.");
    expect(speakNumbers("Each episode lasts 5s of simulated time, as in the 1990s and the 60s.")).toBe(
      "Each episode lasts 5 seconds of simulated time, as in the 1990s and the 60s.",
    );
    // A rate written as a negative power, as maths speech gives it or typed.
    expect(speakNumbers("signals of a few m s to the negative 1 power, 30 km s⁻¹ and 1 m s^-2")).toBe("signals of a few metres per second, 30 kilometres per second and 1 metre per second squared");
    expect(speakNumbers("The models s to the negative 1 power")).toBe("The models s to the negative 1 power");
    expect(speakNumbers("at minus 0.0422 plus or minus 0.0028 m s⁻¹ day⁻¹.")).toBe("at minus 0.0422 plus or minus 0.0028 metres per second per day.");
    // A count gets separators; a catalogue number after its name is read as typed.
    expect(speakNumbers("the star KIC 11615890 among 120000 stars")).toBe("the star KIC 11615890 among 120,000 stars");
    expect(speakNumbers("63% of 64000 points in 1997 on 256 × 256 images, 5× faster, 10–20 runs, 7/100 drawings")).toBe(
      "63 percent of 64,000 points in 1997 on 256 by 256 images, 5 times faster, 10 to 20 runs, 7 out of 100 drawings",
    );
    expect(speakNumbers("from −2.5 to 3")).toBe("from minus 2.5 to 3");
    // Masses, volumes and concentrations; a bare "g" or "L" only as a typed unit, not in a name.
    expect(speakNumbers("below 5 µg/dL, 10 mg/L and 25 μg/m3 of air, 2 g of salt, 1 L of water")).toBe(
      "below 5 micrograms per decilitre, 10 milligrams per litre and 25 micrograms per cubic metre of air, 2 grams of salt, 1 litre of water",
    );
    expect(speakNumbers("5g networks and 3L models")).toBe("5g networks and 3L models");
    expect(speakNumbers("an acceleration of 3 g in a 4 L engine")).toBe("an acceleration of 3 g in a 4 L engine");
    expect(speakNumbers("The future climate is 4.3K warmer than at 300 K, with 3K images.")).toBe("The future climate is 4.3 kelvin warmer than at 300 kelvin, with 3 thousand images.");
    expect(speakNumbers("We train for 100 K steps at 300 K and 4 K.")).toBe("We train for 100 K steps at 300 kelvin and 4 kelvin.");
    expect(speakNumbers("up to 572 kgCO2/a per MWh of load, from 240 gCO2/kWh")).toBe(
      "up to 572 kilograms of CO2 per year per megawatt hour of load, from 240 grams of CO2 per kilowatt hour",
    );
    // Units as a speaker says them, not letter by letter; a decade's "s" is not a unit.
    expect(speakNumbers("run for 10 s at 190ms and 1 s, 10 M/s on 2.4 GHz with 16 GB in the 1990s")).toBe(
      "run for 10 seconds at 190 milliseconds and 1 second, 10 million per second on 2.4 gigahertz with 16 gigabytes in the 1990s",
    );
    expect(speakNumbers("the 2 s-t paths")).toBe("the 2 s-t paths");
    // A mass with what it measures and the time it is taken per; lengths, energy, power, hours.
    expect(speakNumbers("12 MtCO2/a and 10 MtCO2e")).toBe("12 megatonnes of CO2 per year and 10 megatonnes of CO2 equivalent");
    expect(speakNumbers("7 nm, 5 km/h, 300 kg, 40 TWh, 10 GW and 3 h, not 4h or 12 kmCO2")).toBe(
      "7 nanometres, 5 kilometres per hour, 300 kilograms, 40 terawatt hours, 10 gigawatts and 3 hours, not 4h or 12 kmCO2",
    );
  });

  it("says a lone dash between clauses as a pause, and dashes around an aside as commas", () => {
    expect(speakSymbols("Biomarkers are now well-established – in particular, TMB predicts response.")).toBe("Biomarkers are now well-established; in particular, TMB predicts response.");
    expect(speakSymbols("Our method — unlike prior ones — runs fast.")).toBe("Our method, unlike prior ones, runs fast.");
    expect(speakSymbols("A lower bound of 0.068 times 50,000 ≈ 3,400 tests a day, and ≈ 5 hours.")).toBe("A lower bound of 0.068 times 50,000, about 3,400 tests a day, and about 5 hours.");
    // A verb inside a relative clause after the dash makes no clause of it.
    expect(speakSymbols("It supports 15 replacement - allele pairs that have not been identified.")).not.toContain(";");
  });

  it("says symbols as words", () => {
    expect(speakSymbols("p < 0.05 and σ = 0.05 with ≈ 3 runs (≤ 4) and ±2")).toBe("p less than 0.05 and sigma equals 0.05 with about 3 runs (at most 4) and plus or minus 2");
    expect(speakSymbols("the process e+e− → τ+τ− at Belle II")).toBe("the process e plus e minus to tau plus tau minus at Belle II");
    // A slash between words is said as a speaker says it; a unit or a name keeps it.
    expect(speakSymbols("interval estimation/prediction with unknown parameters or/and disturbances, and/or set-membership/interval bounds")).toBe(
      "interval estimation or prediction with unknown parameters or disturbances, or set-membership or interval bounds",
    );
    expect(speakSymbols("at 50 km/h over TCP/IP, 24/7")).toBe("at 50 km/h over TCP/IP, 24/7");
    // No symbol is left for a speech engine to guess (flite drops "÷" and reads "×" as "by").
    expect(speakSymbols("a 3× speed-up and 12 ÷ 4 steps")).toBe("a 3 times speed-up and 12 divided by 4 steps");
    expect(speakSymbols("a team × match dataset")).toBe("a team by match dataset");
    expect(speakSymbols("a load of 1 ÷ 8th that of CDM, 3 divided by 4th of it")).toBe("a load of one eighth that of CDM, three quarters of it");
    expect(speakSymbols("α diversity and β-catenin in HPV+ tumours and R² scores")).toBe("alpha diversity and beta-catenin in HPV-positive tumours and R squared scores");
    expect(speakSymbols("Data & Code — done")).toBe("Data and Code, done");
  });

  it("spells out written-only shorthand", () => {
    expect(speakLatinAbbreviations("models, e.g. GANs, i.e. generators, vs. others, etc. and so")).toBe(
      "models, for example, GANs, that is, generators, versus others, and so on and so",
    );
    // "cf." whose citation was removed points at nothing; one that names something is "compare".
    expect(speakLatinAbbreviations("Ensembles quantify the sources of uncertainty, cf..")).toBe("Ensembles quantify the sources of uncertainty.");
    expect(speakLatinAbbreviations("The rates agree (cf. the rates of the first survey).")).toBe("The rates agree (compare the rates of the first survey).");
  });
});

describe("speakSentence", () => {
  it("makes a sentence ready for the ear", () => {
    // A structured abstract's part name run into its sentence.
    expect(speakSentence("Results: The indicators most associated with vaccination rates were the share of income from benefits.", false)).toBe(
      "The indicators most associated with vaccination rates were the share of income from benefits.",
    );
    // Items set inline with markers get the commas the markers stood for, and "and" before the last.
    expect(speakSentence("Consider these other data structures: (a) key-value stores (b) relational databases (c) cryptocurrency blockchains.", false)).toBe(
      "Consider these other data structures: key-value stores, relational databases, and cryptocurrency blockchains.",
    );
    expect(speakSentence("The method has two steps: (i) we compute the mean; (ii) we compare it with the median.", false)).toBe(
      "The method has two steps: we compute the mean; we compare it with the median.",
    );
    expect(speakSentence("Following Azadi et al. (2018), we use four layers (Fig. 3) and reach 95% accuracy.", false)).toBe(
      "Following Azadi and colleagues, we use four layers and reach 95 percent accuracy.",
    );
  });

  it("keeps a sentence whose number in parentheses is only an aside", () => {
    expect(speakSentence("The loss (Eq. 3) is minimised with plain stochastic gradient descent.", false)).toBe("The loss is minimised with plain stochastic gradient descent.");
    // Half a sentence, cut inside its own parenthesis or quotation, is not said.
    expect(speakSentence("Using the collision detection and reaction (“Col.", false)).toBeNull();
    // A label run into its sentence goes; a clause that announces is not a label.
    expect(speakSentence("Single task (STL): We used ridge regression with a small penalty.", false)).toBe("We used ridge regression with a small penalty.");
    expect(speakSentence("Past Programming Experience: With the expansion of computing in schools, students enter CS1 with a wide range of experience.", false)).toBe(
      "With the expansion of computing in schools, students enter CS1 with a wide range of experience.",
    );
    // A clause before a colon is no label.
    expect(speakSentence("The approach requires very few parameter choices: the only two parameters are k-mer size and coverage.", false)).toBe("The approach requires very few parameter choices: the only two parameters are k-mer size and coverage.");
    // A definition-list entry is a heading and its gloss, not a sentence.
    expect(speakSentence("System throughput (T): Number of transactions committed per second.", false)).toBeNull();
    expect(speakSentence("Operational commit groups (CG): the number of commit groups that do not contain a failed node.", false)).toBeNull();
    expect(speakSentence("Lost transactions (D): Failures abort or drop them at a steady rate.", false)).toBe("Failures abort or drop them at a steady rate.");
    // A sentence set in parentheses is said without them; "(henceforth X)" keeps X as a gloss.
    expect(speakSentence("(Note: Experiments in earlier work did not study node failures.)", false)).toBe("Experiments in earlier work did not study node failures.");
    expect(speakSentence("We study project-based learning (henceforth PBL) in schools.", false)).toBe("We study project-based learning (PBL) in schools.");
    expect(speakSentence("Performance on the homologous partition: Except the Ebola task, our model has the highest AUC.", false)).toBe("Except the Ebola task, our model has the highest AUC.");
  });

  it("refuses formulas, fragments, captions, links and leftovers", () => {
    for (const raw of [
      "where i, j ∈ n, r, k and σi are the Pauli matrices.",
      "The density matrix can be written as",
      "If D converges then D = p_data/(p_data+ p_G) holds for it.",
      "The code is available at https://github.com/x/y for everyone.",
      "Figure 2: Accuracy of all the models on the test set.",
      "Our method and the baseline are compared in [12] on many tasks.",
      "The vector p is chosen so that p · k = cos ϑ is satisfied.",
      "We thank the reviewers for their many helpful comments on this work.",
      "This work does not raise any ethical issues.",
      "During the preparation of this work the author used a writing tool in order to improve grammar.",
      "Part (ii) of Assumption (2) requires that there exist control and treated units with no exposure.",
      "Part (i) of assumption (5) requires that spillovers are local in that units are no longer exposed.",
      "The bound follows from Lemma (3) together with the smoothness of the loss.",
      "Stage 2: Find and parse each cross reference table or incremental update.",
      "The new point estimate in column (2) of 3.5 percent is smaller than the original estimate.",
      "For control units near the border, column 4 indicates a decline of 3.7 percent per decade.",
      "Too short here.",
      "For manufacturing, our point estimates are negative, though imprecisely estimated in some columns.",
      "For the matrix B constructed above, the rows are linear combinations of each other.",
      "See for a discussion on multiple factorizations of rank-deficient matrices.",
      "We plot the amplitudes as functions of the radius for different values of the spin.",
      "The residuals are plotted against the fitted values for every model.",
      "We display a snapshot of dynamics in an evolved simulation which exhibits penetration.",
      "Here 𝑇𝑖 is the tax amount paid by each household in the panel survey.",
      "We estimate the bandwidths with the procedure outlined in Subsection 2.1 of the paper.",
      "Remark (Relation to automatic relevance determination in deep kernels).",
      "Theorem 2.1 (Convergence of the proposed estimator under mixing).",
    ]) {
      expect(speakSentence(raw, false), raw).toBeNull();
    }
  });

  it("handles Chinese sentences", () => {
    expect(speakSentence("我们在标准 WMT 2014 英-德数据集上进行训练，该数据集包含约 450 万个句子对（图 2）。", true)).toBe("我们在标准 WMT 2014 英-德数据集上进行训练，该数据集包含约 450 万个句子对。");
    expect(speakSentence("点积注意力与我们的算法相同，除了缩放因子 1/。", true)).toBeNull();
  });
});

describe("speakable sentences", () => {
  it("leaves out a sentence holding an unresolved reference or an author's placeholder", () => {
    expect(isSpeakable("We compare the gain with the results of an experimental setup described in REF.", false)).toBe(false);
    expect(isSpeakable("The proof follows the argument of Section ?? closely in every step.", false)).toBe(false);
    expect(isSpeakable("We compare the gain with the results of an experimental setup in our laboratory.", false)).toBe(true);
  });

  it("leaves out the paper's housekeeping: a proof given to be self-contained, a pointer to references", () => {
    expect(isSpeakable("To make this article more self-contained, we give a proof here.", false)).toBe(false);
    expect(isSpeakable("The kinetic energy scales with the mass, see refs. for a detailed discussion.", false)).toBe(false);
    expect(isSpeakable("The proof is self-contained and short enough to follow.", false)).toBe(true);
  });
});

describe("a range written with a tilde", () => {
  it("is said 'to', or 'and' after 'between'", () => {
    expect(speakSentence("Our result clarifies that the elasticity is between −0.59 ∼ −1.01 for the whole sample of donors.", false)).toBe(
      "Our result clarifies that the elasticity is between minus 0.59 and minus 1.01 for the whole sample of donors.",
    );
    expect(speakSentence("The elasticities range from −1.17 ∼ −1.48 for donors who file their own report.", false)).toContain("minus 1.17 to minus 1.48");
  });
});

describe("an inequality said as a condition", () => {
  it("drops the clause's 'is' after a preposition", () => {
    expect(speakSentence("All results are significantly better than the baseline GAN at p is less than 0.05.", false)).toBe("All results are significantly better than the baseline GAN at p less than 0.05.");
    expect(speakSentence("The bound holds for n sub 0 is at least 5 in every run.", false)).toBe("The bound holds for n sub 0 at least 5 in every run.");
    expect(speakSentence("We find that p is less than 0.05 in every run.", false)).toBe("We find that p is less than 0.05 in every run.");
    // An approximate value after a preposition is the value: the symbol names nothing the listener needs.
    expect(speakSentence("All orbits are strongly chaotic with Lyapunov times that range from t sub lambda is about 400 to 1100 Myr.", false)).toBe(
      "All orbits are strongly chaotic with Lyapunov times that range from about 400 to 1100 Myr.",
    );
    expect(speakSentence("We find that t sub lambda is about 400 Myr in every run.", false)).toBe("We find that t sub lambda is about 400 Myr in every run.");
    // After "of" the symbol is what the value measures: without it the sentence asks "of what?".
    expect(speakSentence("Our simulations produce typical values of f is about 0.7 in every run.", false)).not.toContain("values of about");
    // A regime named by an inequality is said as one.
    expect(speakSentence("Stellar fluid dynamics exist in the regime of Pr is much less than 1 for most stars.", false)).toBe(
      "Stellar fluid dynamics exist in the regime where Pr is much less than 1 for most stars.",
    );
  });
});
