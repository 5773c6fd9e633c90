import { LAYOUT } from "./layout.js";

/**
 * Our one theme, inline so the .tex compiles on its own: white page, near-black text, one blue
 * accent, no shading (shading and overlays multiply compile time). Frame titles sit at the bottom
 * of a box of fixed height, right on their rule (so the rule and the body start at the same place
 * on every frame; the negative skip takes back Beamer's own gap above a [t] body, measured at
 * 12pt too much). The footer's text sits 2pt under its rule and 5pt above the page's edge, the
 * least that keeps the font's box on the page (every point there is body height); its title is
 * smashed to a strut (a tall script there must not take room from the body). The body is a box of
 * fixed height, so the planner's budget is exact and any overflow shows up as an Overfull \vbox
 * in the log rather than text over the footer: its inner position T ends it with \vfil, where
 * LaTeX's own [t] ends it with \vss, which hides any overflow.
 */
export function themePreamble(shortTitle: string): string {
  return String.raw`\setbeamertemplate{navigation symbols}{}
\setbeamersize{text margin left=8mm,text margin right=8mm}
\definecolor{lecInk}{HTML}{1F2328}
\definecolor{lecAccent}{HTML}{1E4E8C}
\definecolor{lecMuted}{HTML}{5A6270}
\definecolor{lecRule}{HTML}{C9D1DC}
\setbeamercolor{normal text}{fg=lecInk,bg=white}
\setbeamercolor{structure}{fg=lecAccent}
\setbeamercolor{frametitle}{fg=lecAccent}
\setbeamercolor{footline}{fg=lecMuted}
\setbeamerfont{frametitle}{size=\Large,series=\bfseries}
\setbeamerfont{footline}{size=\scriptsize}
\setbeamertemplate{itemize item}{\color{lecAccent}\raisebox{0.2ex}{\rule{0.42em}{0.42em}}}
\setbeamertemplate{itemize subitem}{\color{lecAccent}\textbullet}
\setlength{\leftmargini}{${LAYOUT.itemIndentPt}pt}
\makeatletter\newcommand{\bm@T}{\unhbox\@tempboxa\vfil}\makeatother
\newlength{\lecbody}\setlength{\lecbody}{${LAYOUT.bodyHeightPt}pt}
\newcommand{\lecshorttitle}{${shortTitle}}
\setbeamertemplate{frametitle}{%
  \vbox to 40pt{\hsize=\dimexpr\paperwidth-16mm\relax\vss
    \raggedright\usebeamerfont{frametitle}\usebeamercolor[fg]{frametitle}\insertframetitle\par
    \vskip 6pt{\color{lecRule}\hrule height 0.6pt}}\vskip -12pt}
\setbeamertemplate{footline}{%
  \hbox to \paperwidth{\hskip 8mm{\color{lecRule}\rule{\dimexpr\paperwidth-16mm\relax}{0.4pt}}\hfill}\vskip 2pt
  \hbox to \paperwidth{\hskip 8mm\usebeamerfont{footline}\usebeamercolor[fg]{footline}\strut\smash{\lecshorttitle}\hfill\insertframenumber\hskip 8mm}\vskip 5pt}
`;
}
