import { sendJson, startFakeServer } from "./fake-server.js";

/**
 * Fake Gemini, OpenAI-compatible and Sarvam endpoints for key checks, speaking their wire
 * formats (PROVIDERS.md): "good-*" keys are accepted, "bad-*" rejected the way each provider
 * rejects them, "slow-*" never answer in time.
 */
export async function startFakeProviders() {
  let online = true;
  const server = await startFakeServer(async (req, res) => {
    if (!online) {
      res.socket?.destroy();
      return;
    }
    const url = new URL(req.url, "http://x");
    const key =
      url.pathname.startsWith("/v1beta/") ? String(req.headers["x-goog-api-key"] ?? "")
      : url.pathname.startsWith("/v1/") ? String(req.headers.authorization ?? "").replace(/^Bearer /, "")
      : String(req.headers["api-subscription-key"] ?? "");
    if (key.startsWith("slow-")) {
      await new Promise((r) => setTimeout(r, 3000));
    }
    if (req.method === "GET" && url.pathname === "/v1beta/models") {
      if (key.startsWith("good-")) return sendJson(res, 200, { models: [{ name: "models/gemini-2.5-flash" }] });
      return sendJson(res, 400, { error: { code: 400, message: "API key not valid. Please pass a valid API key.", status: "INVALID_ARGUMENT" } });
    }
    if (req.method === "GET" && url.pathname === "/v1/models") {
      if (key.startsWith("good-")) return sendJson(res, 200, { object: "list", data: [{ id: "gpt-4o-mini", object: "model" }] });
      return sendJson(res, 401, { error: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" } });
    }
    if (req.method === "POST" && url.pathname === "/translate") {
      if (key.startsWith("good-")) return sendJson(res, 200, { request_id: "r1", translated_text: "नमस्ते", source_language_code: "en-IN" });
      return sendJson(res, 403, { error: { request_id: "r2", message: "Invalid API key", code: "invalid_api_key_error" } });
    }
    return sendJson(res, 404, { error: "no route" });
  });
  return {
    url: server.url,
    requests: server.requests,
    close: server.close,
    setOnline(value: boolean) {
      online = value;
    },
    env: { GEMINI_BASE_URL: server.url, OPENAI_BASE_URL: server.url, SARVAM_BASE_URL: server.url },
  };
}
