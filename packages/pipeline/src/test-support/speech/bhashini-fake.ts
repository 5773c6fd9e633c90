// Test support: the two Bhashini calls (PROVIDERS.md) as a fake server handler: the ULCA pipeline
// config names an inference endpoint on the same fake, with its own key and a service per language.
import { LANGUAGES } from "@lectern/contract";
import { z } from "zod";
import type { Handler, RecordedRequest, SpeechReply } from "./fake-speech-server.js";
import { SECONDS_PER_CHAR, toneWav } from "./wav-fixture.js";

export const BHASHINI_CONFIG_PATH = "/ulca/apis/v0/model/getModelsPipeline";
export const BHASHINI_INFERENCE_PATH = "/services/inference/pipeline";
export const BHASHINI_INFERENCE_KEY = "fake-inference-token-0123456789";
const CODES = LANGUAGES.map((l) => l.code);

const ConfigRequest = z.strictObject({
  pipelineTasks: z.tuple([z.strictObject({ taskType: z.literal("tts"), config: z.strictObject({ language: z.strictObject({ sourceLanguage: z.enum(CODES) }) }) })]),
  pipelineRequestConfig: z.strictObject({ pipelineId: z.string().min(1) }),
});

export const BhashiniInferenceRequest = z.strictObject({
  pipelineTasks: z.tuple([
    z.strictObject({
      taskType: z.literal("tts"),
      config: z.strictObject({
        language: z.strictObject({ sourceLanguage: z.enum(CODES) }),
        serviceId: z.string().min(1),
        gender: z.enum(["female", "male"]),
        samplingRate: z.number().int().positive(),
      }),
    }),
  ]),
  inputData: z.strictObject({ input: z.tuple([z.strictObject({ source: z.string().min(1) })]) }),
});

const fail = (status: number, message: string): SpeechReply => ({ status, body: { message } });
const serviceId = (code: string) => (["ta", "te", "kn", "ml"].includes(code) ? "ai4bharat/indic-tts-coqui-dravidian-gpu--t4" : "ai4bharat/indic-tts-coqui-indo_aryan-gpu--t4");

export function bhashiniHandler(baseUrl: string, creds: { userId: string; ulcaApiKey: string; pipelineId: string }): Handler {
  return (req: RecordedRequest) => {
    if (req.path === BHASHINI_CONFIG_PATH) {
      if (req.headers.userid !== creds.userId || req.headers.ulcaapikey !== creds.ulcaApiKey) return fail(401, "Invalid userID or ulcaApiKey");
      const parsed = ConfigRequest.safeParse(req.json);
      if (!parsed.success) return fail(400, z.prettifyError(parsed.error));
      if (parsed.data.pipelineRequestConfig.pipelineId !== creds.pipelineId) return fail(400, "Unknown pipelineId");
      const code = parsed.data.pipelineTasks[0].config.language.sourceLanguage;
      return {
        status: 200,
        body: {
          languages: [{ sourceLanguage: code, targetLanguageList: [] }],
          pipelineResponseConfig: [{ taskType: "tts", config: [{ serviceId: serviceId(code), modelId: "63f7384c2ff3ab138f88c64e", language: { sourceLanguage: code, sourceScriptCode: "" }, supportedVoices: ["male", "female"] }] }],
          feedbackUrl: `${baseUrl}/feedback`,
          pipelineInferenceAPIEndPoint: { callbackUrl: `${baseUrl}${BHASHINI_INFERENCE_PATH}`, inferenceApiKey: { name: "Authorization", value: BHASHINI_INFERENCE_KEY }, isMultilingualEnabled: true, isSyncApi: true },
          pipelineInferenceSocketEndPoint: null,
        },
      };
    }
    if (req.path === BHASHINI_INFERENCE_PATH) {
      if (req.headers.authorization !== BHASHINI_INFERENCE_KEY) return fail(401, "Not authenticated");
      const parsed = BhashiniInferenceRequest.safeParse(req.json);
      if (!parsed.success) return fail(400, z.prettifyError(parsed.error));
      const task = parsed.data.pipelineTasks[0].config;
      if (task.serviceId !== serviceId(task.language.sourceLanguage)) return fail(400, "serviceId does not serve this language");
      const audio = toneWav(parsed.data.inputData.input[0].source.length * SECONDS_PER_CHAR, task.samplingRate);
      return { status: 200, body: { pipelineResponse: [{ taskType: "tts", config: { language: { sourceLanguage: task.language.sourceLanguage }, audioFormat: "wav", encoding: "base64", samplingRate: task.samplingRate }, output: null, audio: [{ audioContent: audio.toString("base64"), audioUri: null }] }] } };
    }
    return fail(404, `no route ${req.path}`);
  };
}
