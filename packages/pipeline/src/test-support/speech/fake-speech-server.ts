// Test support: a local HTTP server for the speech and translation clients, in the style of
// ../llm/fake-llm-server.ts, but answering with bytes (audio) as well as JSON, and able to work
// out an answer from the request (a tone as long as the text) instead of only from a script.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RecordedRequest } from "../llm/fake-llm-server.js";

export type { RecordedRequest };

export interface JsonReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export interface BytesReply {
  status: number;
  bytes: Buffer;
  contentType: string;
  headers?: Record<string, string>;
}
/** A reply: JSON, raw bytes, no answer at all, or a dropped connection. */
export type SpeechReply = JsonReply | BytesReply | "hang" | "drop";

/** Works out the reply for a request the script says nothing about. */
export type Handler = (req: RecordedRequest) => SpeechReply;

export interface FakeSpeechServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order, before the handler is asked. */
  queue(...replies: SpeechReply[]): void;
  /** Replaces the handler (tests that fail the n-th request, for example). */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

const unscripted: Handler = () => ({ status: 599, body: { error: { message: "no reply scripted" } } });

export async function startFakeSpeechServer(handler: Handler = unscripted): Promise<FakeSpeechServer> {
  const requests: RecordedRequest[] = [];
  const replies: SpeechReply[] = [];
  let current = handler;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let json: unknown = undefined;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const recorded: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, text, json };
      requests.push(recorded);
      const reply = replies.shift() ?? current(recorded);
      if (reply === "hang") return;
      if (reply === "drop") {
        req.socket.destroy();
        return;
      }
      if ("bytes" in reply) {
        res.writeHead(reply.status, { "content-type": reply.contentType, ...reply.headers });
        res.end(reply.bytes);
        return;
      }
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    queue: (...r) => void replies.push(...r),
    handle: (h) => void (current = h),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
