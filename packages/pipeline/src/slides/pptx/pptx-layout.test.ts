import { describe, expect, it } from "vitest";
import { placeSection, type Box } from "./pptx-layout.js";
import { PPTX_PAGE as P } from "./pptx-style.js";

const bullets = (...texts: string[]) => texts.map((text) => ({ text, continuation: false }));
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1e-6 && inner.y >= outer.y - 1e-6 && inner.x + inner.w <= outer.x + outer.w + 1e-6 && inner.y + inner.h <= outer.y + outer.h + 1e-6;
const body: Box = { x: P.marginX, y: P.body.y, w: P.textWidth, h: P.body.h };
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("placeSection", () => {
  const three = bullets("The traffic trace was captured at a single router", "We study a multi-hop wireless network", "The trace is split into segments");

  it("puts a tall figure beside the bullets and a wide one under them, keeping its aspect ratio", () => {
    for (const aspect of [0.3, 1, 4]) {
      const place = placeSection(three, aspect);
      expect(place.image && place.text).toBeTruthy();
      if (!place.image || !place.text) continue;
      expect(place.image.w / place.image.h).toBeCloseTo(aspect, 5);
      expect(inside(place.image, body)).toBe(true);
      expect(overlap(place.image, place.text)).toBe(false);
      if (aspect < 1) expect(place.image.x).toBeGreaterThan(place.text.x + place.text.w);
      if (aspect === 4) expect(place.image.y).toBeGreaterThanOrEqual(place.text.y + place.text.h);
    }
  });

  it("puts one or two points under a wide figure, as its caption", () => {
    const place = placeSection(bullets("GANs present a radically new way to do density estimation"), 3);
    expect(place.image && place.text).toBeTruthy();
    if (!place.image || !place.text) return;
    expect(place.text.y).toBeGreaterThanOrEqual(place.image.y + place.image.h);
    expect(place.text.y + place.text.h).toBeLessThanOrEqual(body.y + body.h + 1e-6);
  });

  it("gives a figure alone the body, and bullets alone larger type with wider gaps when they are few", () => {
    const figure = placeSection([], 3);
    expect(figure.text).toBeNull();
    expect(figure.image?.w).toBeCloseTo(P.textWidth, 5);
    const few = placeSection(bullets("One point.", "Another point."), null);
    const many = placeSection(bullets(...Array.from({ length: 9 }, (_, i) => `Point number ${i} with a few more words to make it wrap on the slide`)), null);
    expect(few.fontSize).toBeGreaterThan(many.fontSize);
    expect(few.gap).toBeGreaterThan(many.gap);
  });
});
