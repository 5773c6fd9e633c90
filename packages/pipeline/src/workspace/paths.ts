import path from "node:path";

/** Resolves `relative` under `root` and refuses anything that would land outside it. */
export function insideRoot(root: string, relative: string): string {
  const base = path.resolve(root);
  const resolved = path.resolve(base, relative);
  if (resolved !== base && !resolved.startsWith(base + path.sep)) {
    throw new Error(`path escapes its root: ${relative}`);
  }
  return resolved;
}

/**
 * Every file name inside a workspace: the one place they are written, so the pipeline that makes
 * them and the server that reads and serves them cannot drift apart. Each manifest is written last.
 */
/** The deck's LaTeX job name: slides.tex compiles to slides.pdf and slides.log. */
const DECK_JOB = "slides";

export const WORKSPACE_FILES = {
  /** source/: what kind of source it is and which file is which. */
  sourceManifest: "manifest.json",
  /** source/: the paper as the user gave it (or as arXiv and bioRxiv serve it). */
  paperPdf: "paper.pdf",
  paperZip: "paper.zip",
  /** source/: arXiv's e-print as served, named by what it turned out to be. */
  eprint: { pdf: "e-print.pdf", tar: "e-print.tar", tarGz: "e-print.tar.gz", tex: "e-print.tex", texGz: "e-print.tex.gz" },
  /** extracted/: a single gzipped .tex from arXiv, unpacked. */
  mainTex: "main.tex",
  /** audio/<code>/: which WAV belongs to which section. */
  audioManifest: "manifest.json",
  /** slides/ and slides/<code>/: what each preview shows. */
  deckManifest: "deck.json",
  deckJob: DECK_JOB,
  slidesTex: `${DECK_JOB}.tex`,
  slidesPdf: `${DECK_JOB}.pdf`,
  /** The compile log, read for the bullets' positions while the deck is built. */
  slidesLog: `${DECK_JOB}.log`,
  /** slides/preview/: one PNG a page, named in deck.json. */
  preview: "preview",
  deckPptx: "deck.pptx",
  /** Beside deck.pptx: the hash of what it was made from. */
  deckPptxKey: "deck.pptx.key",
  video: "presentation.mp4",
  captions: "captions.vtt",
  videoManifest: "video.json",
} as const;

/** The files of one deck folder (slides/, slides/<code>/, or a deck's build folder). */
export function deckPaths(dir: string) {
  return {
    dir,
    tex: path.join(dir, WORKSPACE_FILES.slidesTex),
    pdf: path.join(dir, WORKSPACE_FILES.slidesPdf),
    log: path.join(dir, WORKSPACE_FILES.slidesLog),
    manifest: path.join(dir, WORKSPACE_FILES.deckManifest),
    preview: path.join(dir, WORKSPACE_FILES.preview),
    pptx: path.join(dir, WORKSPACE_FILES.deckPptx),
    pptxKey: path.join(dir, WORKSPACE_FILES.deckPptxKey),
    /** preview/<name>, for names the deck itself made; a name from a request goes through insideRoot. */
    previewFile: (name: string) => path.join(dir, WORKSPACE_FILES.preview, name),
  };
}
export type DeckPaths = ReturnType<typeof deckPaths>;

/**
 * The fixed layout of a paper workspace: the one place its folder and file names are joined.
 * Per-language folders are named by the language's two-letter code.
 */
export function workspacePaths(dir: string) {
  const source = path.join(dir, "source");
  const slides = path.join(dir, "slides");
  return {
    dir,
    source,
    sourceManifest: path.join(source, WORKSPACE_FILES.sourceManifest),
    sourcePdf: path.join(source, WORKSPACE_FILES.paperPdf),
    sourceZip: path.join(source, WORKSPACE_FILES.paperZip),
    extracted: path.join(dir, "extracted"),
    extractedMainTex: path.join(dir, "extracted", WORKSPACE_FILES.mainTex),
    paperJson: path.join(dir, "paper.json"),
    images: path.join(dir, "images"),
    scriptJson: path.join(dir, "script.json"),
    /** Serialises edits of script.json across processes. */
    scriptLock: path.join(dir, ".script-lock"),
    slides,
    /** The source deck's files in slides/. */
    deck: deckPaths(slides),
    audio: path.join(dir, "audio"),
    video: path.join(dir, "video"),
    translations: path.join(dir, "translations"),
    work: path.join(dir, "work"),
    /** slides/<code>/: a deck translated for a language other than the paper's. */
    slidesFor: (code: string) => path.join(slides, code),
    /** audio/<code>/ */
    audioFor: (code: string) => path.join(dir, "audio", code),
    /** audio/<code>/manifest.json */
    audioManifestFor: (code: string) => path.join(dir, "audio", code, WORKSPACE_FILES.audioManifest),
    /** video/<code>/ */
    videoFor: (code: string) => path.join(dir, "video", code),
    /** translations/<code>.json */
    translationFor: (code: string) => path.join(dir, "translations", `${code}.json`),
  };
}
export type WorkspacePaths = ReturnType<typeof workspacePaths>;

/** The files of one language's video folder (video/<code>/). */
export function videoPaths(dir: string) {
  return {
    dir,
    mp4: path.join(dir, WORKSPACE_FILES.video),
    captions: path.join(dir, WORKSPACE_FILES.captions),
    manifest: path.join(dir, WORKSPACE_FILES.videoManifest),
  };
}

/** A file's path inside its workspace as the API shows it: relative, with forward slashes. */
export function workspaceRelative(dir: string, file: string): string {
  return path.relative(dir, file).split(path.sep).join("/");
}

/** Folder names directly under the server's data folder (DATA_DIR). */
export const DATA_FOLDERS = { papers: "papers", tmp: "tmp" } as const;

/**
 * The server's data folder: one workspace per paper under papers/, uploads in flight under tmp/,
 * the SQLite database and the generated server secret.
 */
export function dataPaths(dataDir: string) {
  const papers = path.join(dataDir, DATA_FOLDERS.papers);
  return {
    dir: dataDir,
    papers,
    /** papers/<id>/: ids are the server's own (20 hex characters), never a user's text. */
    paperDir: (id: string) => path.join(papers, id),
    tmp: path.join(dataDir, DATA_FOLDERS.tmp),
    sqlite: path.join(dataDir, "lectern.db"),
    secretKey: path.join(dataDir, "secret.key"),
  };
}
