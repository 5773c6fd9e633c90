import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageByName, TranslatedScript, type Language } from "@lectern/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TranslateRequest, Translator } from "../providers/translate/translator.js";

import { fakeTranslate } from "../test-support/speech/fake-translation.js";
import { makeWorkspace, type FixtureSection } from "../test-support/speech/workspace-fixture.js";
import { translateScript, translationFile } from "./translate-script.js";
import { StageError } from "../stage-error.js";

/** An in-memory translator that records what it was asked. */
function recordingTranslator(opts: { refine?: (hindi: string, pass: number) => string } = {}) {
  const asked: { texts: string[]; request: TranslateRequest }[] = [];
  const refined: { source: string; hindi: string }[] = [];
  const translator: Translator = {
    name: "gemini",
    label: "fake",
    maxChars: 4000,
    translate: async (texts, request) => {
      asked.push({ texts: [...texts], request });
      return texts.map((t) => fakeTranslate(t, request.to.code));
    },
    ...(opts.refine
      ? {
          refineHinglish: async (source: string, hindi: string) => {
            refined.push({ source, hindi });
            return opts.refine?.(hindi, refined.length) ?? hindi;
          },
        }
      : {}),
  };
  return { translator, asked, refined };
}

const SECTIONS: FixtureSection[] = [
  { key: "opening", title: "Opening", script: "Welcome. Today we read about sparse attention.", bullets: ["Long documents", "Sparse attention"] },
  { key: "method", title: "Method", script: "Each token looks at a local window.", bullets: ["Local windows"] },
];

let root = "";
let n = 0;
const workspace = (sections = SECTIONS, lang?: string) => makeWorkspace(path.join(root, `ws${n++}`), sections, lang);
const tamil: Language = languageByName("Tamil");

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-translate-"));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("translateScript", () => {
  it("translates titles, narration and bullets and saves translations/<code>.json", async () => {
    const dir = await workspace();
    const { translator, asked } = recordingTranslator();
    const result = await translateScript(dir, { language: "Tamil", translator });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.request.from).toBe("en");
    expect(asked[0]?.texts).toEqual(["Opening", SECTIONS[0]?.script, "Long documents", "Sparse attention", "Method", SECTIONS[1]?.script, "Local windows"]);
    expect(result.sections.opening).toEqual({ title: fakeTranslate("Opening", "ta"), script: fakeTranslate(SECTIONS[0]?.script ?? "", "ta"), bullet_points: [fakeTranslate("Long documents", "ta"), fakeTranslate("Sparse attention", "ta")] });
    expect(result).toMatchObject({ language: "Tamil", provider: "gemini", order: ["opening", "method"] });
    const saved = TranslatedScript.parse(JSON.parse(fs.readFileSync(translationFile(dir, tamil), "utf8")));
    expect(saved).toEqual(result);
  });

  it("does not translate text already in the target script", async () => {
    const dir = await workspace([
      { key: "opening", title: "परिचय", script: "यह खंड पहले से हिंदी में है। इसमें BERT जैसे शब्द अंग्रेज़ी में हैं।", bullets: ["पहले से हिंदी", "Needs translation"] },
      { key: "method", title: "Method", script: "This one is English.", bullets: [] },
    ]);
    const { translator, asked } = recordingTranslator();
    const result = await translateScript(dir, { language: "Hindi", translator, hinglishIterations: 0 });
    expect(asked.flatMap((a) => a.texts)).toEqual(["Needs translation", "Method", "This one is English."]);
    expect(result.sections.opening?.script).toBe("यह खंड पहले से हिंदी में है। इसमें BERT जैसे शब्द अंग्रेज़ी में हैं।");
    expect(result.sections.opening?.title).toBe("परिचय");
    // Only the narration that was translated has a Hinglish record.
    expect(result.hindi_debug?.map((d) => d.section)).toEqual(["method"]);
  });

  it("needs no translator when everything is in the target script already", async () => {
    const dir = await workspace([{ key: "opening", title: "परिचय", script: "सब कुछ हिंदी में है।", bullets: ["एक", "42"] }]);
    const result = await translateScript(dir, { language: "Hindi" });
    expect(result.provider).toBe("none");
    expect(result.sections.opening?.bullet_points).toEqual(["एक", "42"]);
  });

  it("fails naming the keys that would help, and writes nothing, when there is no translator", async () => {
    const dir = await workspace();
    const err: unknown = await translateScript(dir, { language: "Tamil" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StageError);
    expect((err as Error).message).toMatch(/Narration in Tamil needs translation.*Sarvam, Gemini or OpenAI API key/);
    expect(fs.existsSync(path.join(dir, "translations"))).toBe(false);
  });

  it("reuses the saved translation while the script is unchanged, and translates again when it changes", async () => {
    const dir = await workspace();
    const first = recordingTranslator();
    await translateScript(dir, { language: "Tamil", translator: first.translator });
    const again = recordingTranslator();
    const reused = await translateScript(dir, { language: "Tamil", translator: again.translator });
    expect(again.asked).toHaveLength(0);
    expect(reused.sections.method?.script).toBe(fakeTranslate(SECTIONS[1]?.script ?? "", "ta"));

    await makeWorkspace(dir, [SECTIONS[0] as FixtureSection, { ...(SECTIONS[1] as FixtureSection), script: "Each token now also sees global tokens." }]);
    const changed = await translateScript(dir, { language: "Tamil", translator: again.translator });
    expect(again.asked).toHaveLength(1);
    expect(changed.sections.method?.script).toBe(fakeTranslate("Each token now also sees global tokens.", "ta"));
  });

  it("runs the Hinglish passes on Hindi narration and keeps every intermediate text", async () => {
    const dir = await workspace();
    const { translator, refined } = recordingTranslator({ refine: (hindi, pass) => `${hindi} (${pass})` });
    const result = await translateScript(dir, { language: "Hindi", translator, hinglishIterations: 3 });
    const opening = result.hindi_debug?.find((d) => d.section === "opening");
    const first = fakeTranslate(SECTIONS[0]?.script ?? "", "hi");
    expect(opening?.iterations).toHaveLength(4);
    expect(opening?.iterations[0]).toBe(first);
    expect(result.sections.opening?.script).toBe(opening?.iterations[3]);
    // Each pass sees the English original and the previous pass's text.
    const passes = refined.filter((r) => r.source === SECTIONS[0]?.script);
    expect(passes.map((p) => p.hindi)).toEqual(opening?.iterations.slice(0, 3));
    // Titles and bullets are translated but not refined.
    expect(result.sections.opening?.title).toBe(fakeTranslate("Opening", "hi"));
  });

  it("stops the passes early when one changes nothing, and redoes Hindi when the number of passes changes", async () => {
    const dir = await workspace();
    const still = recordingTranslator({ refine: (hindi) => hindi });
    const result = await translateScript(dir, { language: "Hindi", translator: still.translator, hinglishIterations: 3 });
    expect(still.refined).toHaveLength(2);
    expect(result.hindi_debug?.every((d) => d.iterations.length === 1)).toBe(true);

    const none = recordingTranslator();
    await translateScript(dir, { language: "Hindi", translator: none.translator, hinglishIterations: 0 });
    expect(none.asked).toHaveLength(1);
  });

  describe("formulas in the narration", () => {
    const MATHS = [
      { key: "method", title: "Method", script: "We need N sub samp equals 100 draws, so chi squared is stable. Chi squared falls as x grows.", bullets: ["chi squared is stable"] },
    ];
    const SPOKEN = [
      { latex: "N_{\\rm samp} = 100", words: "N sub samp equals 100" },
      { latex: "\\chi^2", words: "chi squared" },
      { latex: "x", words: "x" },
      { latex: "\\sum_i x_i", words: "the sum over i of x sub i" },
    ];
    const mathsWorkspace = () => makeWorkspace(path.join(root, `ws${n++}`), MATHS, "en", SPOKEN);

    it("sends Hindi narration with a marker per formula and says each formula by the Hindi maths rules", async () => {
      const dir = await mathsWorkspace();
      const { translator, asked } = recordingTranslator();
      const result = await translateScript(dir, { language: "Hindi", translator, hinglishIterations: 0 });
      const texts = asked.flatMap((a) => a.texts);
      expect(texts).toContain("We need ⟦1⟧ draws, so ⟦2⟧ is stable. ⟦3⟧ falls as x grows.");
      // Bullets are slide text: translated as they are.
      expect(texts).toContain("chi squared is stable");
      expect(result.sections.method?.script).toBe(fakeTranslate("We need ", "hi") + "एन पाद samp बराबर 100" + fakeTranslate(" draws, so ", "hi") + "काई वर्गित" + fakeTranslate(" is stable. ", "hi") + "काई वर्गित" + fakeTranslate(" falls as x grows.", "hi"));
    });

    it("translates the plain narration instead when the translator loses a marker, so no formula is dropped", async () => {
      const dir = await mathsWorkspace();
      const asked: string[][] = [];
      const translator: Translator = {
        name: "sarvam",
        label: "fake",
        maxChars: 1000,
        translate: async (texts, request) => {
          asked.push([...texts]);
          return texts.map((t) => fakeTranslate(t.replace("⟦2⟧", ""), request.to.code));
        },
      };
      const result = await translateScript(dir, { language: "Hindi", translator, hinglishIterations: 0 });
      expect(asked).toHaveLength(2);
      expect(asked[1]).toEqual([MATHS[0]?.script]);
      expect(result.sections.method?.script).toBe(fakeTranslate(MATHS[0]?.script ?? "", "hi"));
    });

    it("polishes Hinglish with the markers in place and stops at a pass that loses one", async () => {
      const dir = await mathsWorkspace();
      const { translator, refined } = recordingTranslator({ refine: (hindi, pass) => (pass === 1 ? `${hindi} अच्छा` : hindi.replace("⟦1⟧", "")) });
      const result = await translateScript(dir, { language: "Hindi", translator, hinglishIterations: 3 });
      expect(refined[0]?.source).toBe("We need ⟦1⟧ draws, so ⟦2⟧ is stable. ⟦3⟧ falls as x grows.");
      expect(refined[0]?.hindi).toContain("⟦1⟧");
      const steps = result.hindi_debug?.[0]?.iterations ?? [];
      expect(steps).toHaveLength(2);
      expect(steps[1]).toMatch(/^.*एन पाद samp बराबर 100.* अच्छा$/);
      expect(result.sections.method?.script).toBe(steps[1]);
    });

    it("leaves formulas to the translator in a language the engine has no maths rules for", async () => {
      const dir = await mathsWorkspace();
      const { translator, asked } = recordingTranslator();
      await translateScript(dir, { language: "Tamil", translator });
      expect(asked.flatMap((a) => a.texts)).toContain(MATHS[0]?.script);
    });
  });
});
