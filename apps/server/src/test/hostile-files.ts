import path from "node:path";
import { encryptedPdf, imageOnlyPdf, textPdf } from "./hostile-pdf.js";
import { deflatedZeros, forgeZip, type ForgedEntry } from "./hostile-zip.js";

/**
 * The hostile-input corpus of issue 10, generated at test time (deterministic, no binaries in
 * the repository): every case is one upload and the answer the server must give to it.
 */
export interface HostileCase {
  label: string;
  route: "upload-zip" | "upload-pdf";
  fileName: string;
  data: Buffer;
  /** 4xx with this detail, or 200 when the file is legitimately readable (see `warning`). */
  status: number;
  detail?: RegExp;
  /** For accepted uploads: a warning paper.json must carry (how the hostile part was defused). */
  warning?: RegExp;
}

export const PAPER_TITLE = "Notes on Hostile Inputs";

/** A main.tex whose body carries the payload between two ordinary sentences. */
function article(payload: string, preamble = ""): string {
  return [
    "\\documentclass{article}",
    preamble,
    `\\title{${PAPER_TITLE}}`,
    "\\author{Mallory Example}",
    "\\begin{document}",
    "\\maketitle",
    "\\section{Introduction}",
    "We measure how a reader copes with strange input files before anything else happens.",
    payload,
    "The reader carried on and finished this sentence in the same section.",
    "\\section{Results}",
    "Every request was answered quickly and the service stayed available for other users.",
    "\\end{document}",
    "",
  ].join("\n");
}

const project = (files: Record<string, string>, extra: ForgedEntry[] = []): Buffer =>
  forgeZip([...Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text), deflate: true })), ...extra]);

/** The TeX payloads: each would read a system file, run a shell command or write a file if TeX ran it. */
export function texPayloads(canary: string): Record<"input" | "write18" | "openout" | "recursion" | "loop", string> {
  return {
    input: '\\input{/etc/passwd} \\input{|"cat /etc/passwd"} \\include{../../../../../../../../etc/passwd} \\lstinputlisting{/etc/passwd} \\verbatiminput{/etc/passwd} \\includegraphics{/etc/passwd} ^^5cinput{/etc/passwd}',
    write18: `\\write18{touch ${canary}/write18.txt} \\immediate\\write18{echo owned > ${canary}/immediate-write18.txt}`,
    openout: `\\newwrite\\leak \\immediate\\openout\\leak=${canary}/openout.txt \\immediate\\write\\leak{owned} \\immediate\\closeout\\leak \\openout\\leak=../../../../openout-relative.tex`,
    recursion: "\\def\\a{\\a}\\a \\def\\b{x\\b}\\b \\def\\c{\\c\\c}\\c \\newcommand{\\grow}[1]{\\grow{#1#1}}\\grow{q}",
    // Plain TeX's own \loop, then loops whose condition never turns false.
    loop: "\\def\\loop#1\\repeat{\\def\\body{#1}\\iterate}\\def\\iterate{\\body \\let\\next\\iterate \\else\\let\\next\\relax\\fi \\next}\\loop\\iftrue\\repeat \\loop A\\repeat",
  };
}

/** Central-directory names climbing out of any workspace and into the canary directory. */
function escapeTo(canary: string, name: string): string {
  return `${"../".repeat(32)}${path.relative("/", canary)}/${name}`;
}

export function hostileCorpus(canary: string): HostileCase[] {
  const tex = texPayloads(canary);
  const mainOk = { "main.tex": article("") };
  const leaf = forgeZip([{ name: "zeros.bin", packed: deflatedZeros(64) }]);
  // 42.zip style: every level holds 8 deflated copies of the level below (8^3 x 64 MiB = 32 GiB).
  let deep = leaf;
  for (let level = 1; level <= 3; level += 1) {
    const inner = deep;
    deep = forgeZip(Array.from({ length: 8 }, (_, i) => ({ name: `level${level}-${i}.zip`, data: inner, deflate: true })));
  }
  const manySmall = Array.from({ length: 300 }, (_, i) => ({ name: `data/part-${i}.bin`, packed: deflatedZeros(1) }));
  const text = textPdf(3, PAPER_TITLE);

  return [
    { label: "zip-slip (../ out of the workspace)", route: "upload-zip", fileName: "slip.zip", data: project(mainOk, [{ name: escapeTo(canary, "slip.txt"), data: Buffer.from("owned") }]), status: 422, detail: /leaves its folder.*refused/ },
    { label: "zip-slip (backslashes)", route: "upload-zip", fileName: "slip2.zip", data: project(mainOk, [{ name: "..\\..\\..\\..\\evil.tex", data: Buffer.from("owned") }]), status: 422, detail: /leaves its folder/ },
    { label: "absolute path", route: "upload-zip", fileName: "abs.zip", data: project(mainOk, [{ name: path.join(canary, "absolute.txt"), data: Buffer.from("owned") }]), status: 422, detail: /absolute path.*refused/ },
    { label: "symlink to /etc/passwd", route: "upload-zip", fileName: "link.zip", data: project({ "main.tex": article("\\input{passwd}") }, [{ name: "passwd.tex", data: Buffer.from("/etc/passwd"), unixMode: 0o120777 }]), status: 422, detail: /symbolic link.*refused/ },
    { label: "symlinked folder, then a file through it", route: "upload-zip", fileName: "link-dir.zip", data: project(mainOk, [{ name: "out", data: Buffer.from(canary), unixMode: 0o120777 }, { name: "out/through-link.txt", data: Buffer.from("owned") }]), status: 422, detail: /symbolic link/ },
    { label: "zip bomb, deep (nested zips, 32 GiB declared)", route: "upload-zip", fileName: "deep.zip", data: deep, status: 422, detail: /No main \.tex file/ },
    { label: "zip bomb, wide (one 1 MiB kernel named by 4,000 entries)", route: "upload-zip", fileName: "overlap.zip", data: forgeZip([{ name: "k0.bin", packed: deflatedZeros(1), aliases: Array.from({ length: 3999 }, (_, i) => `k${i + 1}.bin`) }]), status: 413, detail: /compressed suspiciously well \(a zip bomb\?\)/ },
    { label: "zip bomb, wide (300 small entries and one 1 GiB entry)", route: "upload-zip", fileName: "wide.zip", data: forgeZip([...manySmall, { name: "huge.bin", packed: deflatedZeros(1024) }]), status: 413, detail: /compressed suspiciously well \(a zip bomb\?\)/ },
    { label: "zip of 10,000 tiny files", route: "upload-zip", fileName: "many.zip", data: forgeZip(Array.from({ length: 10_000 }, (_, i) => ({ name: `f/${i}.tex`, data: Buffer.from("x") }))), status: 413, detail: /10000 files; at most 5000/ },
    { label: "a .zip that is a PDF", route: "upload-zip", fileName: "paper.zip", data: text, status: 422, detail: /is a PDF, not a zip/ },
    { label: "a zip cut short", route: "upload-zip", fileName: "cut.zip", data: project(mainOk).subarray(0, 200), status: 422, detail: /not a valid zip|damaged/ },
    { label: "truncated PDF (first 1 KB)", route: "upload-pdf", fileName: "cut.pdf", data: textPdf(40, PAPER_TITLE).subarray(0, 1024), status: 422, detail: /damaged or incomplete/ },
    // Ghostscript runs a file that opens as PostScript as PostScript, whatever PDF follows.
    { label: "PostScript with a PDF after it", route: "upload-pdf", fileName: "polyglot.pdf", data: Buffer.concat([Buffer.from("%!PS-Adobe-3.0\n(/etc/passwd) (r) file pop\n%"), text]), status: 422, detail: /not a PDF/ },
    { label: "encrypted PDF", route: "upload-pdf", fileName: "locked.pdf", data: encryptedPdf(), status: 422, detail: /^This PDF is encrypted/ },
    { label: "PDF of 2,000 pages (first 80 read)", route: "upload-pdf", fileName: "long.pdf", data: textPdf(2000, PAPER_TITLE), status: 200, warning: /Only the first 80 of 2000 pages/ },
    { label: "PDF whose pages are only images", route: "upload-pdf", fileName: "scan.pdf", data: imageOnlyPdf(3), status: 422, detail: /no selectable text/ },
    { label: "LaTeX \\input{/etc/passwd} and friends", route: "upload-zip", fileName: "input.zip", data: project({ "main.tex": article(tex.input) }), status: 200, warning: /outside the project/ },
    { label: "LaTeX \\write18", route: "upload-zip", fileName: "write18.zip", data: project({ "main.tex": article(tex.write18) }), status: 200 },
    { label: "LaTeX \\immediate\\openout", route: "upload-zip", fileName: "openout.zip", data: project({ "main.tex": article(tex.openout) }), status: 200 },
    { label: "LaTeX infinite macro recursion", route: "upload-zip", fileName: "recursion.zip", data: project({ "main.tex": article(tex.recursion) }), status: 200, warning: /Macro expansion stopped early/ },
    { label: "LaTeX \\loop without end", route: "upload-zip", fileName: "loop.zip", data: project({ "main.tex": article(tex.loop) }), status: 200, warning: /Macro expansion stopped early/ },
  ];
}
