import crypto from "node:crypto";
import fs from "node:fs/promises";
import { workspacePaths } from "../workspace/paths.js";
import { HINGLISH_ITERATIONS_DEFAULT, languageByName, TranslatedScript, type Language, type LanguageName, type PaperDocument } from "@lectern/contract";

import { noTranslatorMessage } from "../providers/translate/translator-choice.js";
import type { Translator } from "../providers/translate/translator.js";
import { readScript } from "../script/script-file.js";
import type { ScriptDocument } from "../script/types.js";
import { writeJsonAtomic } from "../workspace/atomic.js";
import { readPaperDocument } from "../workspace/read.js";
import { FormulaMarkers, type MarkedText } from "./formula-markers.js";
import { formulaMarkersFor } from "./formula-readings.js";
import { mapLimit } from "./map-limit.js";
import { inTargetWritingSystem } from "./writing-system.js";
import { StageError } from "../stage-error.js";

export interface TranslateScriptOptions {
  language: LanguageName;
  /** Absent: only text already in the target script can be used; anything else is an error. */
  translator?: Translator;
  /** Hinglish refinement passes for Hindi narration; default 3, 0 for none. */
  hinglishIterations?: number;
  signal?: AbortSignal;
}

/** translations/<code>.json in a workspace. */
export const translationFile = (workspaceDir: string, language: Language): string => workspacePaths(workspaceDir).translationFor(language.code);

/** The paper's language code ("en" when ingest did not record one). */
export async function paperLanguage(workspaceDir: string): Promise<string> {
  return languageOf(await readPaperDocument(workspaceDir).catch(() => undefined));
}

const languageOf = (paper: PaperDocument | undefined): string => paper?.language?.trim().toLowerCase() || "en";

/**
 * Titles, narration and bullets of script.json in another language, saved as
 * translations/<code>.json. Reused while the script (and, for Hindi, the number of Hinglish
 * passes) is unchanged. Text already in the target script is kept as it is. With no translator
 * and something to translate, a StageError names the keys that would help and nothing is
 * written.
 *
 * Hindi: each translated narration gets up to `hinglishIterations` refinement passes by the
 * language model (stopping early when a pass changes nothing); `hindi_debug` keeps the first
 * translation and every pass. A translator without a language model (Sarvam alone) uses its
 * code-mixed mode instead, and the debug list holds that one text.
 *
 * Formulas: where the engine has maths rules for the language (Hindi), the formulas ingest said
 * in English words are sent as markers and said by those rules after translation.
 */
export async function translateScript(workspaceDir: string, opts: TranslateScriptOptions): Promise<TranslatedScript> {
  const language = languageByName(opts.language);
  const script = await readScript(workspaceDir);
  if (!script || script.order.length === 0) throw new StageError("There is no narration script yet: generate the script first.", "audio");
  const iterations = language.code === "hi" ? Math.max(0, Math.floor(opts.hinglishIterations ?? HINGLISH_ITERATIONS_DEFAULT)) : 0;
  const sourceHash = translationHash(script, language, iterations);
  const file = translationFile(workspaceDir, language);

  const existing = await readTranslation(file);
  if (existing?.source_hash === sourceHash) return existing;

  const keys = script.order.filter((k) => script.sections[k] !== undefined);
  // Every section's title, narration and bullets in one flat list, remembering where the narrations are.
  const texts: string[] = [];
  const narrationAt = new Set<number>();
  for (const k of keys) {
    const s = script.sections[k];
    if (!s) continue;
    narrationAt.add(texts.length + 1);
    texts.push(s.title, s.script, ...s.bullet_points);
  }
  const needed = texts.map((t, i) => ({ t, i })).filter(({ t }) => !inTargetWritingSystem(t, language));
  if (needed.length > 0 && !opts.translator) throw new StageError(noTranslatorMessage(language.name), "audio");

  const out = [...texts];
  /** Narrations sent with formula markers: the markers and the translation that kept them (for the Hinglish passes). */
  const withMarkers = new Map<number, { marked: MarkedText; translated: string }>();
  if (needed.length > 0 && opts.translator) {
    const translator = opts.translator;
    const paper = await readPaperDocument(workspaceDir).catch(() => undefined);
    const request = { from: languageOf(paper), to: language, ...(opts.signal ? { signal: opts.signal } : {}) };
    const markers = await formulaMarkersFor(paper, language, needed.filter((n) => narrationAt.has(n.i)).map((n) => n.t));
    const asked = needed.map((n) => {
      const marked = markers !== null && narrationAt.has(n.i) ? markers.mark(n.t) : null;
      return marked !== null && marked.said.length > 0 ? { ...n, marked } : { ...n, marked: null };
    });
    const done = await translator.translate(
      asked.map((n) => n.marked?.text ?? n.t),
      request,
    );
    const again: typeof needed = [];
    asked.forEach((n, j) => {
      const translated = done[j] ?? n.t;
      if (n.marked === null) return void (out[n.i] = translated);
      const said = FormulaMarkers.unmark(translated, n.marked.said);
      // A translation that lost or repeated a formula's marker is not used: the plain text is translated instead.
      if (said === null) return void again.push(n);
      out[n.i] = said;
      withMarkers.set(n.i, { marked: n.marked, translated });
    });
    if (again.length > 0) {
      const plain = await translator.translate(
        again.map((n) => n.t),
        request,
      );
      again.forEach((n, j) => (out[n.i] = plain[j] ?? n.t));
    }
  }
  const translatedAt = new Set(needed.map((n) => n.i));

  // Read the flat list back into sections, remembering which narrations were translated.
  const sections: TranslatedScript["sections"] = {};
  const narrations: { key: string; source: string; index: number }[] = [];
  let at = 0;
  for (const key of keys) {
    const s = script.sections[key];
    if (!s) continue;
    const n = 2 + s.bullet_points.length;
    sections[key] = { title: out[at] ?? s.title, script: out[at + 1] ?? s.script, bullet_points: out.slice(at + 2, at + n) };
    if (translatedAt.has(at + 1)) narrations.push({ key, source: s.script, index: at + 1 });
    at += n;
  }

  let hindiDebug: TranslatedScript["hindi_debug"];
  if (language.code === "hi" && narrations.length > 0) {
    const refine = opts.translator?.refineHinglish;
    hindiDebug = await mapLimit(narrations, 2, async (n) => {
      const steps = [sections[n.key]?.script ?? ""];
      // A narration translated with formula markers is polished with them too, so the formulas'
      // Hindi words are not reworded; a pass that loses a marker ends the passes.
      const markers = withMarkers.get(n.index);
      const source = markers?.marked.text ?? n.source;
      let current = markers?.translated ?? steps[0] ?? "";
      for (let pass = 0; refine && pass < iterations; pass++) {
        const next = await refine(source, current, opts.signal);
        if (next === current) break;
        const said = markers ? FormulaMarkers.unmark(next, markers.marked.said) : next;
        if (said === null) break;
        steps.push(said);
        current = next;
      }
      const section = sections[n.key];
      if (section) section.script = steps[steps.length - 1] ?? section.script;
      return { section: n.key, iterations: steps };
    });
  }

  const translated = TranslatedScript.parse({
    version: 1,
    language: language.name,
    provider: needed.length > 0 && opts.translator ? opts.translator.name : "none",
    source_hash: sourceHash,
    order: keys,
    sections,
    ...(hindiDebug ? { hindi_debug: hindiDebug } : {}),
  });
  opts.signal?.throwIfAborted();
  await writeJsonAtomic(file, translated);
  return translated;
}

/** What a translation depends on: every source text, the target, and (Hindi) the passes asked for. */
function translationHash(script: ScriptDocument, language: Language, iterations: number): string {
  const sections = script.order.map((k) => {
    const s = script.sections[k];
    return [k, s?.title ?? "", s?.script ?? "", s?.bullet_points ?? []];
  });
  return crypto.createHash("sha256").update(JSON.stringify({ v: 1, to: language.code, iterations, sections })).digest("hex");
}

async function readTranslation(file: string): Promise<TranslatedScript | undefined> {
  try {
    return TranslatedScript.parse(JSON.parse(await fs.readFile(file, "utf8")));
  } catch {
    // Missing, unreadable or from an older build: translate again.
    return undefined;
  }
}
