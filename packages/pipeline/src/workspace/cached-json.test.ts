import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { writeJsonAtomic } from "./atomic.js";
import { readJsonCached } from "./cached-json.js";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-cached-json-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A schema that counts how often it really parses. */
function counting() {
  let parses = 0;
  const schema = z.object({ n: z.number() }).transform((v) => {
    parses += 1;
    return v;
  });
  return { schema, parses: () => parses };
}

describe("readJsonCached", () => {
  it("parses a file once per version: again only after it is rewritten", async () => {
    const file = path.join(root, "a.json");
    const { schema, parses } = counting();
    await writeJsonAtomic(file, { n: 1 });
    for (let i = 0; i < 5; i++) expect((await readJsonCached(file, schema)).value).toEqual({ n: 1 });
    expect(parses()).toBe(1);

    // Replaced the way the stages write manifests (temp file + rename), same size.
    await writeJsonAtomic(file, { n: 2 });
    expect((await readJsonCached(file, schema)).value).toEqual({ n: 2 });
    expect(parses()).toBe(2);
  });

  it("notices an in-place rewrite of the same size by its mtime", async () => {
    const file = path.join(root, "b.json");
    const { schema } = counting();
    fs.writeFileSync(file, JSON.stringify({ n: 3 }));
    fs.utimesSync(file, 1_000, 1_000);
    const first = await readJsonCached(file, schema);
    expect(first).toEqual({ value: { n: 3 }, mtimeMs: 1_000_000 });
    fs.writeFileSync(file, JSON.stringify({ n: 4 }));
    fs.utimesSync(file, 2_000, 2_000);
    expect(await readJsonCached(file, schema)).toEqual({ value: { n: 4 }, mtimeMs: 2_000_000 });
  });

  it("reads absent, broken and off-schema files as undefined, and a fixed one as its value", async () => {
    const file = path.join(root, "c.json");
    const { schema } = counting();
    expect((await readJsonCached(file, schema)).value).toBeUndefined();
    fs.writeFileSync(file, "{ not json");
    expect((await readJsonCached(file, schema)).value).toBeUndefined();
    await writeJsonAtomic(file, { n: "x" });
    expect((await readJsonCached(file, schema)).value).toBeUndefined();
    await writeJsonAtomic(file, { n: 5 });
    expect((await readJsonCached(file, schema)).value).toEqual({ n: 5 });
    fs.rmSync(file);
    expect((await readJsonCached(file, schema)).value).toBeUndefined();
  });
});
