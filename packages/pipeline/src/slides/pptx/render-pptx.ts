import { createRequire } from "node:module";
import type Pptx from "pptxgenjs";
import { fitAuthors } from "../author-line.js";
import { fitLines, wrapLines } from "../text-metrics.js";
import type { PptxDeck, PptxImage, PptxParagraph, PptxSlide } from "./pptx-content.js";
import { placeSection, type Box } from "./pptx-layout.js";
import { fontToken, scriptFonts } from "./writing-system-fonts.js";
import { BULLET_CHAR, LATIN_FONT, PPTX_COLOURS as C, PPTX_PAGE as P, PPTX_SIZES as S } from "./pptx-style.js";

// pptxgenjs types itself as CommonJS with a default export, while Node's ESM loader hands over
// its ES build whose default is the class; loading the CommonJS build keeps both in agreement.
const PptxGenJS = createRequire(import.meta.url)("pptxgenjs") as typeof Pptx.default;
type Slide = Pptx.default.Slide;
type Run = Pptx.default.TextProps;
type RunOptions = Pptx.default.TextPropsOptions;

/** Points per inch: the text estimates (text-metrics.ts) work in points. */
const PT = 72;
/** Estimates of text width are pessimistic by this factor, as the Beamer planner's are. */
const SAFETY = 0.9;

/**
 * One paragraph as one run. pptxgenjs starts a new paragraph at every run that has a bullet and
 * repeats the paragraph properties before each further run (which Office reads as damage), so
 * fonts per script go in the run's three font slots instead of separate runs (script-fonts.ts).
 */
function paragraph(text: string, options: RunOptions): Run[] {
  return [{ text, options: { ...options, fontFace: fontToken(scriptFonts(text)), breakLine: true } }];
}

function textBox(slide: Slide, runs: Run[], box: RunOptions): void {
  slide.addText(runs, { isTextBox: true, margin: 0, fontFace: LATIN_FONT, color: C.ink, ...box });
}

function rule(slide: Slide, y: number, width = 1.25): void {
  slide.addShape("line", { x: P.marginX, y, w: P.textWidth, h: 0, line: { color: C.rule, width } });
}

function picture(slide: Slide, image: PptxImage, box: Box, altText: string): void {
  slide.addImage({ data: `${image.mime};base64,${image.data.toString("base64")}`, altText, ...box });
}

function bullets(paragraphs: readonly PptxParagraph[], fontSize: number, gap: number): Run[] {
  return paragraphs.flatMap((p) =>
    paragraph(p.text, {
      fontSize,
      color: C.ink,
      paraSpaceAfter: gap,
      // A continuation keeps the bullet's indent but shows no marker (a no-break space), as Beamer's \item[] does.
      bullet: { characterCode: p.continuation ? "00A0" : BULLET_CHAR, indent: S.bulletIndent },
    }),
  );
}

function frameTitleSize(title: string): number {
  return wrapLines(title, P.textWidth * PT * SAFETY, S.title, true).length <= 1 ? S.title : S.titleLong;
}

function sectionSlide(slide: Slide, s: Extract<PptxSlide, { kind: "section" }>, shortTitle: string): void {
  textBox(slide, paragraph(s.title, { bold: true, color: C.accent, fontSize: frameTitleSize(s.title) }), { x: P.marginX, ...P.title, w: P.textWidth, valign: "bottom" });
  rule(slide, P.titleRuleY);
  const place = placeSection(s.paragraphs, s.image ? s.image.width / s.image.height : null);
  if (place.text && s.paragraphs.length > 0) textBox(slide, bullets(s.paragraphs, place.fontSize, place.gap), { ...place.text, valign: "top" });
  if (s.image && place.image) picture(slide, s.image, place.image, `Figure: ${s.title}`);
  if (!s.image && s.paragraphs.length === 0) {
    // A section with neither bullets nor figure shows its title large in the body, as in Beamer.
    textBox(slide, paragraph(s.title, { bold: true, color: C.accent, fontSize: S.title, align: "center" }), { x: P.marginX, y: P.body.y + 0.6, w: P.textWidth, h: 1.2, valign: "top" });
  }
  rule(slide, P.footerRuleY, 0.75);
  textBox(slide, paragraph(shortTitle, { fontSize: S.footer, color: C.muted }), { x: P.marginX, ...P.footer, w: P.textWidth * 0.8, valign: "middle" });
  slide.slideNumber = { x: P.marginX + P.textWidth - 1, ...P.footer, w: 1, fontFace: LATIN_FONT, fontSize: S.footer, color: C.muted, align: "right", valign: "middle", margin: 0 };
  if (s.notes.trim() !== "") slide.addNotes(s.notes);
}

const arxivLabel = (id: string) => `arXiv:${id.replace(/^arxiv:/i, "")}`;

function titleSlide(slide: Slide, deck: PptxDeck): void {
  const width = P.textWidth * PT * SAFETY;
  const size = wrapLines(deck.title, width, S.deckTitle, true).length <= 3 ? S.deckTitle : S.deckTitleLong;
  textBox(slide, paragraph(deck.title, { bold: true, color: C.accent, fontSize: size }), { x: P.marginX, y: 0.5, w: P.textWidth, h: 2.45, valign: "bottom" });
  rule(slide, 3.2);
  // Authors, then date and arXiv id right under them however many lines the authors take.
  const authors = fitAuthors(deck.authors, width, S.authors, 2);
  const meta = [deck.date.trim(), deck.arxivId ? arxivLabel(deck.arxivId) : ""].filter(Boolean).join("  ·  ");
  const runs = [...(authors ? paragraph(authors, { fontSize: S.authors }) : []), ...(meta ? paragraph(meta, { fontSize: S.meta, color: C.muted, paraSpaceBefore: 6 }) : [])];
  if (runs.length > 0) textBox(slide, runs, { x: P.marginX, y: 3.4, w: P.textWidth, h: 1.6, valign: "top" });
}

function closingSlide(slide: Slide, deck: PptxDeck, shortTitle: string): void {
  const centred = { x: P.marginX, w: P.textWidth, align: "center" } as const;
  textBox(slide, paragraph("Thank you", { bold: true, color: C.accent, fontSize: S.thanks, align: "center" }), { ...centred, y: 2.45, h: 1.0, valign: "bottom" });
  textBox(slide, paragraph(shortTitle, { fontSize: S.authors, align: "center" }), { ...centred, y: 3.6, h: 0.55, valign: "top" });
  if (deck.arxivId) textBox(slide, paragraph(arxivLabel(deck.arxivId), { fontSize: S.meta, color: C.muted, align: "center" }), { ...centred, y: 4.2, h: 0.45, valign: "top" });
}

/** The deck as .pptx bytes: 16:9, every text a real text box, figures as pictures, narration as notes. */
export async function renderPptx(deck: PptxDeck): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = deck.title;
  pptx.author = deck.authors;
  pptx.company = "Lectern";
  pptx.theme = { headFontFace: LATIN_FONT, bodyFontFace: LATIN_FONT };
  const shortTitle = fitLines(deck.title, P.textWidth * PT * 0.7, S.footer, 1);
  for (const s of deck.slides) {
    const slide = pptx.addSlide();
    slide.background = { color: C.background };
    if (s.kind === "title") titleSlide(slide, deck);
    else if (s.kind === "closing") closingSlide(slide, deck, shortTitle);
    else sectionSlide(slide, s, shortTitle);
  }
  const out = await pptx.write({ outputType: "nodebuffer", compression: true });
  if (!Buffer.isBuffer(out)) throw new Error("pptxgenjs did not return a buffer");
  return out;
}
