// Test support: a hand-made plan of three sections and a model answer that satisfies it (and every script rule).
import type { ScriptPlan } from "../../script/types.js";

export const PLAN: ScriptPlan = {
  metadata: { title: "Sparse Attention for Long Documents", authors: "Ada Lovelace, Alan Turing, Grace Hopper, Edsger Dijkstra", date: "2024-05-01" },
  abstract: "We show that a sparse attention pattern lets transformers read documents of 100,000 tokens with the accuracy of dense attention at a tenth of the memory.",
  language: "en",
  length: "short",
  sections: [
    {
      key: "opening",
      title: "Opening",
      sourceKeys: ["introduction"],
      text: "Transformers read long documents poorly because attention grows quadratically with length.\n\nWe ask whether a sparse pattern can keep accuracy while cutting memory.",
      parts: [],
      figures: [],
      targetWords: 90,
    },
    {
      key: "method_and_results",
      title: "Method and Results",
      sourceKeys: ["method", "experiments"],
      text: "Each token attends to a local window and to a few global tokens. The window is chosen so that ⟨formula⟩ stays below the memory budget.\n\nOn three benchmarks the sparse model matches dense attention while using ten times less memory.",
      parts: [
        { title: "Method", level: 1, text: "Each token attends to a local window and to a few global tokens. The window is chosen so that ⟨formula⟩ stays below the memory budget." },
        { title: "Experiments", level: 1, text: "On three benchmarks the sparse model matches dense attention while using ten times less memory." },
      ],
      figures: [{ name: "fig_01.png", caption: "Memory use against document length for dense and sparse attention." }],
      targetWords: 180,
    },
    {
      key: "conclusion",
      title: "Conclusion",
      sourceKeys: ["conclusion"],
      text: "Sparse attention makes long documents affordable without losing accuracy.",
      parts: [{ title: "Conclusion", level: 1, text: "Sparse attention makes long documents affordable without losing accuracy." }],
      figures: [],
      targetWords: 90,
    },
  ],
};

export interface AnswerSection {
  key: string;
  title?: string;
  script: string;
  bullet_points: string[];
}

/** A well-formed answer for PLAN, as a schema-honouring model writes it: every bullet is a point its narration says (one section left untitled). */
export function goodSections(): AnswerSection[] {
  return [
    {
      key: "opening",
      script:
        "Welcome. Today we look at Sparse Attention for Long Documents, by Ada Lovelace, Alan Turing, Grace Hopper and colleagues. Transformers struggle with long documents. The cost of attention grows with the square of the length. We ask whether a sparse pattern can keep accuracy and cut memory.",
      bullet_points: ["Transformers struggle with long documents", "The cost of attention grows with the square of the length", "A sparse pattern could keep accuracy and cut memory"],
    },
    {
      key: "method_and_results",
      title: "Sparse attention matches dense attention",
      script:
        "The idea is simple. Each token attends to a local window and to a few global tokens. On three benchmarks, the sparse model matches dense attention. The sparse model also uses ten times less memory.",
      bullet_points: ["Each token attends to a local window and global tokens", "The sparse model matches dense attention on three benchmarks", "The sparse model uses ten times less memory"],
    },
    {
      key: "conclusion",
      script: "To sum up, sparse attention makes long documents affordable without losing accuracy.",
      bullet_points: ["Sparse attention makes long documents affordable", "Long documents become affordable without losing accuracy"],
    },
  ];
}

export const goodAnswerText = (): string => JSON.stringify({ sections: goodSections() });
