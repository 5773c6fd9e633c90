import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for Sarvam (PROVIDERS.md wire format) for the browser tests: text-to-speech
// answers a real WAV as long as the text, translate answers Devanagari (a fixed vocabulary
// standing in for Hindi), so a Hindi run can be followed end to end without the internet.

export const SARVAM_E2E_KEY = "sk-e2e-sarvam";
const WORDS = ["यह", "शोध", "पत्र", "नया", "मॉडल", "परिणाम", "डेटा", "प्रयोग"];

/** Every word becomes a Hindi word; punctuation, digits and sentence ends survive. */
export function fakeHindi(text: string): string {
  let i = 0;
  return text.replace(/\p{L}[\p{L}\p{M}'-]*/gu, () => WORDS[i++ % WORDS.length] ?? "यह");
}

function toneWav(seconds: number, rate: number): Buffer {
  const frames = Math.max(1, Math.round(seconds * rate));
  const data = Buffer.alloc(frames * 2);
  for (let n = 0; n < frames; n += 1) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 330 * n) / rate) * 6000), n * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

export async function startFakeSarvam(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.headers["api-subscription-key"] !== SARVAM_E2E_KEY) {
        send(res, 403, { error: { request_id: "e2e", message: "Invalid API key", code: "invalid_api_key_error" } });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      if (req.url === "/translate" && typeof body.input === "string") {
        send(res, 200, { request_id: "e2e-tr", translated_text: fakeHindi(body.input), source_language_code: "en-IN" });
      } else if (req.url === "/text-to-speech" && typeof body.text === "string") {
        const rate = typeof body.speech_sample_rate === "number" ? body.speech_sample_rate : 22050;
        send(res, 200, { request_id: "e2e-tts", audios: [toneWav(body.text.length * 0.03, rate).toString("base64")] });
      } else {
        send(res, 404, { error: { request_id: "e2e", message: `no route ${req.url}`, code: "not_found_error" } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { SARVAM_BASE_URL: `http://127.0.0.1:${port}` },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
