/** One paragraph of a section slide: a bullet, or the rest of a bullet the previous slide began. */
export interface PptxParagraph {
  text: string;
  /** No marker: it continues a bullet split across two slides (Beamer's \item[]). */
  continuation: boolean;
}

export interface PptxImage {
  data: Buffer;
  mime: "image/png" | "image/jpeg";
  /** Pixel size, for keeping the aspect ratio when it is placed. */
  width: number;
  height: number;
}

export type PptxSlide =
  | { kind: "title" }
  | { kind: "section"; key: string; title: string; paragraphs: PptxParagraph[]; image: PptxImage | null; notes: string }
  | { kind: "closing" };

/** Everything the .pptx shows, decided from the Beamer deck's manifest and the workspace. */
export interface PptxDeck {
  title: string;
  authors: string;
  date: string;
  arxivId: string | null;
  slides: PptxSlide[];
}

/**
 * Characters XML 1.0 forbids (C0 controls but tab and line breaks, lone surrogates, U+FFFE/FFFF):
 * one in a title or a note makes the slide's part invalid and PowerPoint or LibreOffice refuse
 * the whole file. User text reaches the deck from edits and uploads, so every string is cleaned.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const xmlSafe = (text: string): string => text.replace(XML_INVALID, "");

/** The deck with every string XML-safe. */
export function xmlSafeDeck(deck: PptxDeck): PptxDeck {
  return {
    title: xmlSafe(deck.title),
    authors: xmlSafe(deck.authors),
    date: xmlSafe(deck.date),
    arxivId: deck.arxivId === null ? null : xmlSafe(deck.arxivId),
    slides: deck.slides.map((s) =>
      s.kind === "section" ? { ...s, key: xmlSafe(s.key), title: xmlSafe(s.title), notes: xmlSafe(s.notes), paragraphs: s.paragraphs.map((p) => ({ ...p, text: xmlSafe(p.text) })) } : s,
    ),
  };
}
