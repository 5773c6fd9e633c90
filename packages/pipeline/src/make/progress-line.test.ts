import { describe, expect, it } from "vitest";
import { progressLine, progressWriter } from "./progress-line.js";

function stream(isTTY: boolean, columns = 80): { text: () => string; out: { isTTY: boolean; columns: number; write: (t: string) => boolean } } {
  let text = "";
  return {
    text: () => text,
    out: {
      isTTY,
      columns,
      write: (t: string) => {
        text += t;
        return true;
      },
    },
  };
}

describe("progressLine", () => {
  it("fills the bar in proportion and shows the percent and message", () => {
    expect(progressLine({ stage: "slides", percent: 50, message: "Typesetting the slides" }, 80)).toBe(`[${"#".repeat(12)}${".".repeat(12)}]  50%  Typesetting the slides`);
    expect(progressLine({ stage: "done", percent: 100, message: "Ready" }, 80)).toContain(`[${"#".repeat(24)}] 100%`);
  });

  it("never gets longer than the terminal, so the redrawn line cannot wrap", () => {
    const line = progressLine({ stage: "audio", percent: 7, message: "Recording the narration ".repeat(10) }, 40);
    expect([...line].length).toBeLessThanOrEqual(40);
    expect(line.endsWith("…")).toBe(true);
  });
});

describe("progressWriter", () => {
  const events = [
    { stage: "ingest", percent: 0, message: "Reading the paper" },
    { stage: "ingest", percent: 9, message: "Reading the PDF" },
    { stage: "script", percent: 15, message: "Writing the narration script" },
    { stage: "done", percent: 100, message: "The video is ready" },
  ] as const;

  it("redraws one line in a terminal and ends it with a newline", () => {
    const s = stream(true);
    const w = progressWriter(s.out);
    for (const e of events) w.update(e);
    w.finish();
    w.finish();
    expect(s.text().split("\r").filter(Boolean)).toHaveLength(4);
    expect(s.text().match(/\n/g)).toHaveLength(1);
    expect(s.text().endsWith("The video is ready\u001b[K\n")).toBe(true);
  });

  it("writes one plain line per stage elsewhere", () => {
    const s = stream(false);
    const w = progressWriter(s.out);
    for (const e of events) w.update(e);
    w.finish();
    expect(s.text()).toBe("[  0%] ingest: Reading the paper\n[ 15%] script: Writing the narration script\n[100%] done: The video is ready\n");
  });
});
