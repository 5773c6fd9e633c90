import { ACCENTS, TEXT_SYMBOLS } from "./text-symbols.js";

/**
 * What the renderer knows about commands it does not treat specially. Signatures use
 * Cursor.readSpec letters: s star, o optional, m mandatory, d TeX dimension.
 */

/** Commands whose arguments are read and thrown away (layout, metadata, bookkeeping). */
export const DROP: Record<string, string> = {
  // layout and spacing
  hspace: "sm", vspace: "sm", addvspace: "m", hskip: "d", vskip: "d", kern: "d", mskip: "d", mkern: "d", vglue: "d", hglue: "d",
  enlargethispage: "sm", linebreak: "o", nolinebreak: "o", pagebreak: "o", nopagebreak: "o", newpage: "", clearpage: "",
  cleardoublepage: "", smallskip: "", medskip: "", bigskip: "", vfill: "", hfill: "", hfil: "", vfil: "", hss: "", vss: "",
  noindent: "", indent: "", centering: "", raggedright: "", raggedleft: "", flushbottom: "", raggedbottom: "", sloppy: "",
  fussy: "", leavevmode: "", unskip: "", nobreak: "", allowbreak: "", strut: "", mathstrut: "", null: "", empty: "",
  relax: "", protect: "", ignorespaces: "", balance: "", FloatBarrier: "", onecolumn: "", twocolumn: "o", columnbreak: "",
  newcolumn: "", vfilneg: "", break: "", penalty: "d", hrule: "", vrule: "", hrulefill: "", dotfill: "", rule: "omm",
  phantom: "m", hphantom: "m", vphantom: "m", baselineskip: "", lineskip: "", parindent: "", parskip: "", textwidth: "",
  linewidth: "", columnwidth: "", textheight: "", arraystretch: "", tabcolsep: "",
  // fonts and colours
  bf: "", it: "", em: "", rm: "", sf: "", tt: "", sc: "", sl: "", bfseries: "", itshape: "", mdseries: "", upshape: "",
  slshape: "", scshape: "", rmfamily: "", sffamily: "", ttfamily: "", normalfont: "", tiny: "", scriptsize: "",
  footnotesize: "", small: "", normalsize: "", large: "", Large: "", LARGE: "", huge: "", Huge: "", boldmath: "",
  unboldmath: "", selectfont: "", fontsize: "mm", fontfamily: "m", fontseries: "m", fontshape: "m", usefont: "mmmm",
  normalcolor: "", color: "om", pagecolor: "om", definecolor: "mmm", colorlet: "mm", rowcolor: "om", cellcolor: "om",
  columncolor: "om", arrayrulecolor: "m", setstretch: "m", linespread: "m", doublespacing: "", singlespacing: "",
  onehalfspacing: "", itemsep: "", topsep: "", sethlcolor: "m",
  // document setup and bookkeeping
  documentclass: "om", documentstyle: "om", usepackage: "om", RequirePackage: "om", PassOptionsToPackage: "mm",
  PassOptionsToClass: "mm", ProvidesPackage: "om", NeedsTeXFormat: "om", pagestyle: "m", thispagestyle: "m",
  pagenumbering: "m", setcounter: "mm", addtocounter: "mm", stepcounter: "m", refstepcounter: "m", setlength: "mm",
  // A counter's printed value (affiliation marks, list labels) has no reading.
  arabic: "m", roman: "m", Roman: "m", alph: "m", Alph: "m", fnsymbol: "m", value: "m",
  addtolength: "mm", settowidth: "mm", settoheight: "mm", newlength: "m", newcounter: "mo", numberwithin: "mm",
  newtheorem: "smomo", theoremstyle: "m", newtheoremstyle: "mmmmmmmmm", captionsetup: "om", DeclareCaptionLabelFormat: "mm",
  DeclareCaptionFormat: "mm", DeclareCaptionFont: "mm", hypersetup: "m", urlstyle: "m", graphicspath: "m",
  DeclareGraphicsExtensions: "m", DeclareGraphicsRule: "mmmm", newcolumntype: "mom", hyphenation: "m", sisetup: "m",
  setlist: "om", linenumbers: "o", nolinenumbers: "", modulolinenumbers: "o", label: "m", index: "m", glossary: "m",
  nocite: "m", bibliographystyle: "m", bibliographystyleCN: "m", makeindex: "", printindex: "", makeglossaries: "",
  printglossary: "o", printglossaries: "", glsresetall: "", glsunsetall: "", acresetall: "", acuseall: "",
  addcontentsline: "mmm", addtocontents: "mm", tableofcontents: "", listoffigures: "", listoftables: "", maketitle: "",
  newacronym: "ommm", newabbreviation: "ommm", acro: "mom", acrodef: "mom", newglossaryentry: "mm", loadglsentries: "m",
  DeclareAcronym: "mm", setacronymstyle: "m", include: "m", includeonly: "m", input: "m", markboth: "mm", markright: "m",
  setCJKmainfont: "om", setCJKsansfont: "om", setCJKmonofont: "om", setmainfont: "om", setsansfont: "om", setmonofont: "om",
  newfontfamily: "mom", setCJKfamilyfont: "mom", xeCJKsetup: "m", selectlanguage: "m", MakeOuterQuote: "m", noindentafterequation: "",
  defaultbibliography: "m", defaultbibliographystyle: "m", addbibresource: "om", bibdata: "m", bibstyle: "m",
  newfloat: "mmmo", floatname: "mm", floatstyle: "m", restylefloat: "m", setcitestyle: "m", citestyle: "m", bibpunct: "omm",
  renewcommand: "", newcommand: "", providecommand: "", def: "", let: "", crefname: "mmm", Crefname: "mmm",
  newrefformat: "mm", tcbuselibrary: "m", usetikzlibrary: "m", pgfplotsset: "m", lstset: "m", lstdefinestyle: "mm",
  lstdefinelanguage: "omom", definecolorseries: "mmmmmmm", setminted: "om", usemintedstyle: "m", algrenewcommand: "mm",
  algnewcommand: "mm", SetKwInOut: "mm", SetKwFunction: "mm", SetAlgoLined: "", DontPrintSemicolon: "", geometry: "m",
  excludecomment: "m", includecomment: "m", specialcomment: "mmm", processdelayedfloats: "", clubpenalty: "d",
  widowpenalty: "d", displaywidowpenalty: "d", frenchspacing: "", nonfrenchspacing: "", obeylines: "",
  // front matter, collected separately
  title: "om", subtitle: "om", author: "om", authorinfo: "mmm", date: "m", thanks: "m", affiliation: "om", affil: "om", address: "om",
  institute: "m", institution: "m", email: "om", ead: "om", corref: "m", cortext: "om", fnref: "m", fntext: "om",
  tnoteref: "m", tnotetext: "om", keywords: "m", keyword: "m", KEYWORDS: "m", IEEEauthorblockN: "m", IEEEauthorblockA: "m",
  IEEEoverridecommandlockouts: "", IEEEpeerreviewmaketitle: "", IEEEmembership: "m", IEEEauthorrefmark: "m",
  IEEEcompsoctitleabstractindextext: "m", IEEEdisplaynontitleabstractindextext: "", IEEEtitleabstractindextext: "m",
  orcid: "m", orcidID: "m", orcidlink: "m", inst: "m", titlerunning: "m", authorrunning: "m", tocauthor: "m", toctitle: "m",
  preprint: "m", pacs: "m", received: "m", revised: "m", accepted: "m", published: "m", journal: "m", volume: "m", issue: "m",
  doi: "m", copyrightyear: "m", acmYear: "m", acmConference: "ommm", acmBooktitle: "m", acmDOI: "m", acmISBN: "m",
  acmPrice: "m", acmVolume: "m", acmNumber: "m", acmArticle: "m", acmMonth: "m", acmJournal: "m", acmSubmissionID: "m",
  setcopyright: "m", ccsdesc: "om", authornote: "m", authornotemark: "o", additionalaffiliation: "m", shortauthors: "m",
  shorttitle: "m", runningtitle: "m", runningauthor: "m", runninghead: "m", altaffiliation: "om", homepage: "om",
  noaffiliation: "", collaboration: "m", icmltitle: "m", icmlauthor: "mm", icmlaffiliation: "mm", icmlsetsymbol: "mm",
  icmlcorrespondingauthor: "mm", icmlkeywords: "m", icmltitlerunning: "m", printAffiliationsAndNotice: "m",
  icmlEqualContribution: "", aistatstitle: "m", aistatsauthor: "m", aistatsaddress: "m", cvprfinalcopy: "", iccvfinalcopy: "", eccvfinalcopy: "", wacvfinalcopy: "", aclfinalcopy: "",
  abstract: "m", Abstract: "m", Title: "m", Author: "m", AuthorNames: "m", correspondingauthor: "m",
  firstpage: "m", pubvolume: "m", pubyear: "m", appendixtitles: "m",
  TitleCitation: "m", AuthorCitation: "m", corres: "m", thankstext: "om", affiliations: "m",
  footnotemark: "o", samethanks: "o", fnmark: "o", equalcont: "m",
  IEEEpubid: "m", IEEEpubidadjcol: "", IEEEspecialpapernotice: "m", IEEEaftertitletext: "m", IEEEtriggeratref: "m",
  IEEEdisplaynotcompsoctitleabstractindextext: "", settopmatter: "m", significancestatement: "m", dates: "m", leadauthor: "m",
  equalauthors: "m", showmatmethods: "", showacknow: "o", pnasbreak: "",   // asides that interrupt the narration
  footnote: "om", footnotetext: "om", tablefootnote: "m", marginpar: "om", marginnote: "om", todo: "om", missingfigure: "om",
  sidenote: "om", endnote: "m", comment: "om", deleted: "om", sout: "m", st: "m", xout: "m", note: "m", fixme: "om",
  pdfbookmark: "omm", belowpdfbookmark: "mm", hypertarget: "mm", phantomsection: "", bookmark: "om",
  includegraphics: "som", includesvg: "om", includepdf: "om", epsfig: "m", psfig: "m", epsfbox: "m", epsffile: "m",
  bibitem: "om", newblock: "", caption: "om", captionof: "smom", subcaption: "om", glsadd: "om", glsaddall: "o",
  acused: "m", glsunset: "m", glsreset: "m", acreset: "m", pgfplotstableread: "mm", tikzset: "m", tikzstyle: "m",
  pgfdeclareimage: "omm", pgfuseimage: "m", lstinputlisting: "om", inputminted: "omm", VerbatimInput: "om",
};

/** Commands that typeset their argument with some style: the argument is kept, the style dropped. Value: signature and which argument (index into it) is the text. */
export const KEEP: Record<string, [spec: string, keep: number]> = {
  emph: ["m", 0], textbf: ["m", 0], textit: ["m", 0], textsl: ["m", 0], textsc: ["m", 0], texttt: ["m", 0],
  textrm: ["m", 0], textsf: ["m", 0], textup: ["m", 0], textmd: ["m", 0], textnormal: ["m", 0], underline: ["m", 0],
  uline: ["m", 0], uuline: ["m", 0], uwave: ["m", 0], ul: ["m", 0], hl: ["m", 0], so: ["m", 0], caps: ["m", 0], mbox: ["m", 0],
  text: ["m", 0], textsubscript: ["m", 0], textsuperscript: ["m", 0], fbox: ["m", 0], framebox: ["oom", 2],
  makebox: ["oom", 2], parbox: ["ooomm", 4], raisebox: ["moom", 3], scalebox: ["mom", 2], resizebox: ["smmm", 3],
  rotatebox: ["omm", 2], reflectbox: ["m", 0], adjustbox: ["mm", 1], smash: ["om", 1], llap: ["m", 0], rlap: ["m", 0],
  clap: ["m", 0], centerline: ["m", 0], leftline: ["m", 0], rightline: ["m", 0], textcolor: ["omm", 2], colorbox: ["omm", 2],
  fcolorbox: ["ommm", 3], highlight: ["om", 1], added: ["om", 1], replaced: ["omm", 1], foreignlanguage: ["omm", 2],
  textenglish: ["om", 1], textchinese: ["om", 1], hyperlink: ["mm", 1], hyperref: ["om", 1],
  MakeUppercase: ["m", 0], MakeLowercase: ["m", 0], MakeTextUppercase: ["m", 0], uppercase: ["m", 0], lowercase: ["m", 0],
  textnumero: ["m", 0], ensuremath: ["m", 0], mathrm: ["m", 0], mathbf: ["m", 0], mathit: ["m", 0], mathsf: ["m", 0],
  mathtt: ["m", 0], mathcal: ["m", 0], mathbb: ["m", 0], boldsymbol: ["m", 0], bm: ["m", 0], textbfit: ["m", 0], fnm: ["m", 0], sur: ["m", 0], spfx: ["m", 0], prefix: ["m", 0], suffix: ["m", 0], tsc: ["m", 0],
  newterm: ["m", 0], term: ["m", 0], name: ["m", 0], person: ["m", 0], code: ["m", 0], lstinline: ["om", 1],
  mintinline: ["mm", 1], cjkbox: ["m", 0], CJKfamily: ["m", -1], IEEEPARstart: ["mm", -2], cancel: ["m", 0], bcancel: ["m", 0],
  xcancel: ["m", 0], vcenter: ["m", 0], tcbox: ["om", 1], shadowbox: ["m", 0], doublebox: ["m", 0],
  ovalbox: ["m", 0], Ovalbox: ["m", 0], textls: ["om", 1], lettrine: ["omm", -2], smallcaps: ["m", 0], textoverline: ["m", 0],
  // hyperref's \texorpdfstring{TeX}{plain}: the plain version is the one meant to be read.
  texorpdfstring: ["mm", 1], multicolumn: ["mmm", 2], multirow: ["omomom", 5], makecell: ["om", 1], shortstack: ["om", 1],
  bibinfo: ["mm", 1], bibfield: ["mm", 1], bibnamefont: ["m", 0], bibfnamefont: ["m", 0], citenamefont: ["m", 0],
  showarticletitle: ["m", 0], showDOI: ["m", 0], showURL: ["m", 0], natexlab: ["m", 0], urlprefix: ["", -1], BibitemShut: ["m", -1],
};

/** Environments whose content is never prose (tables, code, drawings, display math, metadata). */
export const DROP_ENVS = new Set([
  "table", "table*", "sidewaystable", "sidewaystable*", "tabular", "tabular*", "tabularx", "tabulary", "tabu", "longtable",
  "longtable*", "supertabular", "xtabular", "threeparttable", "tblr", "longtblr", "NiceTabular", "algorithm", "algorithm*",
  "algorithmic", "algorithmicx", "algorithm2e", "procedure", "function", "lstlisting", "verbatim", "verbatim*", "Verbatim",
  "BVerbatim", "minted", "tikzpicture", "pgfpicture", "picture", "axis", "circuitikz", "forest", "filecontents",
  "filecontents*", "comment", "keyword", "keywords", "IEEEkeywords", "CCSXML", "abstract", "abstract*", "IEEEbiography", "IEEEbiographynophoto", "biography", "biographies", "tocentry", "graphicalabstract", "highlights", "icmlauthorlist", "authorlist",
  "affiliations", "overpic", "lstinputlisting", "python", "pycode", "Sinput", "Soutput", "Schunk", "knitrout", "dmath", "dmath*", "dgroup", "dgroup*", "darray", "pspicture", "asy", "dot2tex", "gnuplot",
]);

/** Display-math environments: removed from prose, numbered for references. */
export const MATH_ENVS = new Set([
  "equation", "equation*", "align", "align*", "alignat", "alignat*", "flalign", "flalign*", "gather", "gather*", "multline",
  "multline*", "eqnarray", "eqnarray*", "displaymath", "split", "subequations", "IEEEeqnarray", "IEEEeqnarray*",
  "empheq", "dmath", "dmath*", "dgroup", "dgroup*", "numcases", "subnumcases", "cases",
]);

/** Environments that hold a figure (their \includegraphics and \caption become a figure). */
export const FIGURE_ENVS = new Set([
  "figure", "figure*", "wrapfigure", "wrapfigure*", "SCfigure", "SCfigure*", "sidewaysfigure", "sidewaysfigure*", "teaserfigure",
  "marginfigure", "floatingfigure", "figwindow", "widefigure", "fullwidthfigure", "suppfigure",
]);

/** Arguments environments take right after \begin{name}, read and dropped. */
export const ENV_ARGS: Record<string, string> = {
  minipage: "ooom", subfigure: "oom", subtable: "oom", wrapfigure: "omom", "wrapfigure*": "omom", wraptable: "omom",
  figure: "o", "figure*": "o", table: "o", "table*": "o", SCfigure: "oo", multicols: "mo", "multicols*": "mo",
  thebibliography: "m", tabular: "om", "tabular*": "mom", tabularx: "mom", tabulary: "mm", longtable: "om", list: "mm",
  itemize: "o", enumerate: "o", description: "o", spacing: "m", adjustbox: "m", CJK: "mm", "CJK*": "mm", otherlanguage: "m",
  "otherlanguage*": "m", theorem: "o", lemma: "o", proof: "o", definition: "o", tcolorbox: "o", mdframed: "o", floatingfigure: "om",
  center: "", frame: "o", bibunit: "o", sloppypar: "", algorithm: "o", quote: "", subequations: "", teaserfigure: "",
};

/** Theorem-like environments LaTeX papers use without declaring (amsthm templates declare them). */
export const THEOREM_TITLES: Record<string, string> = {
  theorem: "Theorem", lemma: "Lemma", corollary: "Corollary", proposition: "Proposition", definition: "Definition",
  remark: "Remark", example: "Example", conjecture: "Conjecture", claim: "Claim", assumption: "Assumption", fact: "Fact",
  observation: "Observation", hypothesis: "Hypothesis", problem: "Problem", question: "Question", notation: "Notation",
  note: "Note", property: "Property", exercise: "Exercise", thm: "Theorem", lem: "Lemma", cor: "Corollary", prop: "Proposition",
  defn: "Definition", rem: "Remark", exmp: "Example", conj: "Conjecture",
};

/** One-argument back-matter commands of journal classes (MDPI, PNAS): a heading and its text. */
export const BACK_MATTER_COMMANDS: Record<string, string> = {
  funding: "Funding", authorcontributions: "Author Contributions", conflictsofinterest: "Conflicts of Interest",
  dataavailability: "Data Availability Statement", institutionalreview: "Institutional Review Board Statement",
  informedconsent: "Informed Consent Statement", supplementary: "Supplementary Materials", acknow: "Acknowledgments",
  sampleavailability: "Sample Availability", abbreviations: "Abbreviations",
};

/** Cross-reference commands (spoken as "Figure 3"). */
export const REF_COMMANDS = new Set([
  "ref", "autoref", "Autoref", "cref", "Cref", "cpageref", "Cpageref", "vref", "Vref", "eqref", "pageref", "nameref", "Nameref",
  "subref", "labelcref", "namecref", "nameCref", "crefrange", "Crefrange", "fref", "Fref", "autopageref", "vpageref",
]);

/** siunitx commands (numbers and units). */
export const SI_COMMANDS = new Set([
  "num", "SI", "qty", "si", "unit", "ang", "SIrange", "qtyrange", "numrange", "SIlist", "qtylist", "numlist", "tablenum",
  "numproduct", "qtyproduct", "SIproduct", "complexnum", "complexqty",
]);

/** Commands with their own handling in the renderer. */
export const SPECIAL_COMMANDS = [
  "\\", "newline", "linebreak", "break", "par", "item", "appendix", "acknowledgments", "acknowledgements", "acknowledgment",
  "acknowledgement", "acks", "bibliography", "printbibliography", "putbib", "bibitem", "newblock", "caption", "subcaption",
  "captionof", "figcaption", "plotone", "plottwo", "subcaptionbox", "subfloat", "subfigure", "subtable", "includegraphics", "includesvg", "epsfig", "psfig",
  "epsfbox", "epsffile", "includepdf", "url", "nolinkurl", "path", "href", "enquote", "textquote", "ding", "hbox", "vbox",
  "vtop", "glsunset", "acused", "glsreset", "acreset", "glsresetall", "acresetall", "glsunsetall", "acuseall",
  "textsuperscript", "textsubscript", "gls", "Gls", "GLS", "glspl", "Glspl", "ac", "Ac", "acp", "Acp", "acs", "acl", "acf",
  "acrshort", "acrlong", "acrfull", "cite", "citep", "citet", "section", "subsection", "subsubsection", "paragraph",
  "subparagraph", "chapter", "part",
];

/** Every command the renderer or the front-matter reader gives meaning to. */
export function knownCommandNames(extra: readonly string[]): Set<string> {
  return new Set([
    ...Object.keys(DROP), ...Object.keys(KEEP), ...Object.keys(TEXT_SYMBOLS), ...Object.keys(ACCENTS), ...REF_COMMANDS,
    ...SI_COMMANDS, ...SPECIAL_COMMANDS, ...Object.keys(BACK_MATTER_COMMANDS), ...extra,
  ]);
}
