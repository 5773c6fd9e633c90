import fs from "node:fs";
import path from "node:path";
import { insideRoot } from "../../workspace/paths.js";
import { LATEX_LIMITS } from "./limits.js";

/**
 * The project folder as a jail: every file the LaTeX reader touches is resolved here, checked to
 * stay inside the root (also through symlinks) and read with a size cap.
 */
export class ProjectRoot {
  readonly root: string;
  private readonly realRoot: string;
  private readonly listings = new Map<string, string[] | null>();

  constructor(root: string) {
    this.root = path.resolve(root);
    this.realRoot = fs.realpathSync(this.root);
  }

  /** Absolute path of `rel` (relative to the root or to `fromDir`), or null when it leaves the root. */
  resolve(rel: string, fromDir = this.root): string | null {
    if (rel.includes("\0") || path.isAbsolute(rel) || /^[A-Za-z]:[\\/]/.test(rel) || rel.startsWith("~")) return null;
    try {
      return insideRoot(this.root, path.relative(this.root, path.resolve(fromDir, rel)));
    } catch {
      return null;
    }
  }

  /** True when `abs` is an existing regular file whose real location is inside the root. */
  isFile(abs: string): boolean {
    try {
      const real = fs.realpathSync(abs);
      if (real !== this.realRoot && !real.startsWith(this.realRoot + path.sep)) return false;
      return fs.statSync(real).isFile();
    } catch {
      return false;
    }
  }

  /** Names in a directory (cached), for case-insensitive lookups. */
  list(dir: string): string[] {
    const cached = this.listings.get(dir);
    if (cached !== undefined) return cached ?? [];
    let names: string[] | null = null;
    try {
      names = fs.readdirSync(dir);
    } catch {
      names = null;
    }
    this.listings.set(dir, names);
    return names ?? [];
  }

  /** Path relative to the root, with forward slashes (for messages and matching). */
  rel(abs: string): string {
    return path.relative(this.root, abs).split(path.sep).join("/");
  }

  /** Text of a file inside the root, UTF-8 or else Latin-1; null when missing, outside or too big. */
  readText(abs: string): string | null {
    if (!this.isFile(abs)) return null;
    try {
      if (fs.statSync(abs).size > LATEX_LIMITS.maxFileBytes) return null;
      return decodeSource(fs.readFileSync(abs));
    } catch {
      return null;
    }
  }

  /** The first `bytes` of a file as text (enough to recognise a main file without reading it all). */
  readHead(abs: string, bytes: number): string | null {
    if (!this.isFile(abs)) return null;
    let fd: number | null = null;
    try {
      fd = fs.openSync(abs, "r");
      const buf = Buffer.alloc(Math.min(bytes, fs.fstatSync(fd).size));
      const n = fs.readSync(fd, buf, 0, buf.length, 0);
      // Cut at the last newline so a multi-byte character is not split (which would force Latin-1).
      const cut = n === bytes ? buf.subarray(0, n).lastIndexOf(0x0a) : n;
      return decodeSource(buf.subarray(0, cut > 0 ? cut : n));
    } catch {
      return null;
    } finally {
      if (fd !== null) fs.closeSync(fd);
    }
  }

  /** Every .tex file under the root (bounded), as absolute paths in a stable order. */
  texFiles(): string[] {
    const found: string[] = [];
    const walk = (dir: string, depth: number) => {
      if (depth > 12 || found.length >= LATEX_LIMITS.maxTexFiles) return;
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      entries.sort((a, b) => a.name.localeCompare(b.name));
      for (const entry of entries) {
        if (entry.name.startsWith(".") || entry.name === "__MACOSX") continue;
        const abs = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(abs, depth + 1);
        else if (entry.isFile() && /\.(tex|ltx|latex)$/i.test(entry.name)) found.push(abs);
        if (found.length >= LATEX_LIMITS.maxTexFiles) return;
      }
    };
    walk(this.root, 0);
    return found;
  }
}

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Latin-1; control characters removed. */
export function decodeSource(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = bytes.toString("latin1");
  }
  // \u0001 and \u0002 are our own markers in expanded source; a file must not be able to forge them.
  return text.replace(/^\uFEFF/, "").replace(/[^\P{Cc}\t\n\r\f]/gu, "");
}
