/**
 * The endpoints and models used when neither the operator (server environment) nor the user
 * (CLI environment, API Setup) names one. Kept in one place so the server's configuration, the
 * CLI and the provider clients cannot drift apart: a new default model is changed here only.
 */
export const PROVIDER_DEFAULTS = {
  gemini: { baseUrl: "https://generativelanguage.googleapis.com", model: "gemini-2.5-flash" },
  openai: {
    baseUrl: "https://api.openai.com",
    /** Chat model: script writing, bullets and translation. */
    model: "gpt-4o-mini",
    speechModel: "gpt-4o-mini-tts",
    /** Voice names for our female (vidya) and male (karun) voices. */
    voices: { female: "nova", male: "onyx" },
  },
  /** bulbul:v2 is the Sarvam model with the speakers vidya and karun. */
  sarvam: { baseUrl: "https://api.sarvam.ai", speechModel: "bulbul:v2" },
  /** Step 1 of a Bhashini call: where the pipeline's inference endpoint and services are looked up. */
  bhashini: { configUrl: "https://meity-auth.ulcacontrib.org/ulca/apis/v0/model/getModelsPipeline" },
} as const;
