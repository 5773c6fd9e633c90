import { describe, expect, it } from "vitest";
import { plainOrigin } from "./request-origin.js";

describe("plainOrigin", () => {
  it.each([
    ["http", "127.0.0.1:8080", "http://127.0.0.1:8080"],
    ["https", "Lectern.Example.org", "https://lectern.example.org"],
    ["https", "lectern.example.org:443", "https://lectern.example.org"],
    ["http", "localhost", "http://localhost"],
    ["http", "[::1]:3000", "http://[::1]:3000"],
  ])("%s + %s is %s", (protocol, host, origin) => {
    expect(plainOrigin(protocol, host)).toBe(origin);
  });

  it.each([
    ["http", ""],
    ["http", 'evil.test";alert(1)//'],
    ["http", "evil.test/path"],
    ["http", "user@evil.test"],
    ["http", "evil.test:99999"],
    ["http", "evil.test:80:80"],
    ["http", "evil .test"],
    ["http", "-evil.test"],
    ["http", "evil.test\u2028"],
    ["ftp", "evil.test"],
    ["javascript", "alert(1)"],
  ])("refuses %s + %j", (protocol, host) => {
    expect(plainOrigin(protocol, host)).toBeNull();
  });
});
