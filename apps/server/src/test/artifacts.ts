import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// What a paper workspace holds under its final names, and whether each file is whole: used by the
// crash tests to tell a finished artifact from one a killed process left half-written.

/** Scratch the stages work in: build folders, swapped-out copies, atomic-write temp files. */
const SCRATCH_DIR = /^\.(build|old|preview-old)-/;
const TEMP_FILE = /^\..+\.[0-9a-f]{12}\.tmp$/;

/** work/ is where the stages run their programs: a working folder, not an artifact. */
const isScratch = (rel: string) => rel.split(path.sep)[0] === "work" || rel.split(path.sep).some((part) => SCRATCH_DIR.test(part) || TEMP_FILE.test(part));

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((rel) => fs.statSync(path.join(dir, rel)).isFile()).sort();
}

/** Build folders and temp files left in a workspace (relative); a finished job must leave none. */
export function scratchLeft(workspace: string): string[] {
  if (!fs.existsSync(workspace)) return [];
  return (fs.readdirSync(workspace, { recursive: true }) as string[]).filter((rel) => rel.split(path.sep).some((part) => SCRATCH_DIR.test(part) || TEMP_FILE.test(part))).sort();
}

/** Every file under its final name (scratch excluded) with the sha256 of its bytes. */
export function finalFiles(workspace: string): Map<string, string> {
  return new Map(filesUnder(workspace).filter((rel) => !isScratch(rel)).map((rel) => [rel, crypto.createHash("sha256").update(fs.readFileSync(path.join(workspace, rel))).digest("hex")]));
}

function wavProblem(b: Buffer): string | undefined {
  if (b.length < 44 || b.toString("latin1", 0, 4) !== "RIFF" || b.toString("latin1", 8, 12) !== "WAVE") return "not a RIFF WAVE";
  if (b.readUInt32LE(4) !== b.length - 8) return `RIFF size ${b.readUInt32LE(4)} for ${b.length} bytes`;
  for (let at = 12; at + 8 <= b.length; ) {
    const size = b.readUInt32LE(at + 4);
    if (b.toString("latin1", at, at + 4) === "data") return at + 8 + size === b.length ? undefined : `data chunk of ${size} bytes ends at ${at + 8 + size}, file has ${b.length}`;
    at += 8 + size + (size % 2);
  }
  return "no data chunk";
}

function mediaProblem(file: string): string | undefined {
  try {
    const out = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return Number(out.trim()) > 0 ? undefined : `ffprobe: duration ${out.trim()}`;
  } catch (err) {
    return `ffprobe: ${(err as { stderr?: string }).stderr?.trim().slice(0, 200) ?? String(err)}`;
  }
}

/** Why a file is not whole (truncated, half-written), or undefined when it is; by its type. */
export function artifactProblem(file: string): string | undefined {
  const b = fs.readFileSync(file);
  const ext = path.extname(file).toLowerCase();
  if (b.length === 0) return "empty";
  switch (ext) {
    case ".pdf":
      if (b.toString("latin1", 0, 5) !== "%PDF-") return "no %PDF- header";
      return b.toString("latin1", Math.max(0, b.length - 1024)).includes("%%EOF") ? undefined : "no %%EOF at the end";
    case ".png":
      if (b.readUInt32BE(0) !== 0x89504e47) return "no PNG signature";
      return b.toString("latin1", b.length - 8, b.length - 4) === "IEND" ? undefined : "no IEND chunk at the end";
    case ".jpg":
    case ".jpeg":
      return b[0] === 0xff && b[1] === 0xd8 && b.includes(Buffer.from([0xff, 0xd9]), b.length - 64) ? undefined : "JPEG without start or end marker";
    case ".wav":
      return wavProblem(b);
    case ".mp4":
    case ".m4a":
      return mediaProblem(file);
    case ".json":
      try {
        JSON.parse(b.toString("utf8"));
        return undefined;
      } catch (err) {
        return `bad JSON: ${(err as Error).message.slice(0, 80)}`;
      }
    case ".vtt":
      return b.toString("utf8", 0, 6) === "WEBVTT" ? undefined : "no WEBVTT header";
    default:
      return undefined;
  }
}
