import { describe, expect, it } from "vitest";
import { lecternLinkFor, parseLecternOrigin } from "./lectern-url";

describe("parseLecternOrigin", () => {
  it.each([
    ["https://lectern.example.org", "https://lectern.example.org"],
    ["https://lectern.example.org/", "https://lectern.example.org"],
    ["  http://127.0.0.1:8080  ", "http://127.0.0.1:8080"],
    ["HTTPS://Lectern.Example.ORG:443/", "https://lectern.example.org"],
    ["http://[::1]:3000", "http://[::1]:3000"],
  ])("accepts %s as %s", (input, origin) => {
    expect(parseLecternOrigin(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ["", /Enter the address/],
    ["lectern.example.org", /starting with https:\/\//],
    ["ftp://lectern.example.org", /Only https/],
    ["javascript:alert(1)", /Only https/],
    ["https://me:secret@lectern.example.org", /user name/],
    ["https://lectern.example.org/app", /without a path: https:\/\/lectern\.example\.org$/],
    ["https://lectern.example.org/?x=1", /without a path/],
    ["https://lectern.example.org/#top", /without a path/],
  ])("refuses %s", (input, problem) => {
    const result = parseLecternOrigin(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });
});

describe("lecternLinkFor", () => {
  it("opens Step 2 with the abstract address encoded as the arxiv parameter", () => {
    expect(lecternLinkFor("https://lectern.example.org", "https://arxiv.org/abs/hep-th/9901001v2")).toBe(
      "https://lectern.example.org/paper-processing?arxiv=https%3A%2F%2Farxiv.org%2Fabs%2Fhep-th%2F9901001v2",
    );
  });
});
