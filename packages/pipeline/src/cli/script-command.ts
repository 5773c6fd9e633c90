import path from "node:path";
import { parseArgs } from "node:util";
import { ScriptWriter, TalkLength } from "@lectern/contract";
import { geminiWriter } from "../providers/llm/gemini-writer.js";
import { openaiWriter } from "../providers/llm/openai-writer.js";
import { generateScript } from "../script/generate-script.js";
import { localWriter } from "../script/local/local-writer.js";
import type { ScriptWriterFn } from "../script/types.js";

function writerFromEnv(writer: ScriptWriter, env: NodeJS.ProcessEnv): { model: string; write: ScriptWriterFn } {
  if (writer === "local") return { model: "local", write: localWriter };
  const name = writer === "gemini" ? "GEMINI" : "OPENAI";
  const apiKey = env[`${name}_API_KEY`];
  if (!apiKey) throw new Error(`${name}_API_KEY is not set; use --writer local to write offline.`);
  if (writer === "gemini") {
    const model = env.GEMINI_MODEL || "gemini-2.5-flash";
    return { model, write: geminiWriter({ apiKey, model, baseUrl: (env.GEMINI_BASE_URL || "https://generativelanguage.googleapis.com").replace(/\/+$/, "") }) };
  }
  const model = env.OPENAI_MODEL || "gpt-4o-mini";
  return { model, write: openaiWriter({ apiKey, model, baseUrl: (env.OPENAI_BASE_URL || "https://api.openai.com").replace(/\/+$/, "") }) };
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
