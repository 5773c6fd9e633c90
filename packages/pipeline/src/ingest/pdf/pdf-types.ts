/**
 * Shapes shared by the PDF ingest steps. Coordinates are pdftohtml's: pixels at zoom 1.5
 * (1 px = 1/1.5 pt), origin at the top-left of the page, y growing downwards.
 */

/** pdftohtml's zoom factor; fixed on its command line so coordinates convert back to points. */
export const XML_ZOOM = 1.5;

/** One run of text in one font, as pdftohtml reports it. */
export interface Fragment {
  page: number;
  top: number;
  left: number;
  width: number;
  height: number;
  /** Font size in the same pixel units. */
  size: number;
  font: string;
  /** Share of the characters set bold / italic (by font name or pdftohtml's <b>/<i> markup). */
  boldShare: number;
  italicShare: number;
  text: string;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  fragments: Fragment[];
}

/** A bookmark from the PDF outline (hyperref writes one per \section). */
export interface OutlineEntry {
  title: string;
  page: number;
  depth: number;
}

/** Which part of a page a line was read from. */
export type LineColumn = "full" | "left" | "right";

/** A line of text in reading order, with the typography the later steps decide on. */
export interface TextLine {
  page: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Dominant font size (by characters). */
  size: number;
  /** Share of the letters set in a bold / italic font. */
  boldShare: number;
  italicShare: number;
  column: LineColumn;
  /** Horizontal extent of the column or band this line sits in. */
  colLeft: number;
  colRight: number;
  /** Text with superscript marks kept (joined without spaces, as printed). */
  text: string;
  /** Text with raised small marks (footnote and affiliation marks) dropped. */
  plainText: string;
  /** Pieces separated by wide gaps (table cells, side-by-side author names). */
  segments: string[];
  fragments: Fragment[];
}

/** What pdfinfo says about a file. */
export interface PdfInfo {
  pages: number;
  encrypted: boolean;
  title: string;
  /** ISO date (YYYY-MM-DD) of CreationDate, or "". */
  creationDate: string;
  /** Page size in points of the first page. */
  pageWidthPt: number;
  pageHeightPt: number;
}
