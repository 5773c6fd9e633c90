import type { PaperSection } from "@lectern/contract";

/** Headings papers use without numbers; they confirm a heading style even in body-size fonts. */
export const KNOWN_HEADING =
  /^(?:abstract|summary|introduction|background|related work|prior work|previous work|methods?|materials? (?:and|&) methods?|methods? and materials?|methodology|experiments?|experimental (?:setup|results)|evaluation|results?|results? and discussions?|discussions?|conclusions?|concluding remarks|conclusions? and (?:outlook|future work)|summary and (?:conclusions?|outlook)|future work|limitations|acknowledge?ments?|references|bibliography|literature cited|references and notes|appendix|appendices|supporting information|supplementary (?:materials?|information|data)|author contributions?|author contribution statement|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|funding|data availability(?: statement)?|code availability(?: statement)?|data and code availability|figure legends|figure captions|figures|tables|ethics statement|abbreviations|disclosures?|additional information)$/i;

const REFERENCES = /^(?:references|bibliography|literature cited|references and notes|works cited|cited literature|参考文献|参考資料|引用文献)$/i;
const ACKNOWLEDGMENTS = /^(?:acknowledge?ments?|致谢|致謝|謝辞)$/i;
const BACK_MATTER =
  /^(?:author contributions?|author contribution statement|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|financial disclosure|disclosures?|funding(?: information| sources)?|data availability(?: statement)?|code availability(?: statement)?|data and code availability|availability of data and materials|supporting information|supplementary (?:materials?|information|data)|figure legends|figure captions|table legends|figures|tables|ethics statement|ethics approval.*|consent for publication|abbreviations|additional information|author information)$/i;
// "Supplemental Material for “<title>”" opens the supplement a preprint appends: everything after is appendix.
const APPENDIX = /^(?:appendix|appendices|supplementary appendix|online appendix)\b|^(?:supplementa(?:ry|l)|supporting) (?:materials?|information|text) (?:for|to|of)\b|^(?:附录|付録)/i;
/** "Abstract", and the labels some publishers set beside it on the same line ("ABSTRACT  ARTICLE HISTORY"). */
const ABSTRACT = /^(?:abstract|summary|摘要|要旨)(?: (?:article (?:history|info(?:rmation)?)|keywords?|key words))?$/;

/** Lower-cased, accents and punctuation folded: how heading words are compared. */
export function foldHeading(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim()
    .toLowerCase();
}

/** The kind a heading announces on its own words, when it announces one. */
export function kindFromTitle(title: string): PaperSection["kind"] | undefined {
  const t = foldHeading(title).replace(/ & /g, " and ");
  if (REFERENCES.test(t)) return "references";
  if (ACKNOWLEDGMENTS.test(t)) return "acknowledgments";
  if (BACK_MATTER.test(t)) return "back_matter";
  if (APPENDIX.test(t)) return "appendix";
  return undefined;
}

/** "Abstract" and its equivalents: the heading whose text becomes the paper's abstract. */
export function isAbstractTitle(title: string): boolean {
  return ABSTRACT.test(foldHeading(title));
}

export function isKnownHeading(title: string): boolean {
  return KNOWN_HEADING.test(foldHeading(title));
}
