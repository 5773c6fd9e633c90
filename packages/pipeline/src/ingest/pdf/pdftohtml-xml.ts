import { runTool } from "../../process/run-tool.js";
import { normaliseGlyphs } from "./glyphs.js";
import { XML_ZOOM, type Fragment, type OutlineEntry, type PdfPage } from "./pdf-types.js";

const PDFTOHTML_TIMEOUT_MS = 60_000;
/** Far above any real paper's first 80 pages; a runaway file is cut here instead of filling memory. */
const MAX_XML_BYTES = 48 * 1024 * 1024;

/** Names of bold faces: Times-Bold, NimbusRomNo9L-Medi, CMBX12, SFBX1200, Arial-BoldMT, ...-Semibold. */
const BOLD_FONT = /bold|black|heavy|semibold|demi|[-,+]medi|\bmedi|-medium|cmbx|sfbx|cmssbx|ptmb|phvb|\bbx\d|[-,]bd\b/i;
const ITALIC_FONT = /italic|oblique|[-,]it\b|ital\b|cmti|sfti|cmsl|ptmri|ptmbi/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** A numeric reference as a character; past U+10FFFF or a lone surrogate half it is no character (U+FFFD, dropped later). */
function codePoint(n: number): string {
  return Number.isSafeInteger(n) && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : "\ufffd";
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return codePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return codePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attrs(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([a-z]+)="([^"]*)"/gi)) out.set(m[1] ?? "", m[2] ?? "");
  return out;
}

function num(map: Map<string, string>, key: string): number {
  const n = Number(map.get(key));
  return Number.isFinite(n) ? n : 0;
}

interface FontSpec {
  size: number;
  family: string;
}

export interface PdfText {
  pages: PdfPage[];
  outline: OutlineEntry[];
  /** The tool's output hit the size cap, so later pages are missing. */
  truncated: boolean;
}

/**
 * Parses pdftohtml's XML. Its format is line-oriented (one element per line), which lets a
 * streaming line reader survive the truncated or slightly malformed output that hostile PDFs
 * produce, where a strict XML parser would reject the whole document.
 */
export function parsePdftohtmlXml(xml: string): Omit<PdfText, "truncated"> {
  const pages: PdfPage[] = [];
  const fonts = new Map<string, FontSpec>();
  const outline: OutlineEntry[] = [];
  let page: PdfPage | undefined;
  let outlineDepth = 0;
  let pending = "";

  for (const rawLine of xml.split("\n")) {
    const line = pending ? `${pending}\n${rawLine}` : rawLine.trimStart();
    pending = "";
    if (line.startsWith("<page ")) {
      const a = attrs(line);
      page = { number: num(a, "number"), width: num(a, "width"), height: num(a, "height"), fragments: [] };
      pages.push(page);
    } else if (line.startsWith("<fontspec ")) {
      const a = attrs(line);
      fonts.set(a.get("id") ?? "", { size: num(a, "size"), family: a.get("family") ?? "" });
    } else if (line.startsWith("<text ")) {
      if (!line.includes("</text>")) {
        // A fragment whose text contained a line break continues on the next line.
        if (line.length < 100_000) pending = line;
        continue;
      }
      if (!page) continue;
      const fragment = parseText(line, page.number, fonts);
      if (fragment) page.fragments.push(fragment);
    } else if (line.startsWith("<outline")) {
      outlineDepth += 1;
    } else if (line.startsWith("</outline")) {
      outlineDepth = Math.max(0, outlineDepth - 1);
    } else if (line.startsWith("<item")) {
      const m = /^<item(?:\s+page="(\d+)")?>(.*?)<\/item>/.exec(line);
      if (m) outline.push({ page: Number(m[1] ?? 0), title: normaliseGlyphs(decodeEntities((m[2] ?? "").replace(/<[^>]*>/g, ""))).trim(), depth: outlineDepth });
    }
  }
  return { pages, outline };
}

/** Share of the visible characters inside <b>…</b> (or <i>…</i>) markup. */
function markupShare(inner: string, tag: "b" | "i"): number {
  const visible = (s: string) => s.replace(/<[^>]*>/g, "").replace(/\s+/g, "").length;
  const total = visible(inner);
  if (total === 0 || !inner.includes(`<${tag}>`)) return 0;
  let marked = 0;
  for (const m of inner.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))) marked += visible(m[1] ?? "");
  return Math.min(1, marked / total);
}

function parseText(line: string, pageNumber: number, fonts: Map<string, FontSpec>): Fragment | undefined {
  const open = /^<text\b([^>]*)>/.exec(line);
  if (!open) return undefined;
  const a = attrs(open[1] ?? "");
  const inner = line.slice(open[0].length, line.lastIndexOf("</text>"));
  const font = fonts.get(a.get("font") ?? "") ?? { size: num(a, "height"), family: "" };
  const text = normaliseGlyphs(decodeEntities(inner.replace(/<[^>]*>/g, "")));
  if (!text.trim()) return undefined;
  const family = font.family.replace(/^[A-Z]{6}\+/, "");
  return {
    page: pageNumber,
    top: num(a, "top"),
    left: num(a, "left"),
    width: num(a, "width"),
    height: num(a, "height"),
    size: font.size || num(a, "height"),
    font: family,
    boldShare: BOLD_FONT.test(family) ? 1 : markupShare(inner, "b"),
    italicShare: ITALIC_FONT.test(family) ? 1 : markupShare(inner, "i"),
    text,
  };
}

/** Runs pdftohtml over pages 1..lastPage and parses its XML. */
export async function readPdfText(pdfPath: string, workDir: string, lastPage: number): Promise<PdfText & { failed: boolean }> {
  const result = await runTool(
    "pdftohtml",
    ["-xml", "-i", "-nodrm", "-hidden", "-q", "-stdout", "-noroundcoord", "-fontfullname", "-zoom", String(XML_ZOOM), "-enc", "UTF-8", "-f", "1", "-l", String(lastPage), pdfPath],
    { cwd: workDir, timeoutMs: PDFTOHTML_TIMEOUT_MS, maxOutputBytes: MAX_XML_BYTES, sandbox: { read: [pdfPath] } },
  );
  const xml = result.stdout.toString("utf8");
  const parsed = parsePdftohtmlXml(xml);
  return { ...parsed, truncated: result.timedOut || result.stdout.length >= MAX_XML_BYTES, failed: result.code !== 0 && parsed.pages.length === 0 };
}
