import { describe, expect, it } from "vitest";
import { parseAuthors } from "./authors.js";
import { AUTHOR_BLOCK as B, AUTHOR_LINE as L } from "./render-types.js";

describe("parseAuthors", () => {
  it("takes the first line of each block, continued when it ends with a comma or 'and'", () => {
    expect(parseAuthors(`Ann Lee${L}MIT${L}ann@mit.edu${B}Bo Chen${L}Google Research`)).toEqual(["Ann Lee", "Bo Chen"]);
    expect(parseAuthors(`A One, B Two,${L}C Three and D Four${L}University of Somewhere`)).toEqual(["A One", "B Two", "C Three", "D Four"]);
  });

  it("drops marks, e-mails, institutions and suffix-only parts", () => {
    expect(parseAuthors(`Ann Lee* †, Bo Chen 2${B}Department of Physics${B}x@y.org${B}Jr.`)).toEqual(["Ann Lee", "Bo Chen"]);
  });

  it("names no one for an anonymised submission", () => {
    expect(parseAuthors("Paper #722, 12 pages body, 14 pages total")).toEqual([]);
    expect(parseAuthors(`Anonymous Authors${L}Affiliation withheld`)).toEqual([]);
    // A template's placeholders left in a review draft are nobody's name.
    expect(parseAuthors(`First1 Last1 and First2 Last2${L}Institution1`)).toEqual([]);
    expect(parseAuthors("Firstname Lastname, Ada Lovelace")).toEqual(["Ada Lovelace"]);
  });
});
