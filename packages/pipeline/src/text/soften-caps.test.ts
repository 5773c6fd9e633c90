import { describe, expect, it } from "vitest";
import { softenCaps } from "./soften-caps.js";

describe("softenCaps", () => {
  it("sets a title typed in capitals in title case, small words lower-cased", () => {
    expect(softenCaps("ANALYTIC PROPERTIES OF FORCE-FREE JETS IN THE KERR SPACETIME")).toBe("Analytic Properties of Force-free Jets in the Kerr Spacetime");
  });
  it("keeps a roman numeral a numeral, and leaves a title in mixed case alone", () => {
    expect(softenCaps("FORCE-FREE JETS, III: UNIFORM FIELD SOLUTION")).toBe("Force-free Jets, III: Uniform Field Solution");
    expect(softenCaps("PART IV OF A SERIES")).toBe("Part IV of a Series");
    expect(softenCaps("Mixed Case Title")).toBe("Mixed Case Title");
  });
});
