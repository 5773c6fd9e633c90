import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("serves the embedded default with no environment: loopback, port 8080, ./data, SQLite, local sign-in", () => {
    const c = loadConfig({});
    expect(c.host).toBe("127.0.0.1");
    expect(c.port).toBe(8080);
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.localLogin).toBe(true);
    expect(c.google.clientId).toBeUndefined();
  });

  it("offers local sign-in only on loopback without a Google client id, unless LOCAL_LOGIN says otherwise", () => {
    expect(loadConfig({ HOST: "0.0.0.0" }).localLogin).toBe(false);
    expect(loadConfig({ HOST: "::1" }).localLogin).toBe(true);
    expect(loadConfig({ GOOGLE_CLIENT_ID: "abc.apps.googleusercontent.com" }).localLogin).toBe(false);
    expect(loadConfig({ HOST: "0.0.0.0", LOCAL_LOGIN: "true" }).localLogin).toBe(true);
    expect(loadConfig({ LOCAL_LOGIN: "false" }).localLogin).toBe(false);
  });

  it("treats empty variables as unset and strips trailing slashes from base URLs", () => {
    const c = loadConfig({ PORT: "", GEMINI_BASE_URL: "http://127.0.0.1:5000/" });
    expect(c.port).toBe(8080);
    expect(c.providers.geminiBaseUrl).toBe("http://127.0.0.1:5000");
  });

  it("names every bad variable in one error", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url", SECRET_KEY: "short" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SECRET_KEY/,
    );
  });

  it("rate limits: 30 generation calls per user and 30 sign-ins per address a minute by default, 0 turns one off", () => {
    expect(loadConfig({}).rateLimits).toEqual({ generation: 30, signIn: 30 });
    expect(loadConfig({ RATE_LIMIT_GENERATION: "0", RATE_LIMIT_SIGN_IN: "5" }).rateLimits).toEqual({ generation: 0, signIn: 5 });
    expect(() => loadConfig({ RATE_LIMIT_GENERATION: "-1" })).toThrow(/RATE_LIMIT_GENERATION/);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: "lots" })).toThrow(/RATE_LIMIT_SIGN_IN/);
  });
});
