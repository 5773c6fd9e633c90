import { describe, expect, it } from "vitest";
import { mathToWords } from "./math-words.js";
import { tokenize } from "./tokenize.js";
import { buildTree, type LNode } from "./tree.js";

function words(tex: string): string | null {
  const tree = buildTree(tokenize(`$${tex}$`));
  const math = tree[0] as Extract<LNode, { type: "math" }>;
  return mathToWords(math.content, (nodes) => nodes.map((n) => (n.type === "text" ? n.v : " ")).join(""));
}

describe("mathToWords", () => {
  it("reads short formulas as words", () => {
    expect(words("n")).toBe("n");
    expect(words("10^3")).toBe("10³");
    expect(words("x_i")).toBe("xᵢ");
    expect(words("\\alpha \\leq 0.05")).toBe("α ≤ 0.05");
    expect(words("\\Omega_\\mathrm{ISCO}")).toBe("Ω_ISCO");
    expect(words("d_{\\text{model}}=512")).toBe("d_model = 512");
    expect(words("\\frac{1}{\\sqrt{d_k}}")).toBe("1/(√dₖ)");
    expect(words("[0, 1]")).toBe("(0, 1)");
  });

  it("leaves out formulas that do not read as words", () => {
    expect(words("\\sum_{i=1}^{N} \\frac{\\partial L}{\\partial \\theta_i}")).toBeNull();
    expect(words("a & b")).toBeNull();
    expect(words("\\unknowncommand{x}")).toBeNull();
    expect(words("x_1 + x_2 + x_3 + x_4 + x_5 + x_6 + x_7 + x_8 + x_9 + x_10")).toBeNull();
  });
});
