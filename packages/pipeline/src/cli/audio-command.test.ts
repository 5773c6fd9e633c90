import { describe, expect, it } from "vitest";
import { keysFromEnv } from "./audio-command.js";

describe("keysFromEnv", () => {
  it("reads the speech model and voices under the server's names, so one environment serves both", () => {
    const keys = keysFromEnv({ OPENAI_API_KEY: "k", OPENAI_SPEECH_MODEL: "tts-1", OPENAI_VOICE_FEMALE: "shimmer", OPENAI_VOICE_MALE: " " });
    expect(keys.openai).toEqual({ apiKey: "k", speechModel: "tts-1", voices: { female: "shimmer" } });
    expect(keysFromEnv({ OPENAI_SPEECH_MODEL: "tts-1" }).openai).toBeUndefined();
  });
});
