/**
 * What /work/shared/corpus/README.md says about its LaTeX projects, transcribed for the corpus
 * test: exact titles, top-level section titles in source order (unnumbered ones included,
 * appendix sections separate), and whether the paper has figures.
 */
export interface CorpusPaper {
  zip: string;
  title: string;
  sections: string[];
  appendix: string[];
  /** Titles of sections that must come out as acknowledgments. */
  acknowledgments: string[];
  hasFigures: boolean;
  language: string;
}

export const CORPUS_LATEX: CorpusPaper[] = [
  {
    zip: "mhgan.zip",
    title: "Metropolis-Hastings Generative Adversarial Networks",
    sections: ["Introduction", "Related Work", "Background and Notation", "Methods", "Results", "Conclusions", "Acknowledgements"],
    appendix: [],
    acknowledgments: ["Acknowledgements"],
    hasFigures: true,
    language: "en",
  },
  {
    zip: "bfw-face-bias.zip",
    title: "Face Recognition: Too Bias, or Not Too Bias?",
    sections: ["Introduction", "Background Information", "The BFW Benchmark and Dataset", "Results and Analysis", "Conclusion"],
    appendix: [],
    acknowledgments: [],
    hasFigures: true,
    language: "en",
  },
  {
    zip: "bhpwave.zip",
    title: "Adiabatic gravitational waveform model for compact objects undergoing quasi-circular inspirals into rotating massive black holes",
    sections: ["Introduction", "Adiabatic approximation", "Numerical methods", "Assessing modeling errors", "Conclusion"],
    appendix: [
      "Approximations of the frequency domain waveforms",
      "Validating fluxes, trajectories, and numerical splines",
      "Transformations for retrograde orbits",
      "Numerical methods for Fisher calculations",
    ],
    acknowledgments: [],
    hasFigures: true,
    language: "en",
  },
  {
    zip: "fungal-snornaome.zip",
    title: "The Fungal snoRNAome",
    sections: ["Introduction", "Materials and Methods", "Results", "Discussion", "Acknowledgments"],
    appendix: [],
    acknowledgments: ["Acknowledgments"],
    hasFigures: true,
    language: "en",
  },
  {
    zip: "attention-zh.zip",
    title: "注意力机制就是一切",
    sections: ["介绍", "背景", "模型架构", "为什么使用自注意力", "训练", "实验结果", "结论", "注意力可视化"],
    appendix: [],
    acknowledgments: [],
    hasFigures: true,
    language: "zh",
  },
  {
    zip: "hbn-pod2.zip",
    title: "An analysis-ready and quality controlled resource for pediatric brain white-matter research",
    sections: [
      "Background & Summary",
      "Methods",
      "Data Records",
      "Technical Validation",
      "Usage Notes",
      "Code Availability",
      "Acknowledgments",
      "Author contributions statement",
      "Competing interests",
    ],
    appendix: [],
    acknowledgments: ["Acknowledgments"],
    hasFigures: true,
    language: "en",
  },
];

/** Share of `expected` found in `actual` in the same order (a greedy in-order match). */
export function orderedRecall(expected: readonly string[], actual: readonly string[]): { found: number; recall: number } {
  const norm = (s: string) => s.replace(/\s+/g, " ").trim();
  let at = 0;
  let found = 0;
  for (const want of expected) {
    const k = actual.findIndex((a, i) => i >= at && norm(a) === norm(want));
    if (k >= 0) {
      found += 1;
      at = k + 1;
    }
  }
  return { found, recall: expected.length === 0 ? 1 : found / expected.length };
}
