// Test support: the hooks every provider test file sets up around its fake server, and the
// recording sleep its clients are given, so each file only says which server it starts.
import { afterAll, beforeAll, beforeEach } from "vitest";

/** What the hooks need of a fake server: its request log and a way to stop it. */
interface FakeServer {
  requests: unknown[];
  close(): Promise<void>;
}

export interface FakeServerSuite<S> {
  /** The server, usable in tests and hooks (it is started in beforeAll). */
  fake: S;
  /** The backoff waits, in ms, the client asked `sleep` for during the current test. */
  waits: number[];
  /** A sleep for the client's options that records the wait instead of waiting. */
  sleep: (ms: number) => Promise<void>;
}

/**
 * Starts the server before the file's (or suite's) tests and closes it after them; before each
 * test, forgets the requests and waits the previous one left.
 */
export function fakeServerSuite<S extends FakeServer>(start: () => Promise<S>): FakeServerSuite<S> {
  let server: S | undefined;
  const current = (): S => {
    if (!server) throw new Error("the fake server is started in beforeAll: use it in tests and hooks only");
    return server;
  };
  const waits: number[] = [];
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    current().requests.length = 0;
    waits.length = 0;
  });
  // The server exists only once beforeAll has run, but test files name it at the top, as a
  // plain `fake`: this stand-in forwards every property read to the started server.
  const fake = new Proxy({} as S, { get: (_target, key) => Reflect.get(current(), key) as unknown });
  return { fake, waits, sleep: async (ms) => void waits.push(ms) };
}
