// Test support (kept in this folder because the LLM clients own it; belongs in src/test-support).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** A scripted reply: a status with a JSON (or raw text) body, no answer at all, or a dropped connection. */
export type Reply = { status: number; body: unknown; headers?: Record<string, string> } | "hang" | "drop";

export interface FakeLlmServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; an unscripted request gets a 599 the tests can see. */
  queue(...replies: Reply[]): void;
  /** Forgets recorded requests and replies left unused, so one failed test cannot feed the next. */
  reset(): void;
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 that records each request and answers from a script. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const replies: Reply[] = [];
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
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, text, json });
      const reply = replies.shift() ?? { status: 599, body: { error: { message: "no reply scripted" } } };
      if (reply === "hang") return;
      if (reply === "drop") {
        req.socket.destroy();
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
    reset: () => {
      requests.length = 0;
      replies.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
