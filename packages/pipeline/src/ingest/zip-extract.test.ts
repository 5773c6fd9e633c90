import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rawZip, type RawEntry } from "../test-support/raw-zip.js";
import { extractZip } from "./zip-extract.js";

function setup(entries: RawEntry[] | Buffer) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "zip-test-"));
  const file = path.join(root, "upload.zip");
  fs.writeFileSync(file, Buffer.isBuffer(entries) ? entries : rawZip(entries));
  return { root, file, dest: path.join(root, "ws", "extracted") };
}

/** Every file under root, relative, so a test can prove nothing landed outside dest. */
function allFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

/** Watches the files extractZip writes: how many it opened and the bytes that reached them. */
function watchWrites() {
  const open = vi.spyOn(fs, "createWriteStream");
  return {
    files: () => open.mock.results.length,
    bytes: () => open.mock.results.reduce((sum, r) => sum + (r.type === "return" ? r.value.bytesWritten : 0), 0),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("extractZip", () => {
  it("extracts an ordinary project with folders, skipping macOS debris", async () => {
    const { file, dest } = setup([
      { name: "paper/main.tex", data: Buffer.from("\\documentclass{article}"), deflate: true },
      { name: "paper/figs/a.png", data: Buffer.from("png") },
      { name: "__MACOSX/paper/._main.tex", data: Buffer.from("junk") },
    ]);
    expect((await extractZip(file, dest)).sort()).toEqual(["paper/figs/a.png", "paper/main.tex"]);
    expect(fs.readFileSync(path.join(dest, "paper/main.tex"), "utf8")).toBe("\\documentclass{article}");
  });

  it.each([
    ["zip-slip", "../../evil.txt", /leaves its folder/],
    ["nested zip-slip", "a/../../evil.txt", /leaves its folder/],
    ["absolute path", "/tmp/evil-lectern.txt", /absolute path/],
    ["Windows drive path", "C:\\evil.txt", /absolute path/],
    ["backslash traversal", "..\\evil.txt", /leaves its folder/],
  ])("refuses %s and writes nothing outside", async (_label, name, message) => {
    const { root, file, dest } = setup([{ name: "ok.tex", data: Buffer.from("x") }, { name, data: Buffer.from("evil") }]);
    await expect(extractZip(file, dest)).rejects.toThrow(message);
    expect(allFiles(root)).toEqual(["upload.zip"]);
    expect(fs.existsSync("/tmp/evil-lectern.txt")).toBe(false);
  });

  it("refuses symbolic links", async () => {
    const { file, dest } = setup([{ name: "link", data: Buffer.from("/etc/passwd"), unixMode: 0o120777 }]);
    await expect(extractZip(file, dest)).rejects.toThrow(/symbolic link/);
  });

  it("refuses encrypted entries", async () => {
    const { file, dest } = setup([{ name: "a.tex", data: Buffer.from("x"), encrypted: true }]);
    await expect(extractZip(file, dest)).rejects.toThrow(/password-protected/);
  });

  it("refuses a zip bomb by compression ratio", async () => {
    const { root, file, dest } = setup([{ name: "zeros.tex", data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]);
    expect(fs.statSync(file).size).toBeLessThan(100_000);
    await expect(extractZip(file, dest)).rejects.toThrow(/zip bomb/);
    expect(allFiles(root)).toEqual(["upload.zip"]);
  });

  it("refuses a wide bomb of many small entries, each under the per-entry ratio check, after 16 MiB", async () => {
    const entries = Array.from({ length: 40 }, (_, i) => ({ name: `zeros/${i}.bin`, data: Buffer.alloc(1024 * 1024), deflate: true }));
    const { root, file, dest } = setup(entries);
    const writes = watchWrites();
    await expect(extractZip(file, dest)).rejects.toThrow(/compressed suspiciously well/);
    // Stopped in the entry that crossed 16 MiB, not after unpacking the 40 MiB.
    expect(writes.files()).toBeGreaterThan(16);
    expect(writes.files()).toBeLessThanOrEqual(17);
    expect(writes.bytes()).toBeLessThanOrEqual(17 * 1024 * 1024);
    expect(allFiles(root)).toEqual(["upload.zip"]);
  });

  it("refuses archives whose total size exceeds the limit, counting real bytes", async () => {
    const entries = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.bin`, data: Buffer.alloc(1024 * 1024, i + 1) }));
    const { file, dest } = setup(entries);
    await expect(extractZip(file, dest, { maxEntries: 100, maxEntryBytes: 10 * 1024 * 1024, maxTotalBytes: 4 * 1024 * 1024, maxRatio: 200 })).rejects.toThrow(
      /more data than we accept/,
    );
  });

  it("refuses headers that lie about sizes", async () => {
    const { file, dest } = setup([{ name: "a.bin", data: Buffer.alloc(100_000, 7), deflate: true, declaredSize: 10 }]);
    await expect(extractZip(file, dest)).rejects.toThrow();
  });

  it("refuses a zip of 10,000 tiny files from its directory, before unpacking any", async () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({ name: `f/${i}.tex`, data: Buffer.from("x") }));
    const { root, file, dest } = setup(entries);
    const writes = watchWrites();
    await expect(extractZip(file, dest)).rejects.toThrow(/10000 files/);
    expect(writes.files()).toBe(0);
    expect(allFiles(root)).toEqual(["upload.zip"]);
  });

  it("does not open zips inside the zip (nested bombs stay inert files)", async () => {
    const inner = rawZip([{ name: "zeros", data: Buffer.alloc(1024 * 1024), deflate: true }]);
    const { file, dest } = setup([{ name: "inner.zip", data: inner }]);
    expect(await extractZip(file, dest)).toEqual(["inner.zip"]);
  });

  it("says clearly when the file is a PDF, random bytes or a truncated zip", async () => {
    await expect(extractZip(setup(Buffer.from("%PDF-1.5 ...")).file, "/tmp/never-x1")).rejects.toThrow(/is a PDF/);
    await expect(extractZip(setup(Buffer.from("hello world, not a zip")).file, "/tmp/never-x2")).rejects.toThrow(/not a zip/);
    const good = rawZip([{ name: "a.tex", data: Buffer.alloc(5000, 65), deflate: true }]);
    await expect(extractZip(setup(good.subarray(0, good.length - 30)).file, "/tmp/never-x3")).rejects.toThrow(/not a valid zip|damaged/);
  });
});
