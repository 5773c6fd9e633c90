import { Cursor } from "./cursor.js";
import { parseAuthors } from "./authors.js";
import type { Renderer } from "./render.js";
import type { LNode } from "./tree.js";

export interface FrontMatter {
  title: string;
  authors: string;
  date: string;
  abstract: string;
}

interface Found {
  name: string;
  args: (LNode[] | boolean | null)[];
}

/** Every use of the named commands (with their arguments read by `specs`), in document order. */
function findAll(nodes: readonly LNode[], specs: Record<string, string>, out: Found[] = [], depth = 0): Found[] {
  if (depth > 40) return out;
  const c = new Cursor(nodes);
  while (!c.done) {
    const n = c.next() as LNode;
    if (n.type === "macro" && specs[n.name] !== undefined) out.push({ name: n.name, args: c.readSpec(specs[n.name] as string) });
    else if (n.type === "group" || n.type === "env") findAll(n.content, specs, out, depth + 1);
  }
  return out;
}

function findEnv(nodes: readonly LNode[], names: string[], depth = 0): LNode[] | null {
  if (depth > 40) return null;
  for (const n of nodes) {
    if (n.type === "env" && names.includes(n.name)) return n.content;
    if (n.type === "group" || n.type === "env") {
      const hit = findEnv(n.content, names, depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

const MONTH = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b/i;

/** A \date worth keeping: it names a year or a month (not \today, not empty, not a placeholder). */
function realDate(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t !== "" && t.length < 80 && (/\b(1[89]|20)\d{2}\b/.test(t) || MONTH.test(t)) ? t : "";
}

function firstArg(args: (LNode[] | boolean | null)[]): LNode[] {
  const a = args[0];
  return Array.isArray(a) ? a : [];
}

function lastArg(args: (LNode[] | boolean | null)[]): LNode[] {
  for (let k = args.length - 1; k >= 0; k -= 1) {
    const a = args[k];
    if (Array.isArray(a)) return a;
  }
  return [];
}

/** "… Episode (Preliminary and incomplete, do not cite or distribute)": a note on the draft, not the title. */
const DRAFT_NOTE = /\s*[([][^()[\]]*\b(?:preliminary|incomplete|draft|do not (?:cite|distribute|circulate|quote)|work in progress|under review|extended version)\b[^()[\]]*[)\]]\s*$/i;

/**
 * Title, authors, date and abstract from the common classes: \title (article, revtex, acmart,
 * elsarticle, llncs, IEEEtran, wlscirep...), \icmltitle/\icmlauthor, \author with \and or
 * repeated, \aistatstitle/\aistatsauthor, \authorinfo (sigplanconf), \IEEEauthorblockN, and the abstract environment or \abstract{} wherever it sits.
 */
export function extractFrontMatter(all: readonly LNode[], r: Renderer): FrontMatter {
  const found = findAll(all, {
    title: "om",
    icmltitle: "m",
    aistatstitle: "m",
    Title: "m",
    author: "som",
    icmlauthor: "mm",
    Author: "m",
    aistatsauthor: "m",
    authorinfo: "mmm",
    date: "m",
    abstract: "m",
    Abstract: "m",
    maketitle: "",
  });
  let title = "";
  // As in LaTeX, the last \title before \maketitle counts: a template's placeholder in the
  // preamble ("\title{manuscript}") gives way to the paper's own in its front matter.
  const madeAt = found.findIndex((f) => f.name === "maketitle");
  for (const key of ["title", "icmltitle", "aistatstitle", "Title"]) {
    for (const f of found.filter((x, k) => x.name === key && (madeAt < 0 || k < madeAt))) {
      const t = r.inline(lastArg(f.args));
      if (t !== "") title = t;
    }
    if (title !== "") break;
  }
  if (title === "") {
    for (const f of found.filter((x) => x.name === "title")) {
      title = r.inline(lastArg(f.args));
      if (title !== "") break;
    }
  }

  title = title.replace(DRAFT_NOTE, "").trim();

  const icml = found.filter((f) => f.name === "icmlauthor");
  let names: string[] = [];
  if (icml.length > 0) {
    for (const f of icml) names.push(...parseAuthors(r.capture(firstArg(f.args), "author")));
  } else {
    // \author after \maketitle is not on the title page (e.g. a consortium listed in the back matter).
    const made = found.findIndex((f) => f.name === "maketitle");
    const isAuthor = (name: string) => name === "author" || name === "Author" || name === "aistatsauthor";
    const authors = found.filter((x, k) => isAuthor(x.name) && (made < 0 || k < made));
    for (const f of authors.length > 0 ? authors : found.filter((x) => isAuthor(x.name))) {
      names.push(...parseAuthors(r.capture(lastArg(f.args), "author")));
    }
    // sigplanconf: \authorinfo{names}{affiliation}{email}.
    for (const f of found.filter((x) => x.name === "authorinfo")) names.push(...parseAuthors(r.capture(firstArg(f.args), "author")));
  }
  names = names.filter((n, k) => names.indexOf(n) === k);

  const dateNode = found.find((f) => f.name === "date");
  const date = dateNode ? realDate(r.inline(lastArg(dateNode.args))) : "";

  let abstract = "";
  const env = findEnv(all, ["abstract", "abstract*", "Abstract"]);
  if (env) abstract = r.block(env);
  if (abstract === "") {
    const cmd = found.find((f) => f.name === "abstract" || f.name === "Abstract");
    if (cmd) abstract = r.block(lastArg(cmd.args));
  }
  return { title, authors: names.join(", "), date, abstract };
}

/** Environments a hand-set title page sits in (a class's front matter included, and "@twocolumnfalse" inside \twocolumn[…]). */
const TITLE_PAGE_ENV = /^(center|titlepage|flushleft|frontmatter|minipage|@twocolumnfalse)$/;
/** Sizes a title is set in; an author line is set one size down. */
const TITLE_SIZE = /^(LARGE|Large|huge|Huge)$/;

/** The first heading or the abstract: the title page is over. */
function endsTitlePage(n: LNode): boolean {
  return (n.type === "macro" && /^(section|chapter)$/.test(n.name)) || (n.type === "env" && /^abstract\*?$/.test(n.name));
}

/**
 * The parts of a hand-set title page, before the first heading: title-page environments and the
 * optional argument of \twocolumn[…], where two-column journal classes (RSC's among them) set the
 * title, the authors and the abstract by hand.
 */
function titlePageParts(body: readonly LNode[], depth = 0, out: LNode[][] = []): LNode[][] {
  const c = new Cursor(body);
  while (!c.done) {
    const n = c.next() as LNode;
    if (endsTitlePage(n)) break;
    if (n.type === "macro" && n.name === "twocolumn") {
      const [opt] = c.readSpec("o");
      if (Array.isArray(opt) && depth < 3) {
        out.push(opt);
        titlePageParts(opt, depth + 1, out);
      }
    } else if (n.type === "env" && TITLE_PAGE_ENV.test(n.name) && depth < 3) {
      out.push(n.content);
      titlePageParts(n.content, depth + 1, out);
    }
  }
  return out;
}

/** Each group set right after a size command in the title page's parts: "\LARGE{\textbf{Title}}", "\large{\textbf{Names}}", "\normalsize{Abstract …}". */
function sizedGroups(body: readonly LNode[]): { size: string; nodes: LNode[] }[] {
  const out: { size: string; nodes: LNode[] }[] = [];
  for (const part of titlePageParts(body)) {
    part.forEach((n, k) => {
      if (n.type !== "macro" || !/^(LARGE|Large|huge|Huge|large|normalsize|small|footnotesize)$/.test(n.name)) return;
      const next = part.slice(k + 1).find((m) => m.type !== "space" && !(m.type === "text" && m.v.trim() === ""));
      if (next?.type === "group") out.push({ size: n.name, nodes: next.content });
    });
  }
  return out;
}

/**
 * A hand-set title when no title command exists: the first large or bold line before the first
 * heading, at the top of the document or inside its title-page environments, or a group set in a
 * title's size inside \twocolumn[…].
 */
export function fallbackTitle(body: readonly LNode[], r: Renderer, depth = 0): string {
  for (const n of body) {
    if (endsTitlePage(n)) break;
    if (n.type !== "group" && !(n.type === "env" && TITLE_PAGE_ENV.test(n.name))) continue;
    const set = setLarge(n.content, r);
    if (set !== "") return set;
    // "\begin{frontmatter}{\bf\Large Title}…": the title is a group inside the environment.
    if (n.type === "env" && depth < 3) {
      const inner = fallbackTitle(n.content, r, depth + 1);
      if (inner !== "") return inner;
    }
  }
  if (depth > 0) return "";
  const sized = sizedGroups(body).find((g) => TITLE_SIZE.test(g.size));
  const text = sized === undefined ? "" : r.inline(sized.nodes);
  return text.length >= 8 && text.length <= 300 ? text : "";
}

/** Hand-set authors: the names set one size below a hand-set title ("\large{\textbf{A and B}}"). */
export function fallbackAuthors(body: readonly LNode[], r: Renderer): string {
  const groups = sizedGroups(body);
  const title = groups.findIndex((g) => TITLE_SIZE.test(g.size));
  const line = title < 0 ? undefined : groups.slice(title + 1).find((g) => g.size === "large");
  if (line === undefined) return "";
  const names = parseAuthors(r.capture(line.nodes, "author"));
  return names.join(", ");
}

/** Words a hand-set paragraph needs to be taken for the abstract. */
const ABSTRACT_MIN_WORDS = 50;

/** A hand-set abstract: the first paragraph of the title page long enough to be one ("\normalsize{Orthogonality constrained … }"). */
export function fallbackAbstract(body: readonly LNode[], r: Renderer): string {
  for (const g of sizedGroups(body)) {
    if (TITLE_SIZE.test(g.size) || g.size === "large") continue;
    const text = r.block(g.nodes);
    if (text.split(/\s+/).length >= ABSTRACT_MIN_WORDS) return text;
  }
  return "";
}

/** The text of a group or environment set large or bold, when it is title-sized. */
function setLarge(content: readonly LNode[], r: Renderer): string {
  const big = content.find((m) => m.type === "macro" && /^(Large|LARGE|huge|Huge|large|bfseries|bf|textbf)$/.test(m.name));
  if (!big) return "";
  const text = r.inline([...content]);
  return text.length >= 8 && text.length <= 300 ? text : "";
}
