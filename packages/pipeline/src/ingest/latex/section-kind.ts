import type { SectionKind } from "@lectern/contract";

const ACKNOWLEDGMENTS = /^(acknowledge?ments?(\s+(and|&)\s.*)?|thanks|致谢|谢辞|remerciements|danksagung|agradecimientos)$/iu;
const REFERENCES = /^(references?|bibliography|literature cited|works cited|cited literature|references and notes|参考文献|bibliographie|literatur|referencias)$/iu;
const BACK_MATTER =
  /^(author contributions?( statement)?|authors'? contributions?|competing (financial )?interests?( statement)?|conflicts? of interests?( statement)?|declaration of (competing )?interests?|declarations?|funding( information| sources?| statement)?|financial (support|disclosure)|data (and code )?availability( statement)?|code (and data )?availability( statement)?|availability of (data|code|data and materials)|data access(ibility)?|additional information|ethics( statement| approval| declarations?)?|ethical (approval|statement)|consent( for publication)?|disclosure( statement)?|abbreviations|open access|author information|reproducibility statement|broader impacts?( statement)?|impact statement|CRediT authorship contribution statement|notes|endnotes)$/iu;
const APPENDIX = /^(appendix|appendices|supplementary (appendix|methods|notes?|material|materials|information|data|figures|tables)|supplemental (material|materials|information)|supporting information|online appendix)\b/iu;
/** Checklists venues ask for (NeurIPS, ICLR) are forms, not content. */
const CHECKLIST = /\bchecklist\b/iu;

/** Normalised heading text for matching: no numbering, no trailing punctuation. */
function normalise(title: string): string {
  return title
    .replace(/^\s*(?:[A-Z]|[IVX]+|\d+)(?:\.\d+)*[.:)]?\s+(?=\S)/, "")
    .replace(/[\s.:]+$/u, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** What a heading is for, by its text alone (null = nothing special: body or appendix by position). */
export function kindFromTitle(title: string): SectionKind | null {
  const t = normalise(title);
  if (ACKNOWLEDGMENTS.test(t)) return "acknowledgments";
  if (REFERENCES.test(t)) return "references";
  if (BACK_MATTER.test(t) || CHECKLIST.test(t)) return "back_matter";
  if (APPENDIX.test(t)) return "appendix";
  return null;
}
