import { runToolOk } from "../process/run-tool.js";

/** The words of one page, each box as fractions of the page (origin top left). */
export interface PageWords {
  words: { left: number; top: number; right: number; bottom: number }[];
}

export interface LayoutCheck {
  pages: number;
  words: number;
  /** Every page's word boxes, in page order (bullet-positions.ts finds each point's extent in them). */
  pageWords: PageWords[];
  /** Words whose box is not fully inside its page (should be none). */
  outside: { page: number; word: string; box: [number, number, number, number] }[];
}

/**
 * Reads every word box of the PDF with `pdftotext -bbox` and checks it lies inside its page;
 * the footer is text too, so it is checked with the rest.
 */
export async function checkLayout(pdf: string, cwd: string): Promise<LayoutCheck> {
  const { stdout } = await runToolOk("pdftotext", ["-bbox", pdf, "-"], { cwd, timeoutMs: 30_000 });
  const html = stdout.toString("utf8");
  const result: LayoutCheck = { pages: 0, words: 0, pageWords: [], outside: [] };
  const pageRe = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  const wordRe = /<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([\s\S]*?)<\/word>/g;
  for (const page of html.matchAll(pageRe)) {
    result.pages += 1;
    const w = Number(page[1]);
    const h = Number(page[2]);
    const boxes: PageWords = { words: [] };
    result.pageWords.push(boxes);
    for (const m of (page[3] ?? "").matchAll(wordRe)) {
      result.words += 1;
      const box: [number, number, number, number] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      if (w > 0 && h > 0) boxes.words.push({ left: box[0] / w, top: box[1] / h, right: box[2] / w, bottom: box[3] / h });
      const eps = 0.5;
      if (box[0] < -eps || box[1] < -eps || box[2] > w + eps || box[3] > h + eps) {
        result.outside.push({ page: result.pages, word: m[5] ?? "", box });
      }
    }
  }
  return result;
}
