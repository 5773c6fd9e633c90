// Test support: script.json as the offline writer leaves it, for fixtures that build a workspace
// by hand (the slide, audio and video stages read only its sections and their order).
import type { TalkLength } from "@lectern/contract";
import type { ScriptDocument } from "../script/types.js";

/** One section of the script, with the key it is listed under. */
export type FixtureScriptSection = ScriptDocument["sections"][string] & { key: string };

/** The sections, in the order given, written by the "local" writer at a fixed time. */
export function localScript(sections: readonly FixtureScriptSection[], length: TalkLength = "standard"): ScriptDocument {
  return {
    version: 1,
    writer: "local",
    model: "local",
    length,
    generated_at: new Date(0).toISOString(),
    order: sections.map((s) => s.key),
    sections: Object.fromEntries(sections.map(({ key, ...section }) => [key, section])),
  };
}
