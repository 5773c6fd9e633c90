import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PaperDocument } from "@lectern/contract";
import { afterAll, describe, expect, it } from "vitest";
import { ingestLatexDir } from "./ingest-latex.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-table-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function ingestBody(name: string, body: string): Promise<PaperDocument> {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, "extracted"), { recursive: true });
  fs.writeFileSync(path.join(dir, "extracted", "main.tex"), `\\documentclass{article}\\usepackage{booktabs,multirow}\\title{A Paper}\\begin{document}\\maketitle\n${body}\n\\end{document}\n`);
  return PaperDocument.parse(await ingestLatexDir(path.join(dir, "extracted"), path.join(dir, "images"), path.join(dir, "work")));
}

const RESULTS = String.raw`\section{Results}
Our method is compared with two baselines on both benchmarks.
\begin{table}[t]
\centering
\caption{Accuracy (\%) on the test sets.}
\begin{tabular}{lcc}
\toprule
\multirow{2}{*}{Method} & \multicolumn{2}{c}{Accuracy} \\
\cmidrule(lr){2-3}
 & CIFAR-10 & SVHN \\
\midrule
ResNet & 91.2 & 95.0\\
ViT&93.1&95.9 \\
Refitted $\hat{T}$ & \textbf{94.3} & {\bf 96.4} \\
\bottomrule
\end{tabular}
\end{table}
The gains hold across seeds.`;

describe("tables in LaTeX sources", () => {
  it("keeps rows and cells with spans lined up, rules dropped, bold marked, maths in words, and no cell text in the prose", async () => {
    const doc = await ingestBody("results", RESULTS);
    expect(doc.tables).toHaveLength(1);
    const table = doc.tables[0];
    expect(table?.caption).toBe("Accuracy (%) on the test sets.");
    expect(table?.section_key).toBe("results");
    expect(table?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Method", "Accuracy", "Accuracy"],
      ["", "CIFAR-10", "SVHN"],
      ["ResNet", "91.2", "95.0"],
      ["ViT", "93.1", "95.9"],
      ["Refitted T hat", "94.3", "96.4"],
    ]);
    expect(table?.rows[4]?.map((c) => c.bold === true)).toEqual([false, true, true]);
    expect(table?.rows[2]?.some((c) => c.bold === true)).toBe(false);
    const text = doc.sections.find((s) => s.key === "results")?.text ?? "";
    expect(text).toContain("The gains hold across seeds.");
    expect(text).not.toMatch(/91\.2|ResNet|CIFAR/);
  });

  it("keeps no table without a tabular, and none from a grid of images", async () => {
    const doc = await ingestBody("none", String.raw`\section{Intro}
Text here.
\begin{table}\caption{Only words.}Nothing tabulated.\end{table}`);
    expect(doc.tables).toEqual([]);
  });
});
