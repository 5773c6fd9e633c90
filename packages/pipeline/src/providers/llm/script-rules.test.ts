import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localWriter } from "../../script/local/local-writer.js";
import type { WrittenSection } from "../../script/types.js";
import { startFakeLlmServer, type FakeLlmServer } from "../../test-support/llm/fake-llm-server.js";
import { answerWith, onlySection, RULE_BREAKS } from "../../test-support/llm/rule-breaks.js";
import { goodAnswerText, goodSections, PLAN } from "../../test-support/llm/script-plan-fixture.js";
import { WIRES } from "../../test-support/llm/wire-cases.js";

let fake: FakeLlmServer;
let offline: Record<string, WrittenSection>;

beforeAll(async () => {
  fake = await startFakeLlmServer();
  offline = await localWriter(PLAN);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const good = (key: string) => {
  const { key: _key, ...section } = goodSections().find((s) => s.key === key) ?? { key, script: "", bullet_points: [] };
  return section;
};

describe.each(WIRES)("the $name script writer holds each section to the script rules", (wire) => {
  const write = () => wire.writer(fake.baseUrl)(PLAN);
  const ok = (body: string) => ({ status: 200, body: wire.answer(body) });
  const secondPrompt = () => wire.userText(fake.requests[1]?.json);

  describe.each(RULE_BREAKS)("$rule", ({ key, change, reason }) => {
    it("is caught, asked for again with the reason, and the fixed section is used", async () => {
      fake.queue(ok(answerWith(key, change)), ok(onlySection(key)));
      const written = await write();

      expect(fake.requests).toHaveLength(2);
      expect(secondPrompt()).toContain("Sections to write again (1 of the talk's 3)");
      expect(secondPrompt()).toContain(`key: ${key}`);
      expect(secondPrompt()).toContain(reason);
      for (const s of goodSections()) expect(written[s.key]).toEqual(good(s.key));
    });

    it("falls back to the offline writer for that section when the second answer breaks it again", async () => {
      fake.queue(ok(answerWith(key, change)), ok(onlySection(key, change)));
      const written = await write();

      expect(fake.requests).toHaveLength(2);
      expect(Object.keys(written)).toEqual(["opening", "method_and_results", "conclusion"]);
      expect(written[key]).toMatchObject({ script: offline[key]?.script, bullet_points: offline[key]?.bullet_points });
      expect(written[key]?.fallback_reason).toContain(reason);
      for (const s of goodSections().filter((s) => s.key !== key)) expect(written[s.key]).toEqual(good(s.key));
    });
  });

  it("drops a weak bullet among good ones without asking again", async () => {
    const weak = ["Ten times less memory", "This makes it fast", "Figure 1 shows the memory use", "The paper presents the results"];
    fake.queue(ok(answerWith("method_and_results", { bullet_points: [...weak, ...good("method_and_results").bullet_points] })));
    const written = await write();
    expect(fake.requests).toHaveLength(1);
    expect(written.method_and_results?.bullet_points).toEqual(good("method_and_results").bullet_points);
  });

  it("asks for every failing section in one second request, and keeps what it fixes", async () => {
    const broken = JSON.stringify({
      sections: goodSections().map((s) => (s.key === "opening" ? { ...s, script: "Welcome. We train on ImageNet." } : s.key === "conclusion" ? { ...s, script: "To sum up" } : s)),
    });
    const fixedBoth = JSON.stringify({ sections: goodSections().filter((s) => s.key !== "method_and_results") });
    fake.queue(ok(broken), ok(fixedBoth));
    const written = await write();
    expect(fake.requests).toHaveLength(2);
    expect(secondPrompt()).toContain("Sections to write again (2 of the talk's 3)");
    expect(secondPrompt()).toContain('"opening" states what the paper\'s text does not: "ImageNet"');
    expect(secondPrompt()).toContain('the narration of "conclusion" was unusable: it does not end with a full stop');
    expect(secondPrompt()).not.toContain("key: method_and_results");
    for (const s of goodSections()) expect(written[s.key]).toEqual(good(s.key));
  });

  it("falls back for a section the second answer leaves out", async () => {
    const broken = JSON.stringify({
      sections: goodSections().map((s) => (s.key === "opening" ? { ...s, script: "Welcome" } : s.key === "conclusion" ? { ...s, script: "To sum up" } : s)),
    });
    fake.queue(ok(broken), ok(onlySection("opening")));
    const written = await write();
    expect(fake.requests).toHaveLength(2);
    expect(written.conclusion?.script).toBe(offline.conclusion?.script);
    expect(written.conclusion?.fallback_reason).toMatch(/does not end with a full stop; the second answer left it out$/);
    expect(written.opening).toEqual(good("opening"));
  });

  it("falls back for the failing sections when the second request itself fails, keeping the rest", async () => {
    fake.queue(ok(answerWith("conclusion", { script: "To sum up" })), { status: 401, body: wire.keyRefused() });
    const written = await write();
    expect(fake.requests).toHaveLength(2);
    expect(written.conclusion?.script).toBe(offline.conclusion?.script);
    expect(written.conclusion?.fallback_reason).toMatch(/; asking again failed: .*rejected \(401\)/);
    expect(written.method_and_results).toEqual(good("method_and_results"));
  });

  it("makes one request when every section keeps the rules", async () => {
    fake.queue(ok(goodAnswerText()));
    const written = await write();
    expect(fake.requests).toHaveLength(1);
    for (const s of Object.values(written)) expect(s).not.toHaveProperty("fallback_reason");
  });
});
