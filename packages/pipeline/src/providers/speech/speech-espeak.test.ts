import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LANGUAGES, VOICES } from "@lectern/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWav } from "../../audio/wav.js";
import { espeakSpeech, espeakVoice } from "./speech-espeak.js";
import { ProviderError } from "../provider-error.js";

/** One short sentence per language, in its own script. */
const SAMPLES: Record<string, string> = {
  en: "Attention lets the model read long documents.",
  hi: "यह मॉडल लंबे दस्तावेज़ पढ़ता है।",
  bn: "এই মডেল দীর্ঘ নথি পড়ে।",
  gu: "આ મોડેલ લાંબા દસ્તાવેજો વાંચે છે.",
  kn: "ಈ ಮಾದರಿ ದೀರ್ಘ ದಾಖಲೆಗಳನ್ನು ಓದುತ್ತದೆ.",
  ml: "ഈ മാതൃക നീണ്ട രേഖകൾ വായിക്കുന്നു.",
  mr: "हे मॉडेल लांब दस्तऐवज वाचते.",
  or: "ଏହି ମଡେଲ ଲମ୍ବା ଦଲିଲ ପଢ଼େ।",
  pa: "ਇਹ ਮਾਡਲ ਲੰਬੇ ਦਸਤਾਵੇਜ਼ ਪੜ੍ਹਦਾ ਹੈ।",
  ta: "இந்த மாதிரி நீண்ட ஆவணங்களைப் படிக்கிறது.",
  te: "ఈ నమూనా పొడవైన పత్రాలను చదువుతుంది.",
};

let dir = "";
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-espeak-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const speech = espeakSpeech();

describe("espeak-ng voices", () => {
  it("maps vidya to the +f3 variant and karun to the native (male) voice", () => {
    const hindi = LANGUAGES.find((l) => l.code === "hi");
    expect(hindi && espeakVoice(hindi, "vidya")).toBe("hi+f3");
    expect(hindi && espeakVoice(hindi, "karun")).toBe("hi");
  });

  for (const language of LANGUAGES) {
    it(`speaks ${language.name} in both voices, and they differ`, async () => {
      const text = SAMPLES[language.code];
      expect(text).toBeDefined();
      const clips = new Map<string, Buffer>();
      for (const voice of VOICES) {
        const bytes = Buffer.from(await speech.synthesize(text ?? "", { language, voice: voice.key, cwd: dir }));
        const info = parseWav(bytes);
        expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16, sampleRate: 22_050 });
        const seconds = (info?.data.length ?? 0) / 2 / 22_050;
        // A short sentence takes between half a second and ten seconds to say.
        expect(seconds).toBeGreaterThan(0.5);
        expect(seconds).toBeLessThan(10);
        // Not silence: some samples are loud.
        const samples = new Int16Array(info?.data.buffer.slice(info.data.byteOffset, info.data.byteOffset + info.data.length) ?? new ArrayBuffer(0));
        expect(samples.some((s) => Math.abs(s) > 1000)).toBe(true);
        clips.set(voice.key, info?.data ?? Buffer.alloc(0));
      }
      expect(clips.get("vidya")?.equals(clips.get("karun") ?? Buffer.alloc(0))).toBe(false);
    });
  }

  it("reads text that looks like an option as text", async () => {
    const english = LANGUAGES[0];
    const bytes = await speech.synthesize("--version -v xx is spoken, not obeyed.", { language: english, voice: "karun", cwd: dir });
    expect(parseWav(bytes)?.data.length ?? 0).toBeGreaterThan(22_050);
  });

  it("says clearly when espeak-ng is missing", async () => {
    const missing = espeakSpeech({ command: "espeak-ng-not-installed" });
    const err: unknown = await missing.synthesize("Hello.", { language: LANGUAGES[0], voice: "vidya", cwd: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).message).toMatch(/espeak-ng\) is not installed/);
  });
});
