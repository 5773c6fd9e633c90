import type { PaperSection } from "@lectern/contract";
import { cleanProse } from "./prose.js";

/**
 * A publisher's cover page sets the title small and the article page sets it again as a heading
 * with the author block under it ("Generating missing values for simulation" on the cover,
 * "Generating missing values for simulation purposes: a multivariate amputation procedure" on the
 * article): a first heading that extends the title found, over a few lines of front matter, is the
 * whole title, and no section.
 */
export function titleFromCoverHeading(title: string, sections: PaperSection[]): { title: string; sections: PaperSection[] } {
  const first = sections[0];
  if (first === undefined || title === "" || first.text.split(/\s+/).length >= COVER_BLOCK_WORDS) return { title, sections };
  const fold = (t: string) => t.toLowerCase().replace(/[^\p{L}\d]+/gu, " ").trim();
  const heading = cleanProse(first.title);
  return fold(heading).startsWith(`${fold(title)} `) ? { title: heading, sections: sections.slice(1) } : { title, sections };
}

/** The author block under a title set as a heading: names and affiliations, a few lines. */
const COVER_BLOCK_WORDS = 60;
