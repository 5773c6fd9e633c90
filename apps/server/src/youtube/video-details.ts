import type { Language, PaperDocument } from "@lectern/contract";

// The video resource YouTube is asked to create: snippet (title, description, tags, category,
// languages) and status (privacy), within YouTube's limits (PROVIDERS.md, videos.insert).

const TITLE_MAX_CHARS = 100;
/** YouTube counts the description in UTF-8 bytes: an Indic-script abstract is 3 bytes a letter. */
const DESCRIPTION_MAX_BYTES = 5000;
const ABSTRACT_MAX_CHARS = 1500;
/** "Science & Technology". */
const CATEGORY_SCIENCE = "28";
const FALLBACK_TITLE = "Research paper presentation";

export interface VideoResourceInput {
  snippet: {
    title: string;
    description: string;
    tags: string[];
    categoryId: string;
    /** The language of the title and description: the paper's, when ingest could tell it. */
    defaultLanguage?: string;
    /** The narration's language. */
    defaultAudioLanguage: string;
  };
  status: { privacyStatus: "private" | "unlisted" | "public" };
}

/** YouTube refuses '<' and '>' in titles and descriptions; runs of spaces are noise. */
const clean = (text: string) => text.replace(/[<>]/g, "").replace(/[ \t\f\v\u00a0]+/g, " ").trim();
const oneLine = (text: string) => clean(text.replace(/\s+/g, " "));

/** At most `max` characters (code points, so no letter is split), ending in "…" when cut. */
function cutChars(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const atWord = head.replace(/\s+\S*$/, "");
  return `${atWord.length > max / 2 ? atWord : head}…`;
}

function cutBytes(text: string, max: number): string {
  if (Buffer.byteLength(text, "utf8") <= max) return text;
  let out = "";
  for (const ch of text) {
    if (Buffer.byteLength(out + ch + "…", "utf8") > max) break;
    out += ch;
  }
  return `${out}…`;
}

/** The abstract's opening: whole sentences up to about ABSTRACT_MAX_CHARS. */
function abstractOpening(abstract: string): string {
  const text = oneLine(abstract);
  if (text.length <= ABSTRACT_MAX_CHARS) return text;
  const head = text.slice(0, ABSTRACT_MAX_CHARS);
  const lastStop = Math.max(head.lastIndexOf(". "), head.lastIndexOf("। "), head.lastIndexOf("? "), head.lastIndexOf("! "));
  return lastStop > ABSTRACT_MAX_CHARS / 3 ? head.slice(0, lastStop + 1) : cutChars(text, ABSTRACT_MAX_CHARS);
}

export function videoDetails(doc: PaperDocument, language: Language, privacy: VideoResourceInput["status"]["privacyStatus"]): VideoResourceInput {
  const { metadata } = doc;
  const title = cutChars(oneLine(metadata.title), TITLE_MAX_CHARS) || FALLBACK_TITLE;
  const arxivId = metadata.arxiv_id && /^[A-Za-z0-9./-]{1,64}$/.test(metadata.arxiv_id) ? metadata.arxiv_id : undefined;
  const paperLink = arxivId ? `https://arxiv.org/abs/${arxivId}` : undefined;
  const blocks = [
    [oneLine(metadata.title), oneLine(metadata.authors), oneLine(metadata.date)].filter(Boolean).join("\n"),
    abstractOpening(doc.abstract),
    [paperLink ? `Paper: ${paperLink}` : "", `Narration: ${language.name}`].filter(Boolean).join("\n"),
    "Made with Lectern",
  ].filter(Boolean);
  // The tail (link, credit) matters more than the end of the abstract: cut the abstract first.
  const tail = blocks.slice(2).join("\n\n");
  const head = cutBytes(blocks.slice(0, 2).join("\n\n"), DESCRIPTION_MAX_BYTES - Buffer.byteLength(tail, "utf8") - 2);
  return {
    snippet: {
      title,
      description: `${head}\n\n${tail}`,
      tags: ["research paper", "paper presentation", "Lectern", language.name, ...(arxivId ? ["arXiv"] : [])],
      categoryId: CATEGORY_SCIENCE,
      // Title and description are the paper's own words, whatever language the narration is in.
      ...(doc.language && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(doc.language) ? { defaultLanguage: doc.language } : {}),
      defaultAudioLanguage: language.code,
    },
    status: { privacyStatus: privacy },
  };
}
