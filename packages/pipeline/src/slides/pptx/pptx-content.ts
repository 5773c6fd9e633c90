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
