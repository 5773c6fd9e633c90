// Test support: a local HTTP server for the speech and translation clients. Like
// ../llm/fake-llm-server.ts it answers from a script, but it also answers with bytes (audio), and
// can work out an answer from the request (a tone as long as the text) instead of only from a script.
import { startRecordingServer, type BytesReply, type JsonReply, type RecordedRequest, type ServerReply } from "../http/recording-server.js";

export type { BytesReply, JsonReply, RecordedRequest };

/** A reply: JSON, raw bytes, no answer at all, or a dropped connection. */
export type SpeechReply = ServerReply;

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
  const replies: SpeechReply[] = [];
  let current = handler;
  const server = await startRecordingServer((recorded) => replies.shift() ?? current(recorded));
  return {
    ...server,
    queue: (...r) => void replies.push(...r),
    handle: (h) => void (current = h),
  };
}
