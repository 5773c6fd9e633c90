import { splitFontTokens } from "./writing-system-fonts.js";
import { BULLET_CHAR, PPTX_COLOURS, PPTX_SIZES } from "./pptx-style.js";
import { readZipEntries, writeZip } from "./zip-entries.js";

/** The bullet properties pptxgenjs writes for our marker: full size, no colour of its own. */
const WRITTEN_BULLET = `<a:buSzPct val="100000"/><a:buChar char="&#x${BULLET_CHAR};"/>`;
/**
 * The theme's marker: accent colour and a smaller square. Colour comes before size in a
 * paragraph's properties, so the result is still a valid slide part.
 */
const THEMED_BULLET = `<a:buClr><a:srgbClr val="${PPTX_COLOURS.accent}"/></a:buClr><a:buSzPct val="${PPTX_SIZES.markerPct * 1000}"/><a:buChar char="&#x${BULLET_CHAR};"/>`;

const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;

/** One slide part with what pptxgenjs cannot write itself. */
export function finishSlideXml(xml: string): string {
  // Without a colour of its own PowerPoint draws the marker in the text's ink.
  return splitFontTokens(xml.replaceAll(WRITTEN_BULLET, THEMED_BULLET));
}

/**
 * The .pptx from pptxgenjs with two things it has no option for: bullet markers in the accent
 * colour, and separate Latin, East Asian and complex-script fonts in one run (script-fonts.ts).
 * Only the slide parts change, and only in what we put there.
 */
export async function finishPptx(pptx: Buffer): Promise<Buffer> {
  const entries = await readZipEntries(pptx);
  return writeZip(entries.map((e) => (SLIDE_PART.test(e.name) ? { name: e.name, data: Buffer.from(finishSlideXml(e.data.toString("utf8")), "utf8") } : e)));
}
