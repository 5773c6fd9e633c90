import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { rawTar } from "../test-support/raw-tar.js";
import { extractTar, gunzipCapped, isGzip, isTar } from "./tar-extract.js";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "tar-test-"));

describe("extractTar", () => {
  it("writes files and folders, and skips traversal, absolute paths and links", async () => {
    const root = tmp();
    const dest = path.join(root, "extracted");
    const tar = rawTar([
      { name: "sec/", type: "5" },
      { name: "ms.tex", data: Buffer.from("\\documentclass{revtex4-2}") },
      { name: "sec/intro.tex", data: Buffer.from("Intro") },
      { name: "../outside.txt", data: Buffer.from("evil") },
      { name: "/tmp/lectern-abs.txt", data: Buffer.from("evil") },
      { name: "passwd", type: "2", linkName: "/etc/passwd" },
      { name: "hard", type: "1", linkName: "/etc/shadow" },
    ]);
    expect(isTar(tar)).toBe(true);
    const { files, skipped } = await extractTar(tar, dest);
    expect(files.sort()).toEqual(["ms.tex", "sec/intro.tex"]);
    expect(skipped.sort()).toEqual(["../outside.txt", "/tmp/lectern-abs.txt", "hard", "passwd"].sort());
    expect(fs.existsSync(path.join(root, "outside.txt"))).toBe(false);
    expect(fs.existsSync("/tmp/lectern-abs.txt")).toBe(false);
    expect(fs.existsSync(path.join(dest, "passwd"))).toBe(false);
  });

  it("refuses archives with too many entries", async () => {
    const tar = rawTar(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.tex`, data: Buffer.from("x") })));
    await expect(extractTar(tar, path.join(tmp(), "x"), { maxEntries: 10, maxEntryBytes: 1e6, maxTotalBytes: 1e7, maxRatio: 200 })).rejects.toThrow(/more than 10 files/);
  });

  it("refuses a damaged archive with a readable message", async () => {
    const tar = rawTar([{ name: "a.tex", data: Buffer.alloc(3000, 65) }]);
    const broken = Buffer.concat([tar.subarray(0, 512), Buffer.from("garbage".repeat(10))]);
    await expect(extractTar(broken, path.join(tmp(), "x"))).rejects.toThrow(/damaged/);
  });
});

describe("gunzipCapped", () => {
  it("unpacks ordinary gzip and stops a gzip bomb at the cap", () => {
    const small = zlib.gzipSync(Buffer.from("hello"));
    expect(isGzip(small)).toBe(true);
    expect(gunzipCapped(small, 1000).toString()).toBe("hello");
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024));
    expect(() => gunzipCapped(bomb, 10 * 1024 * 1024)).toThrow(/expands to more data/);
    expect(() => gunzipCapped(Buffer.from([0x1f, 0x8b, 1, 2, 3]), 1000)).toThrow(/damaged/);
  });
});
