import { languageByName } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { parseWav } from "../../audio/wav.js";
import { fakeServerSuite } from "../../test-support/http/fake-server-suite.js";
import { BHASHINI_CONFIG_PATH, BHASHINI_INFERENCE_KEY, BHASHINI_INFERENCE_PATH, bhashiniHandler, BhashiniInferenceRequest } from "../../test-support/speech/bhashini-fake.js";
import { startFakeSpeechServer } from "../../test-support/speech/fake-speech-server.js";
import { failureOf } from "../../test-support/speech/speech-failure.js";
import { SECONDS_PER_CHAR } from "../../test-support/speech/wav-fixture.js";
import { suiteTempDir } from "../../test-support/temp-dir.js";
import { bhashiniSpeech, type BhashiniConfig } from "./speech-bhashini.js";
import { ProviderError } from "../provider-error.js";

const CREDS = { userId: "f2a1c0de0123", ulcaApiKey: "ulca-fake-key-0123456789", pipelineId: "64392f96daac500b55c543cd" };
const { fake } = fakeServerSuite(async () => {
  const server = await startFakeSpeechServer();
  // The handler names the inference endpoint, which lives on this same server.
  server.handle(bhashiniHandler(server.baseUrl, CREDS));
  return server;
});
const dir = suiteTempDir("lectern-bhashini-");

const config = (over: Partial<BhashiniConfig> = {}): BhashiniConfig => ({ ...CREDS, configUrl: `${fake.baseUrl}${BHASHINI_CONFIG_PATH}`, timeoutMs: 1_000, sleep: async () => undefined, ...over });
const failure = (p: Promise<unknown>) => failureOf(p, ProviderError, [CREDS.ulcaApiKey, BHASHINI_INFERENCE_KEY]);

describe("bhashiniSpeech against a fake ULCA + inference endpoint", () => {
  it("asks for the pipeline once per language, then sends text to the endpoint it named", async () => {
    const speech = bhashiniSpeech(config());
    const tamil = languageByName("Tamil");
    const text = "இது ஒரு சோதனை.";
    const first = await speech.synthesize(text, { language: tamil, voice: "karun", cwd: dir });
    await speech.synthesize("இரண்டாவது.", { language: tamil, voice: "vidya", cwd: dir });
    expect(fake.requests.map((r) => r.path)).toEqual([BHASHINI_CONFIG_PATH, BHASHINI_INFERENCE_PATH, BHASHINI_INFERENCE_PATH]);

    const [cfg, infer] = fake.requests;
    expect(cfg?.headers.userid).toBe(CREDS.userId);
    expect(cfg?.headers.ulcaapikey).toBe(CREDS.ulcaApiKey);
    expect(infer?.headers.authorization).toBe(BHASHINI_INFERENCE_KEY);
    const body = BhashiniInferenceRequest.parse(infer?.json);
    expect(body.pipelineTasks[0].config).toMatchObject({ language: { sourceLanguage: "ta" }, gender: "male", samplingRate: 22_050 });
    expect(body.inputData.input[0].source).toBe(text);
    expect(BhashiniInferenceRequest.parse(fake.requests[2]?.json).pipelineTasks[0].config.gender).toBe("female");
    expect((parseWav(first)?.data.length ?? 0) / 2 / 22_050).toBeCloseTo(text.length * SECONDS_PER_CHAR, 3);
  });

  it("uses the ISO code or for Odia", async () => {
    await bhashiniSpeech(config()).synthesize("ଏହା।", { language: languageByName("Odia"), voice: "vidya", cwd: dir });
    expect(BhashiniInferenceRequest.parse(fake.requests[1]?.json).pipelineTasks[0].config.language.sourceLanguage).toBe("or");
  });

  it("blames the operator's credentials when the config call is refused", async () => {
    const err = await failure(bhashiniSpeech(config({ ulcaApiKey: "wrong-ulca-key-000" })).synthesize("नमस्ते।", { language: languageByName("Hindi"), voice: "vidya", cwd: dir }));
    expect(err.message).toMatch(/^Bhashini rejected the server's credentials \(401\)/);
    expect([err.role, err.service]).toEqual(["speech", "bhashini"]);
  });

  it("says when the pipeline has no voice for the language", async () => {
    fake.queue({ status: 200, body: { pipelineResponseConfig: [{ taskType: "tts", config: [] }], pipelineInferenceAPIEndPoint: { callbackUrl: `${fake.baseUrl}${BHASHINI_INFERENCE_PATH}`, inferenceApiKey: { name: "Authorization", value: BHASHINI_INFERENCE_KEY } } } });
    const err = await failure(bhashiniSpeech(config()).synthesize("నమస్తే.", { language: languageByName("Telugu"), voice: "vidya", cwd: dir }));
    expect(err.message).toBe("Bhashini has no Telugu voice in the configured pipeline.");
  });

  it("retries a 503 from the inference endpoint", async () => {
    const speech = bhashiniSpeech(config());
    await speech.synthesize("पहला।", { language: languageByName("Hindi"), voice: "vidya", cwd: dir });
    fake.queue({ status: 503, body: { detail: "busy" } });
    await speech.synthesize("दूसरा।", { language: languageByName("Hindi"), voice: "vidya", cwd: dir });
    expect(fake.requests.map((r) => r.path)).toEqual([BHASHINI_CONFIG_PATH, BHASHINI_INFERENCE_PATH, BHASHINI_INFERENCE_PATH, BHASHINI_INFERENCE_PATH]);
  });
});
