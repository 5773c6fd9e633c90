import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepDataPrivate } from "./private-data.js";

describe("the data folder", () => {
  const before = process.umask();
  afterEach(() => void process.umask(before));

  it("is 0700, and files and folders made afterwards are 0600 and 0700", () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-private-"));
    const data = path.join(parent, "data");
    // An older install: the folder exists, world-readable.
    fs.mkdirSync(data, { mode: 0o755 });
    fs.chmodSync(data, 0o755);
    keepDataPrivate(data);
    fs.writeFileSync(path.join(data, "lectern.db"), "x");
    fs.mkdirSync(path.join(data, "papers"));
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(data)).toBe(0o700);
    expect(mode(path.join(data, "lectern.db"))).toBe(0o600);
    expect(mode(path.join(data, "papers"))).toBe(0o700);
    fs.rmSync(parent, { recursive: true, force: true });
  });
});
