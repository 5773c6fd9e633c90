import { describe, expect, it } from "vitest";
import { capitaliseFirst } from "./capitalise.js";

describe("capitaliseFirst", () => {
  it("capitalises an ordinary first word and keeps a mixed-case one as written", () => {
    expect(capitaliseFirst("the model works")).toBe("The model works");
    expect(capitaliseFirst("snoRNAs that remain without target are orphan")).toBe("snoRNAs that remain without target are orphan");
    expect(capitaliseFirst("dMRI data must be checked")).toBe("dMRI data must be checked");
    expect(capitaliseFirst("  bhpwave is fast")).toBe("  Bhpwave is fast");
    expect(capitaliseFirst("Already upper")).toBe("Already upper");
    expect(capitaliseFirst("")).toBe("");
  });
});
