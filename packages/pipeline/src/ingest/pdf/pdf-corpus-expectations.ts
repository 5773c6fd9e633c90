/**
 * What the real-paper corpus README (../shared/corpus/README.md, "PDFs") says each PDF must
 * yield: the exact title and the top-level headings in order. Transcribed by hand; the corpus
 * test compares ingest output against it.
 */
export interface PdfCorpusExpectation {
  file: string;
  title: string;
  /** Top-level headings in document order, as the README lists them. */
  headings: readonly string[];
  /** The paper has figures, so at least one must be extracted. */
  hasFigures: boolean;
  /** The README's note on layout, for the report. */
  layout: string;
}

export const PDF_CORPUS: readonly PdfCorpusExpectation[] = [
  {
    file: "wireless-workload.pdf",
    title: "Towards Realistic Models of Wireless Workload",
    headings: ["Introduction", "Methodology", "Results", "Conclusions", "Acknowledgments"],
    hasFigures: true,
    layout: "IEEE conference, two-column, 5 pages",
  },
  {
    file: "graphics-programs.pdf",
    title: "Learning to Infer Graphics Programs from Hand-Drawn Images",
    headings: [
      "Introduction",
      "Neural architecture for inferring specs",
      "Synthesizing graphics programs from specs",
      "Applications of graphics program synthesis",
      "Related work",
      "Contributions",
    ],
    hasFigures: true,
    layout: "NeurIPS 2018, one-column, 10 pages",
  },
  {
    file: "bell-belle.pdf",
    title: "Probing entanglement and testing Bell inequality violation with e+e− → τ+τ− at Belle II",
    headings: [
      "Introduction",
      "Tau spin correlations in the Standard Model",
      "Entanglement observables",
      "Measurement of tau spin correlations",
      "Monte Carlo study",
      "Summary",
      "Acknowledgments",
      "Analytic equations for kinematic reconstruction",
      "Comparison of different methods for measuring spin correlation",
    ],
    hasFigures: true,
    layout: "A4, one-column title page then body, 18 pages",
  },
  {
    file: "eeg-speaker-suppression.pdf",
    title: "Speaker-induced suppression in EEG during a naturalistic reading and listening task",
    headings: [
      "Abstract",
      "Introduction",
      "Materials & Methods",
      "Results",
      "Discussion",
      "Conclusion",
      "Data Availability Statement",
      "Author Contribution",
      "Acknowledgements",
      "References",
    ],
    hasFigures: true,
    layout: "bioRxiv preprint, one-column, Word-generated, 24 pages",
  },
  {
    file: "hpv-hedgehog.pdf",
    title: "Preferential Activation of the Hedgehog Pathway by Epigenetic Modulations in HPV Negative HNSCC Identified with Meta-Pathway Analysis",
    headings: ["Abstract", "Introduction", "Methods", "Results", "Discussion", "Supporting Information", "Acknowledgments", "Author Contributions", "References"],
    hasFigures: true,
    layout: "PLOS ONE publisher PDF, two-column, 9 pages",
  },
  {
    file: "neutral-metacommunity.pdf",
    title: "Using neutral theory to reveal the contribution of meta-community processes to assembly in complex landscapes",
    headings: [
      "Abstract",
      "Introduction",
      "Network representation of landscapes",
      "Model description",
      "Illustrative examples",
      "Discussion",
      "Acknowledgements",
      "Figure legends",
    ],
    hasFigures: true,
    layout: "line-numbered manuscript, one-column, 35 pages",
  },
];
