import { describe, expect, it } from "vitest";
import { capsAcronyms, softenCaps } from "./soften-caps.js";

describe("softenCaps", () => {
  it("sets a title typed in capitals in title case, small words lower-cased", () => {
    expect(softenCaps("ANALYTIC PROPERTIES OF FORCE-FREE JETS IN THE KERR SPACETIME")).toBe("Analytic Properties of Force-free Jets in the Kerr Spacetime");
  });
  it("keeps a roman numeral a numeral, and leaves a title in mixed case alone", () => {
    expect(softenCaps("FORCE-FREE JETS, III: UNIFORM FIELD SOLUTION")).toBe("Force-free Jets, III: Uniform Field Solution");
    expect(softenCaps("PART IV OF A SERIES")).toBe("Part IV of a Series");
    expect(softenCaps("Mixed Case Title")).toBe("Mixed Case Title");
  });
  it("keeps the acronyms running text writes in capitals", () => {
    const acronyms = capsAcronyms(["We compare the RMSE and the CRPS of both ensembles.", "The RMSE falls; the CRPS rises.", "INTRODUCTION AND RESULTS", "Data are public."]);
    expect([...acronyms].sort()).toEqual(["CRPS", "RMSE"]);
    expect(softenCaps("RMSE", acronyms)).toBe("RMSE");
    expect(softenCaps("RESULTS FOR THE CRPS", acronyms)).toBe("Results for the CRPS");
    expect(softenCaps("DATA", acronyms)).toBe("Data");
  });
});
