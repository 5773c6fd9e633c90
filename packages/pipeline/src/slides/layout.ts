/**
 * Page geometry of our theme in TeX points, shared by the planner (which splits content so it
 * fits) and the renderer (which emits the same numbers). Beamer's 16:9 page is 160 mm × 90 mm.
 */
export const LAYOUT = {
  paperHeightPt: 256.07,
  textWidthPt: 409.7,
  /**
   * Fixed height of the body box under the frame title; content beyond it is an Overfull \vbox.
   * The tallest the theme's text area holds is 184.1pt (the Overfull amount at a taller box says
   * so); half a point is kept.
   */
  bodyHeightPt: 183.5,
  /** itemize first-level indent. */
  itemIndentPt: 15,
  topSepPt: 6,
  /** Type size at which an over-long bullet is cut into pieces (frame-layout.ts then sets each frame's size). */
  bodySizePt: 11,
  /** Width estimates are deliberately pessimistic by this factor (glyph widths are approximated). */
  safety: 0.9,
  /**
   * Heights are nearly exact (fixed leading), so only a small margin; a compile that still
   * reports an Overfull \vbox is planned again tighter (build-deck.ts TIGHTEN_STEPS).
   */
  heightSafety: 0.97,
  titleMaxLines: 2,
} as const;

export type TitleSize = "Large" | "large";
export const TITLE_SIZE_PT: Record<TitleSize, number> = { Large: 14.4, large: 12 };
