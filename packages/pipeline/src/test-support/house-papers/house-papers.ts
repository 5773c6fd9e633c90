import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { rawTar } from "../raw-tar.js";
import { rawZip } from "../raw-zip.js";

/**
 * Papers the project writes itself, so that every test whose subject is not the real-paper corpus
 * runs in a clone without ../shared. The LaTeX sources live beside this file; the figures are drawn
 * here (bar charts of the numbers their captions give) and the PDF is compiled by pdflatex at test
 * time, once per content, into a cache in the system temp folder that parallel test files share.
 */
const SOURCES = path.dirname(fileURLToPath(import.meta.url));
/** Part of the cache key: a change to what a built folder holds must not meet an older folder. */
const LAYOUT = "pdf+zip v2";

export type HousePaperName = "routing" | "soil" | "speaker" | "tides" | "sorting";

interface HousePaper {
  title: string;
  authors: string[];
  /** Each figure's file under figures/ and the bar heights it draws (any unit; the tallest fills the frame). */
  figures: { file: string; bars: number[] }[];
}

export const HOUSE_PAPERS: Record<HousePaperName, HousePaper> = {
  routing: {
    title: "Sparse Attention Routing for Low-Latency Speech Recognition",
    authors: ["Asha Raman", "Tomás Okafor", "Lin Wei"],
    figures: [{ file: "latency.png", bars: [410, 240, 190] }],
  },
  soil: {
    title: "Soil Moisture Forecasts from Satellite Radar Backscatter",
    authors: ["Marta Lindqvist", "Kofi Mensah"],
    figures: [{ file: "errors.png", bars: [50, 41, 31] }],
  },
  speaker: {
    title: "Calibrated Thresholds for Fair Speaker Verification",
    authors: ["Priya Natarajan", "Jonas Becker", "Aiko Tanaka"],
    figures: [
      { file: "rates.png", bars: [6, 9, 14, 19, 25, 34] },
      { file: "calibrated.png", bars: [8, 10, 11, 12, 12, 13] },
    ],
  },
  // Two short ones with titles no other test uses, for tests that tell papers apart by title.
  tides: {
    title: "Tidal Power Forecasts from Harmonic Regression",
    authors: ["Ewan MacLeod", "Sofia Almeida"],
    figures: [{ file: "error.png", bars: [98, 56, 41] }],
  },
  sorting: {
    title: "Branch-Free Sorting Networks for Small Arrays",
    authors: ["Hannah Berg", "Ravi Kulkarni"],
    figures: [{ file: "speed.png", bars: [96, 71, 42] }],
  },
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A 480×270 RGB PNG: white ground, one blue bar per value, heights in proportion. */
function barChartPng(bars: readonly number[]): Buffer {
  const width = 480;
  const height = 270;
  const top = Math.max(...bars, 1);
  const slot = Math.floor(width / Math.max(bars.length, 1));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const index = Math.floor(x / slot);
      const value = bars[index];
      const inBar = value !== undefined && x % slot > slot * 0.2 && x % slot < slot * 0.8 && height - y <= ((height - 20) * value) / top;
      if (inBar) row.set([40 + index * 30, 90, 200], 1 + x * 3);
      if (y === height - 1) row.set([0, 0, 0], 1 + x * 3); // the axis
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", zlib.deflateSync(Buffer.concat(rows))), pngChunk("IEND", Buffer.alloc(0))]);
}

/** The project's files: main.tex and its figures, as a LaTeX zip holds them. */
function projectFiles(name: HousePaperName): { name: string; data: Buffer }[] {
  const figures = HOUSE_PAPERS[name].figures.map((f) => ({ name: `figures/${f.file}`, data: barChartPng(f.bars) }));
  return [{ name: "main.tex", data: fs.readFileSync(path.join(SOURCES, `${name}.tex`)) }, ...figures];
}

/**
 * The project written to a folder of the cache and compiled once, with `<name>.pdf` and
 * `<name>.zip` beside it for tests that upload a file by its path; the folder is returned.
 */
function builtProject(name: HousePaperName): string {
  const files = projectFiles(name);
  const hash = crypto.createHash("sha256").update(LAYOUT);
  for (const f of files) hash.update(f.name).update(f.data);
  const dir = path.join(os.tmpdir(), `lectern-house-paper-${name}-${hash.digest("hex").slice(0, 16)}`);
  if (fs.existsSync(path.join(dir, `${name}.zip`))) return dir;
  // Built aside and renamed into place, so parallel test files never see half a project.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-house-build-"));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(work, f.name)), { recursive: true });
    fs.writeFileSync(path.join(work, f.name), f.data);
  }
  // Twice, so the figure references resolve.
  for (let run = 0; run < 2; run++) {
    const tex = spawnSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", "main.tex"], { cwd: work, encoding: "utf8", timeout: 60_000 });
    if (tex.status !== 0) throw new Error(`house paper ${name}: pdflatex failed\n${tex.stdout.slice(-2000)}`);
  }
  fs.copyFileSync(path.join(work, "main.pdf"), path.join(work, `${name}.pdf`));
  fs.writeFileSync(path.join(work, `${name}.zip`), rawZip(files.map((f) => ({ ...f, deflate: true }))));
  try {
    fs.renameSync(work, dir);
  } catch {
    // Another test file got there first, or a folder was left half-made: keep a whole one.
    if (!fs.existsSync(path.join(dir, `${name}.zip`))) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(work, dir);
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

export type HouseFile = `${HousePaperName}.${"pdf" | "zip"}`;

/** The path of a house paper's PDF or zip, named as the test uploads it ("routing.pdf", "speaker.zip"). */
export function houseFilePath(file: HouseFile): string {
  const name = file.slice(0, file.lastIndexOf(".")) as HousePaperName;
  return path.join(builtProject(name), file);
}

/** A house paper's PDF or zip, by the file name a test uploads it under. */
export function houseFile(file: HouseFile): Buffer {
  return fs.readFileSync(houseFilePath(file));
}

/** The paper compiled to PDF. */
export const housePdf = (name: HousePaperName): Buffer => houseFile(`${name}.pdf`);

/** The LaTeX project as arXiv sends an e-print: a gzipped tar. */
export function houseEprint(name: HousePaperName): Buffer {
  const files = projectFiles(name);
  const folders = [...new Set(files.map((f) => path.posix.dirname(f.name)).filter((d) => d !== "."))];
  return zlib.gzipSync(rawTar([...folders.map((d) => ({ name: `${d}/`, type: "5" as const })), ...files]));
}
