import { describe, expect, it } from "vitest";
import { slideNotes } from "./slide-notes.js";

describe("slideNotes", () => {
  it("gives a single slide the whole narration", () => {
    expect(slideNotes("  One. Two.  ", [["a"]])).toEqual(["One. Two."]);
  });

  it("shares the narration among a section's slides by their text, between sentences", () => {
    const narration = "First sentence is here. Second one follows. Third closes the first part. Fourth is on slide two.";
    const notes = slideNotes(narration, [["a long bullet with much more text on it than the other one"], ["short one"]]);
    expect(notes).toHaveLength(2);
    expect(notes.join(" ")).toBe(narration);
    expect(notes[0]?.startsWith("First sentence is here.")).toBe(true);
    expect(notes[1]?.endsWith("Fourth is on slide two.")).toBe(true);
    // Never a sentence cut in two.
    for (const n of notes) expect(n === "" || /[.!?]$/.test(n)).toBe(true);
  });

  it("leaves a slide without notes rather than split a sentence when there are too few", () => {
    const notes = slideNotes("Only one sentence.", [["a"], ["b"], ["c"]]);
    expect(notes).toHaveLength(3);
    expect(notes.join("")).toBe("Only one sentence.");
  });
});
