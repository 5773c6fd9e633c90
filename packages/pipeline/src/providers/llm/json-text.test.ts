import { describe, expect, it } from "vitest";
import { readJsonText } from "./json-text.js";

describe("readJsonText", () => {
  it.each([
    ["bare JSON", '{"a": 1}'],
    ["a ```json fence", 'Here you go:\n```json\n{"a": 1}\n```\nEnjoy!'],
    ["a bare ``` fence", '```\n{"a": 1}\n```'],
    ["prose around it", 'The answer is {"a": 1} as requested.'],
    ["a reasoning block first", '<think>The user wants {"a": 2}? No.</think>\n{"a": 1}'],
  ])("reads %s", (_, text) => {
    expect(readJsonText(text)).toEqual({ ok: true, value: { a: 1 } });
  });

  it("says why it could not read anything", () => {
    expect(readJsonText("  ")).toEqual({ ok: false, reason: "the answer was empty" });
    expect(readJsonText('{"a": 1')).toEqual({ ok: false, reason: "the answer was not valid JSON" });
  });
});
