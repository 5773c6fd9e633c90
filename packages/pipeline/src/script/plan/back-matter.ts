import type { PaperSection } from "@lectern/contract";

/**
 * Headings that are never narrated even when ingest filed them as body text: the abstract (the
 * opening covers it) and the administrative back matter a talk leaves out. Matched against the
 * whole normalised title (or its start, for "Appendix A: ..."), so "Contributions" (a paper's
 * summary of its results) stays while "Author contributions" goes.
 */
const WHOLE_TITLE = new RegExp(
  "^(?:" +
    [
      "abstract",
      "summary of the paper",
      "key ?words",
      "index terms",
      "ccs concepts",
      "acm reference format",
      "general terms",
      "categories and subject descriptors",
      "jel (?:classification|codes?)",
      "references?",
      "bibliography",
      "(?:works|literature) cited",
      "acknowledge?ments?",
      "funding(?: information| sources?)?",
      "financial (?:support|disclosures?)",
      "disclosures?(?: statement| of interests?)?",
      "declarations? of interests?(?: statement)?",
      "author'?s?'? contributions?(?: statement)?",
      "contributions? of (?:the )?authors",
      "credit authorship contribution statement",
      "(?:declaration of )?competing (?:financial )?interests?(?: statement)?",
      "conflicts? of interests?(?: statement)?",
      "declarations?",
      "ethics(?: statement| approval.*)?",
      "institutional review board statement",
      "informed consent statement",
      "consent(?: for publication| to participate)?",
      "(?:data|code|software|materials?)(?:,? (?:and|&) (?:data|code|software|materials?))* availab\\w*(?: statement)?",
      "availability of (?:data|code|software|materials?).*",
      "supplementary(?: materials?| information| data| figures?| tables?)?",
      "supporting information",
      "additional information",
      "author information",
      "corresponding authors?",
      "figure (?:legends?|captions?)",
      "table (?:legends?|captions?)",
      "abbreviations",
      "notes?",
      "footnotes",
      "publisher'?s note",
      "open access",
      // AGU journals' data statement.
      "open research(?: section)?",
      "list of abbreviations",
      "参考文献",
      "致谢",
      "附录.*",
      "摘要",
      "关键词",
      "作者贡献",
      "利益冲突",
      "基金(?:项目)?",
      "数据可用性(?:声明)?",
    ].join("|") +
    ")$",
);

const TITLE_START = /^(?:appendix|appendices|supplement(?:ary)?\b|online methods? supplement)/;

function normalise(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/^(?:[\d.]+|[a-z]\.|[ivx]+\.)\s+/u, "")
    .replace(/[\s.:;,]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function isBackMatterTitle(title: string): boolean {
  const t = normalise(title);
  return WHOLE_TITLE.test(t) || TITLE_START.test(t);
}

/** Sections a talk narrates: body kind and not back matter by title. */
export function isNarratable(section: PaperSection): boolean {
  return section.kind === "body" && !isBackMatterTitle(section.title);
}

/**
 * A paragraph a journal opens with a back-matter label ("Funding: …", "Informed Consent Statement:
 * …") where the text extraction filed it under the last section: administration, not the paper's
 * story. Such paragraphs are taken out of the text.
 */
export function withoutLabelledBackMatter(text: string): string {
  if (!text.includes(":")) return text;
  return text
    .split(/\n{2,}/)
    .filter((p) => {
      const label = /^([^:\n]{3,60}):\s/u.exec(p.trim())?.[1];
      // "Note: …" in running text is the paper's own aside, not a footnote section.
      return label === undefined || /^notes?$/i.test(label.trim()) || !isBackMatterTitle(label);
    })
    .join("\n\n");
}
