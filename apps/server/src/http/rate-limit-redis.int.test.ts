import crypto from "node:crypto";
import net from "node:net";
import { Writable } from "node:stream";
import { API_PREFIX, pathFor, ROUTES } from "@lectern/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { describe, expect, it, vi } from "vitest";
import { reachableRedis } from "../test/reachable.js";
import { installErrorHandler } from "./error-handler.js";
import { registerRateLimits, type RateLimitSettings } from "./rate-limit.js";

/** The limiter alone: a bare app whose two limited routes answer 200, and its log lines. */
async function limitedApp(settings: RateLimitSettings): Promise<{ app: FastifyInstance; logs: string[] }> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString("utf8"));
      cb();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  installErrorHandler(app);
  await registerRateLimits(app, settings, async () => undefined);
  for (const def of [ROUTES.generateSlides, ROUTES.localLogin]) app.route({ method: def.method, url: API_PREFIX + def.path, handler: async () => ({ ok: true }) });
  return { app, logs };
}

const generate = async (app: FastifyInstance) =>
  (await app.inject({ method: "POST", url: API_PREFIX + pathFor("generateSlides", { id: "abcdef0123456789" }) })).statusCode;
const signIn = async (app: FastifyInstance) => (await app.inject({ method: "POST", url: API_PREFIX + ROUTES.localLogin.path })).statusCode;
const times = async (n: number, send: () => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await send());
  return statuses;
};

/** A TCP relay to Redis that can be cut and restored on the same port: Redis "going away". */
function redisRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  return {
    start: (port: number) =>
      new Promise<number>((resolve, reject) => {
        const relay = net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 6379), target.hostname);
          const drop = () => {
            client.destroy();
            upstream.destroy();
          };
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on("error", drop).on("close", drop);
          }
          client.pipe(upstream).pipe(client);
        });
        relay.once("error", reject);
        relay.listen(port, "127.0.0.1", () => resolve((relay.address() as net.AddressInfo).port));
        server = relay;
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const redis = await reachableRedis();

describe("rate limits: switches and failure modes", () => {
  it("0 turns a budget off (and with both off nothing is registered)", async () => {
    const { app } = await limitedApp({ perMinute: { generation: 1, signIn: 0 }, redis: undefined });
    expect(await times(2, () => generate(app))).toEqual([200, 429]);
    expect(await times(5, () => signIn(app))).toEqual([200, 200, 200, 200, 200]);
    await app.close();

    const { app: off } = await limitedApp({ perMinute: { generation: 0, signIn: 0 }, redis: undefined });
    expect(await times(5, () => generate(off))).toEqual([200, 200, 200, 200, 200]);
    expect(off.hasDecorator("rateLimit")).toBe(false);
    await off.close();
  });

  it("with Redis unreachable at start: starts at once, lets requests through, warns once, closes cleanly", async () => {
    // "At once" without a stopwatch: timers are frozen while the app starts, so start-up cannot be
    // waiting out a reconnect delay or a timeout. It completes after the one refused attempt,
    // having already reported the outage (it went ahead with Redis down, not once it was back).
    const attempts = vi.spyOn(net, "createConnection");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    let started: Awaited<ReturnType<typeof limitedApp>>;
    try {
      started = await limitedApp({ perMinute: { generation: 1, signIn: 1 }, redis: { url: "redis://127.0.0.1:9", prefix: "unreachable" } });
      expect(attempts).toHaveBeenCalledTimes(1);
      expect(started.logs.filter((line) => line.includes("Redis for rate limits is unreachable"))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      attempts.mockRestore();
    }
    const { app, logs } = started;
    expect(await times(3, () => generate(app))).toEqual([200, 200, 200]);
    expect(await times(3, () => signIn(app))).toEqual([200, 200, 200]);
    expect(logs.filter((line) => line.includes("Redis for rate limits is unreachable"))).toHaveLength(1);
    await app.close();
  });

  it.skipIf("skip" in redis)("when Redis goes away: requests go through meanwhile, and limits hold again once it is back", async () => {
    if ("skip" in redis) return;
    const target = new URL(redis.redisUrl);
    const relay = redisRelay(target);
    const port = await relay.start(0);
    const viaRelay = new URL(redis.redisUrl);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(port);
    const prefix = `lectern-test-${crypto.randomBytes(4).toString("hex")}`;
    const { app, logs } = await limitedApp({ perMinute: { generation: 2, signIn: 2 }, redis: { url: viaRelay.toString(), prefix } });
    try {
      expect(await times(3, () => generate(app))).toEqual([200, 200, 429]);

      await relay.stop();
      expect(await times(3, () => generate(app))).toEqual([200, 200, 200]);
      await until(async () => logs.some((line) => line.includes("Redis for rate limits is unreachable")));

      await relay.start(port);
      // The counter survived in Redis: the first call counted again is over the budget.
      await until(async () => (await generate(app)) === 429);
      expect(logs.filter((line) => line.includes("Redis for rate limits is reachable again"))).toHaveLength(1);
    } finally {
      await app.close();
      await relay.stop();
      const cleaner = new Redis(redis.redisUrl);
      const keys = await cleaner.keys(`${prefix}:*`);
      if (keys.length > 0) await cleaner.del(...keys);
      await cleaner.quit();
    }
  });
});
