// Test support: the local HTTP server under the fake LLM and speech servers. It records each
// request and sends whatever reply the fake picks for it, so the fakes only decide what to answer.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** A JSON body (a string body is sent as it is, to test answers that are not JSON). */
export interface JsonReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
/** Raw bytes (audio, for example) with their content type. */
export interface BytesReply {
  status: number;
  bytes: Buffer;
  contentType: string;
  headers?: Record<string, string>;
}
/** A reply, no answer at all (to test timeouts), or a dropped connection. */
export type ServerReply = JsonReply | BytesReply | "hang" | "drop";

export interface RecordingServer {
  baseUrl: string;
  /** Every request so far, oldest first; tests empty it in place between tests. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 (a free port) that records each request, then sends `reply(request)`. */
export async function startRecordingServer(reply: (request: RecordedRequest) => ServerReply): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const recorded = record(req, Buffer.concat(chunks).toString("utf8"));
      requests.push(recorded);
      send(req, res, reply(recorded));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function record(req: http.IncomingMessage, text: string): RecordedRequest {
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { method: req.method ?? "", path: req.url ?? "", headers: req.headers, text, json };
}

function send(req: http.IncomingMessage, res: http.ServerResponse, reply: ServerReply): void {
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
}
