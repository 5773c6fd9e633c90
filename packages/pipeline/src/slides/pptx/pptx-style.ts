/**
 * The Beamer theme (theme.ts) carried over to PowerPoint: the same four colours, and the Beamer
 * page geometry scaled to PowerPoint's 13.333 × 7.5 in widescreen page (Beamer's is 160 × 90 mm,
 * so its 8 mm side margins become 0.67 in). Lengths are inches, font sizes points.
 */
export const PPTX_COLOURS = {
  accent: "1E4E8C",
  ink: "1F2328",
  muted: "5A6270",
  rule: "C9D1DC",
  background: "FFFFFF",
} as const;

/** Ships with Windows and macOS; LibreOffice draws it with a metric-compatible twin (Liberation Sans or Arimo). */
export const LATIN_FONT = "Arial";

const PAGE_W = 13.333;
const MARGIN_X = 0.67;
const TEXT_W = PAGE_W - 2 * MARGIN_X;

export const PPTX_PAGE = {
  width: PAGE_W,
  height: 7.5,
  marginX: MARGIN_X,
  textWidth: TEXT_W,
  /** Frame title box: its text sits at the bottom, right on the rule, as in the Beamer theme. */
  title: { y: 0.3, h: 0.95 },
  titleRuleY: 1.3,
  /** Body box under the rule; the footer rule follows it. */
  body: { y: 1.5, h: 5.05 },
  footerRuleY: 6.8,
  footer: { y: 6.88, h: 0.4 },
} as const;

export const PPTX_SIZES = {
  /** One-line frame titles, and the smaller size that lets a long one take two lines. */
  title: 30,
  titleLong: 24,
  /** The largest bullet size; a slide with much text uses a smaller one (pptx-layout.ts). */
  bullet: 22,
  /** Distance from the marker to the text. */
  bulletIndent: 24,
  /** Paragraph spacing after each bullet, as Beamer's \itemsep. */
  bulletGap: 10,
  /** The bullet marker is a square, like the theme's \rule marker, at this share of the text size. */
  markerPct: 70,
  footer: 11,
  deckTitle: 36,
  deckTitleLong: 28,
  authors: 18,
  meta: 14,
  thanks: 48,
} as const;

/** The square marker of the theme's itemize, as a PowerPoint bullet character. */
export const BULLET_CHAR = "25A0";
