// Test support: a scripted stand-in for the LLM APIs, answering each request with the next reply
// a test queued.
import { startRecordingServer, type JsonReply, type RecordedRequest } from "../http/recording-server.js";

export type { RecordedRequest };

/** A scripted reply: a status with a JSON (or raw text) body, no answer at all, or a dropped connection. */
export type Reply = JsonReply | "hang" | "drop";

export interface FakeLlmServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; an unscripted request gets a 599 the tests can see. */
  queue(...replies: Reply[]): void;
  /** Forgets recorded requests and replies left unused, so one failed test cannot feed the next. */
  reset(): void;
  close(): Promise<void>;
}

const unscripted: Reply = { status: 599, body: { error: { message: "no reply scripted" } } };

/** A local HTTP server on 127.0.0.1 that records each request and answers from a script. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const replies: Reply[] = [];
  const server = await startRecordingServer(() => replies.shift() ?? unscripted);
  return {
    ...server,
    queue: (...r) => void replies.push(...r),
    reset: () => {
      server.requests.length = 0;
      replies.length = 0;
    },
  };
}
