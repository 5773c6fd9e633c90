import { JobKind } from "@lectern/contract";
import { describe, expect, it } from "vitest";
import { allJobHandlers } from "./job-handlers.js";
import type { JobHandler } from "./job-types.js";

const handler: JobHandler = () => Promise.resolve({});
const every = Object.fromEntries(JobKind.options.map((kind) => [kind, handler]));

describe("allJobHandlers: the features' job handlers, checked at start-up", () => {
  it("takes each kind from the feature that runs it", () => {
    const { script, ...rest } = every;
    const handlers = allJobHandlers([{ script }, rest]);
    expect(Object.keys(handlers).sort()).toEqual([...JobKind.options].sort());
  });

  it("refuses a kind no feature runs, and one two features claim", () => {
    const { youtube: _youtube, ...withoutYoutube } = every;
    expect(() => allJobHandlers([withoutYoutube])).toThrow("no feature runs youtube jobs");
    expect(() => allJobHandlers([every, { slides: handler }])).toThrow("two features run slides jobs");
  });
});
