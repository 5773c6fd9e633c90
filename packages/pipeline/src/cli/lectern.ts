import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_REMOTE_ENDPOINTS, type RemoteEndpoints } from "../ingest/fetch/endpoints.js";
import { IngestError } from "../ingest/ingest-error.js";
import { ingestPaper, type IngestInput } from "../ingest/ingest-paper.js";
import { audioCommand } from "./audio-command.js";
import { makeCommand } from "./make-command.js";
import { scriptCommand } from "./script-command.js";
import { slidesCommand } from "./slides-command.js";
import { videoCommand } from "./video-command.js";

const USAGE = `Usage: lectern <command> [options]

Commands:
  ingest <file.zip | file.pdf | arXiv/bioRxiv URL> --out <dir> [--json]
      Turn a paper into a workspace (source/, extracted/, images/, paper.json) in <dir>.
      --json prints paper.json; otherwise a short summary.
      ARXIV_API_BASE, ARXIV_BASE, BIORXIV_API_BASE, BIORXIV_BASE override the service addresses.
  script <dir> [--writer local|gemini|openai] [--length short|standard|long] [--json]
      Add script.json (narration and bullets per section) to an ingested workspace.
      gemini reads GEMINI_API_KEY (GEMINI_BASE_URL, GEMINI_MODEL); openai reads OPENAI_API_KEY
      (OPENAI_BASE_URL, OPENAI_MODEL). The default writer is local (offline).
  slides <dir> [--pptx]
      Add slides/ (slides.tex, slides.pdf, preview/slide_NNN.png) to a workspace with script.json.
      --pptx also writes slides/deck.pptx, an editable PowerPoint copy with the narration as notes.
  audio <dir> --lang <code|name> --voice vidya|karun [--speech auto|espeak|sarvam|openai|bhashini] [--hinglish N]
      Add audio/<code>/ (one WAV per section + manifest.json) to a workspace with script.json,
      translating first when the language is not the paper's (translations/<code>.json).
      Speech: Sarvam (SARVAM_API_KEY), else OpenAI (OPENAI_API_KEY, OPENAI_SPEECH_MODEL,
      OPENAI_VOICE_FEMALE/MALE), else espeak-ng offline; bhashini reads BHASHINI_USER_ID,
      BHASHINI_API_KEY, BHASHINI_PIPELINE_ID. Translation: Sarvam, else Gemini (GEMINI_API_KEY),
      else OpenAI. SARVAM_BASE_URL, GEMINI_BASE_URL, OPENAI_BASE_URL, BHASHINI_CONFIG_URL
      override the service addresses. --hinglish: refinement passes for Hindi (default 3).
  video <dir> --lang <code|name> [--no-highlight]
      Add video/<code>/ (presentation.mp4, captions.vtt, video.json) from the deck and the
      narration in audio/<code>/; slides/<code>/ is used when a translated deck exists.
      The point being narrated is emphasised on each slide; --no-highlight shows slides plain.
  make <file.zip | file.pdf | arXiv/bioRxiv URL> --out <dir> [--lang <code|name>] [--voice vidya|karun]
      The whole pipeline: ingest, script (offline writer), slides, audio, video, with a progress
      bar on stderr; prints where the video is. Keys as for audio. Running it again on the same
      <dir> keeps every finished stage. Default English, vidya.
`;

function endpointsFromEnv(env: NodeJS.ProcessEnv): RemoteEndpoints {
  return {
    ...DEFAULT_REMOTE_ENDPOINTS,
    arxivApiBase: env.ARXIV_API_BASE || DEFAULT_REMOTE_ENDPOINTS.arxivApiBase,
    arxivBase: env.ARXIV_BASE || DEFAULT_REMOTE_ENDPOINTS.arxivBase,
    biorxivApiBase: env.BIORXIV_API_BASE || DEFAULT_REMOTE_ENDPOINTS.biorxivApiBase,
    biorxivBase: env.BIORXIV_BASE || DEFAULT_REMOTE_ENDPOINTS.biorxivBase,
  };
}

/** A local file is read by its bytes (zip or PDF); anything else is taken as an address. */
function inputFor(arg: string): IngestInput {
  if (fs.existsSync(arg) && fs.statSync(arg).isFile()) {
    const head = Buffer.alloc(5);
    const fd = fs.openSync(arg, "r");
    fs.readSync(fd, head, 0, 5, 0);
    fs.closeSync(fd);
    if (head.toString("latin1").startsWith("%PDF")) return { kind: "pdf", file: path.resolve(arg) };
    if (head[0] === 0x50 && head[1] === 0x4b) return { kind: "zip", file: path.resolve(arg) };
    throw new IngestError(`${arg} is neither a zip nor a PDF.`, "bad_archive");
  }
  return { kind: "remote", url: arg, endpoints: endpointsFromEnv(process.env) };
}

async function ingestCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { out: { type: "string" }, json: { type: "boolean", default: false } } });
  const [source] = positionals;
  if (!source || !values.out) {
    process.stderr.write(USAGE);
    return 2;
  }
  const out = path.resolve(values.out);
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
    process.stderr.write(`${out} is not empty; choose a new directory.\n`);
    return 2;
  }
  const started = Date.now();
  const doc = await ingestPaper(inputFor(source), out, (stage) => {
    if (!values.json) process.stderr.write(`… ${stage}\n`);
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
  } else {
    const body = doc.sections.filter((s) => s.kind === "body" && s.level === 1).map((s) => s.title);
    process.stdout.write(
      [
        `title:    ${doc.metadata.title}`,
        `authors:  ${doc.metadata.authors}`,
        `date:     ${doc.metadata.date}${doc.metadata.arxiv_id ? `  (arXiv ${doc.metadata.arxiv_id})` : ""}`,
        `sections: ${doc.sections.length} (${body.join(" · ")})`,
        `figures:  ${doc.figures.length}`,
        ...doc.warnings.map((w) => `warning:  ${w}`),
        `written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ].join("\n") + "\n",
    );
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "ingest") return ingestCommand(rest);
  if (command === "script") return scriptCommand(rest, USAGE);
  if (command === "slides") return slidesCommand(rest, USAGE);
  if (command === "audio") return audioCommand(rest, USAGE);
  if (command === "video") return videoCommand(rest, USAGE);
  if (command === "make") return makeCommand(rest, USAGE, inputFor);
  process.stderr.write(USAGE);
  return command === undefined || command === "--help" || command === "-h" ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Messages are written for people; the stack only helps when debugging Lectern itself.
    const detail = err instanceof Error ? (process.env.LECTERN_DEBUG && !(err instanceof IngestError) ? (err.stack ?? err.message) : err.message) : String(err);
    process.stderr.write(`lectern: ${detail}\n`);
    process.exit(1);
  },
);
