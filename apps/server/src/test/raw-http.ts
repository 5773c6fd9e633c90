import net from "node:net";

/** What came back on a raw connection, and what we had sent by then. */
export interface RawAnswer {
  /** 0 when the server closed without answering. */
  status: number;
  /** Everything the server sent (head and body as text). */
  text: string;
  /** From connecting to the first bytes of the answer (or the close). */
  ms: number;
  /** Bytes we had written (head included) when the answer came. */
  sent: number;
}

export interface RawRequest {
  port: number;
  /** Request line and headers, without the blank line that ends them (added unless `partialHead`). */
  head: string;
  /** Leave the head unfinished, as a client that stalls while sending headers. */
  partialHead?: boolean;
  /** Body bytes sent right after the head. */
  body?: Buffer;
  /**
   * Called again and again for more body (after each write drains) until it answers undefined or
   * the server answers; for bodies too large to build in memory.
   */
  more?: () => Buffer | undefined;
  timeoutMs: number;
}

/**
 * One HTTP/1.1 request over a bare socket, so a test controls exactly what is sent and when:
 * headers that promise more than is sent, a body that stops, an endless chunked body. Resolves
 * at the first bytes of the answer (after a short moment to collect the rest), at the close, or
 * at timeoutMs with status 0.
 */
export function rawRequest(req: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(req.port, "127.0.0.1");
    let text = "";
    let sent = 0;
    let answeredAt = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text, ms: (answeredAt || Date.now()) - started, sent });
    };
    const timer = setTimeout(finish, req.timeoutMs);
    const write = (data: Buffer | string) => {
      sent += Buffer.byteLength(data);
      return socket.write(data);
    };
    socket.on("data", (chunk: Buffer) => {
      if (!answeredAt) {
        answeredAt = Date.now();
        // The rest of a short answer follows within a moment.
        setTimeout(finish, 200);
      }
      text += chunk.toString("latin1");
    });
    socket.on("close", finish);
    // The server may close while we are still writing: that is an answer, not a test failure.
    socket.on("error", finish);
    socket.on("connect", () => {
      write(req.partialHead ? req.head : `${req.head}\r\n\r\n`);
      if (req.body) write(req.body);
      const pump = () => {
        while (!answeredAt && !done && req.more) {
          const next = req.more();
          if (!next) return;
          if (!write(next)) return void socket.once("drain", pump);
        }
      };
      pump();
    });
  });
}
