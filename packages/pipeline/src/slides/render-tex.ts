import { OPENING_KEY } from "../script/plan/plan-sections.js";
import type { DeckPlan, PlannedFrame } from "./deck-plan.js";
import type { TexEngine } from "./engine-choice.js";
import { POSITION_PREAMBLE } from "./bullet-positions.js";
import { escapeLatex } from "./escape-latex.js";
import { fontPreamble } from "./font-setup.js";
import { GUTTER_PT } from "./frame-layout.js";
import { LAYOUT } from "./layout.js";
import type { WritingSystemFont } from "./writing-systems.js";
import { themePreamble } from "./theme.js";

const e = escapeLatex;

const pt = (n: number) => `${n.toFixed(2)}pt`;

function itemize(frame: SectionFrame): string {
  const { fontPt, leadingPt, itemSepPt } = frame.layout;
  const items = frame.bullets.map((b) => (b.continuation ? `  \\item[] ${e(b.text)}` : `  \\item ${e(b.text)}`));
  // The size switch covers the list only; \par before the group ends keeps the last line's leading.
  return [`{\\fontsize{${pt(fontPt)}}{${pt(leadingPt)}}\\selectfont`, `\\begin{itemize}\\setlength{\\itemsep}{${pt(itemSepPt)}}`, ...items, "\\end{itemize}\\par}"].join("\n");
}

/** Image files are names we generated (img-NN.png), never text from the paper; the box keeps the figure's shape. */
function graphic(file: string, box: { widthPt: number; heightPt: number }): string {
  if (!/^[a-z0-9-]+\.(png|jpg)$/.test(file)) throw new Error(`unexpected image name ${file}`);
  return `\\includegraphics[width=${pt(box.widthPt)},height=${pt(box.heightPt)},keepaspectratio]{${file}}`;
}

function body(content: string): string {
  // Inner position T (theme.ts) ends the box with \vfil instead of LaTeX's \vss, which would
  // swallow any overflow silently: a body taller than the box is then an Overfull \vbox.
  return `\\begin{minipage}[t][\\lecbody][T]{\\textwidth}\n${content}\n\\end{minipage}`;
}

type SectionFrame = Extract<PlannedFrame, { kind: "section" }>;

/**
 * The paper's title and authors, for an opening with neither a point nor a figure: the viewer
 * sees what the talk is about while the problem is stated, never a lone "Opening" heading.
 */
function paperCard(plan: DeckPlan): string {
  const lines = ["\\vspace{24pt}", `{\\${plan.titleSize === "LARGE" ? "Large" : "large"}\\bfseries\\color{lecAccent}\\raggedright ${e(plan.title)}\\par}`];
  if (plan.authors) lines.push(`\\vspace{12pt}{\\normalsize\\raggedright ${e(plan.authors)}\\par}`);
  return lines.join("\n");
}

function content(frame: SectionFrame, plan: DeckPlan): string {
  const { layout, image, bullets } = frame;
  const box = layout.image;
  if (image && box && layout.kind === "side") {
    const imageColumn = 1 - layout.textColumn;
    const textColumn = (layout.textColumn * LAYOUT.textWidthPt - GUTTER_PT) / LAYOUT.textWidthPt;
    return [
      "\\begin{columns}[T,onlytextwidth]",
      `\\begin{column}{${textColumn.toFixed(4)}\\textwidth}`,
      bullets.length > 0 ? itemize(frame) : "",
      "\\end{column}",
      `\\begin{column}{${imageColumn.toFixed(4)}\\textwidth}\\vspace{4pt}\\centering`,
      graphic(image.file, box),
      "\\end{column}",
      "\\end{columns}",
    ].join("\n");
  }
  if (image && box && layout.kind === "figure") {
    // The figure carries the section: full width first, its one or two points as a caption under it.
    return [`\\vspace{2pt}{\\centering ${graphic(image.file, box)}\\par}`, bullets.length > 0 ? `\\vspace{${GUTTER_PT}pt}\n${itemize(frame)}` : ""].join("\n");
  }
  if (image && box) {
    // A wide figure under the points, centred, in the height they leave.
    return [bullets.length > 0 ? itemize(frame) : "", `\\vspace{${GUTTER_PT}pt}{\\centering ${graphic(image.file, box)}\\par}`].join("\n");
  }
  if (bullets.length > 0) return itemize(frame);
  if (frame.key === OPENING_KEY) return paperCard(plan);
  return `\\vspace{40pt}\\centering{\\Large\\bfseries\\color{lecAccent}${e(frame.title)}\\par}`;
}

function sectionFrame(frame: SectionFrame, plan: DeckPlan): string {
  // The size goes into the frametitle font for this frame only: a size switch inside the title
  // text would end before the title's \par, leaving a two-line title with \Large line spacing.
  const title = e(frame.title);
  const built = `\\begin{frame}[t]{${title}}\n${body(content(frame, plan))}\n\\end{frame}`;
  return frame.titleSize === "Large" ? built : `{\\setbeamerfont{frametitle}{size=\\${frame.titleSize}}\n${built}\n}`;
}

function titleFrame(plan: DeckPlan): string {
  const lines = [
    "\\begin{frame}[plain]",
    "\\vspace*{0pt}\\vfill",
    `{\\${plan.titleSize}\\bfseries\\color{lecAccent}\\raggedright ${e(plan.title)}\\par}`,
    "\\vspace{14pt}{\\color{lecRule}\\rule{\\textwidth}{0.8pt}}\\par\\vspace{10pt}",
  ];
  if (plan.authors) lines.push(`{\\normalsize\\raggedright ${e(plan.authors)}\\par}\\vspace{6pt}`);
  const meta = [plan.date, plan.arxivId ? `arXiv:${plan.arxivId.replace(/^arxiv:/i, "")}` : ""].filter(Boolean).map(e);
  if (meta.length > 0) lines.push(`{\\small\\color{lecMuted}${meta.join(" \\quad\\textperiodcentered\\quad ")}\\par}`);
  lines.push("\\vfill", "\\end{frame}");
  return lines.join("\n");
}

function closingFrame(plan: DeckPlan): string {
  return [
    "\\begin{frame}[plain]",
    "\\vspace*{0pt}\\vfill\\centering",
    "{\\huge\\bfseries\\color{lecAccent}Thank you\\par}\\vspace{12pt}",
    `{\\normalsize ${e(plan.shortTitle)}\\par}`,
    plan.arxivId ? `\\vspace{6pt}{\\small\\color{lecMuted}arXiv:${e(plan.arxivId.replace(/^arxiv:/i, ""))}\\par}` : "",
    "\\vfill",
    "\\end{frame}",
  ].join("\n");
}

/** The whole .tex: self-contained apart from the image files it names. */
export function renderTex(plan: DeckPlan, engine: TexEngine, scripts: readonly WritingSystemFont[]): string {
  const frames = plan.frames.map((f) => (f.kind === "title" ? titleFrame(plan) : f.kind === "closing" ? closingFrame(plan) : sectionFrame(f, plan)));
  return [
    `% Generated by Lectern. Compile with ${engine}.`,
    "\\documentclass[aspectratio=169,11pt]{beamer}",
    fontPreamble(engine, scripts),
    themePreamble(e(plan.shortTitle)),
    POSITION_PREAMBLE,
    `\\title{${e(plan.shortTitle)}}`,
    "\\begin{document}",
    ...frames,
    "\\end{document}",
    "",
  ].join("\n");
}
