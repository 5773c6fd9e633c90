import { describe, expect, it } from "vitest";
import { figureNumber, referencedFigureNumbers } from "./figure-refs.js";

describe("figure numbers", () => {
  it("reads the number from the caption, else from the file name", () => {
    expect(figureNumber({ name: "fig_01.png", caption: "Figure 3: A plot." })).toBe(3);
    expect(figureNumber({ name: "fig_01.png", caption: "Fig. 7. A plot." })).toBe(7);
    expect(figureNumber({ name: "fig_02.png", caption: "图 5 注意力。" })).toBe(5);
    expect(figureNumber({ name: "fig_04.jpg", caption: "Samples from the model." })).toBe(4);
  });

  it("counts references, ranges and lists, but not supplementary figures", () => {
    const refs = referencedFigureNumbers("See Figure 2 and Fig. 4a. Figures 5–7 show more; Figs. 8 and 9 too. Figure S2 is extra. Figure 2 again. 如图 3 所示。");
    expect(Object.fromEntries(refs)).toEqual({ 2: 2, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 });
  });
});
