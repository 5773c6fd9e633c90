import path from "node:path";
import { parseArgs } from "node:util";
import { ScriptWriter, TalkLength } from "@lectern/contract";
import { PROVIDER_DEFAULTS } from "../providers/defaults.js";
import { writerFor, type ChosenWriter } from "../providers/llm/writer-choice.js";
import { generateScript } from "../script/generate-script.js";

/** The CLI reads keys and settings from the environment; an empty variable counts as unset. */
function writerFromEnv(writer: ScriptWriter, env: NodeJS.ProcessEnv): ChosenWriter {
  const setting = (name: "GEMINI" | "OPENAI", d: { baseUrl: string; model: string }) => ({
    baseUrl: (env[`${name}_BASE_URL`] || d.baseUrl).replace(/\/+$/, ""),
    model: env[`${name}_MODEL`] || d.model,
  });
  const choice = writerFor({
    requested: writer,
    // A writer is always named on the command line (local by default), so the keys never pick one.
    usable: { gemini: false, openai: false },
    keys: { gemini: env.GEMINI_API_KEY, openai: env.OPENAI_API_KEY },
    settings: { gemini: setting("GEMINI", PROVIDER_DEFAULTS.gemini), openai: setting("OPENAI", PROVIDER_DEFAULTS.openai) },
  });
  if (choice.ok) return choice.chosen;
  const name = choice.missingKey === "gemini" ? "GEMINI" : "OPENAI";
  throw new Error(`${name}_API_KEY is not set; use --writer local to write offline.`);
}

/** `lectern script <dir>`: plan and narrate an ingested workspace into script.json. */
export async function scriptCommand(args: string[], usage: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { writer: { type: "string", default: "local" }, length: { type: "string", default: "standard" }, json: { type: "boolean", default: false } },
  });
  const [dir] = positionals;
  const writer = ScriptWriter.safeParse(values.writer);
  const length = TalkLength.safeParse(values.length);
  if (!dir || !writer.success || !length.success) {
    process.stderr.write(usage);
    return 2;
  }
  const chosen = writerFromEnv(writer.data, process.env);
  const doc = await generateScript(path.resolve(dir), { writer: writer.data, model: chosen.model, write: chosen.write, length: length.data });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`);
    return 0;
  }
  const words = doc.order.reduce((n, k) => n + (doc.sections[k]?.script.split(/\s+/).filter(Boolean).length ?? 0), 0);
  const lines = doc.order.map((k) => {
    const s = doc.sections[k];
    return `  ${k}: ${s?.script.split(/\s+/).filter(Boolean).length ?? 0} words, ${s?.bullet_points.length ?? 0} bullets${s?.assigned_image ? `, image ${s.assigned_image}` : ""}`;
  });
  process.stdout.write(`${doc.order.length} sections by ${doc.writer} (${doc.model}), about ${(words / 150).toFixed(1)} minutes:\n${lines.join("\n")}\n`);
  return 0;
}
