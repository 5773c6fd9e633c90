import { describe, expect, it } from "vitest";
import { upsamplePcm16 } from "./resample.js";

const tone = (hz: number, rate: number, seconds: number) => {
  const n = Math.round(rate * seconds);
  const buf = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) buf.writeInt16LE(Math.round(12_000 * Math.sin((2 * Math.PI * hz * i) / rate)), 2 * i);
  return buf;
};

describe("upsamplePcm16", () => {
  it.each([440, 3000, 6000])("keeps the duration and the waveform of a %i Hz tone (16 kHz → 22.05 kHz) within 60 dB", (hz) => {
    const out = upsamplePcm16(tone(hz, 16_000, 1), 16_000, 22_050);
    expect(out.length / 2).toBe(22_050);
    const ideal = tone(hz, 22_050, 1);
    let error = 0;
    let power = 0;
    // The first and last filter lengths see the edge of the clip, not the tone; they are left out.
    for (let i = 64; i < ideal.length / 2 - 64; i++) {
      error += (out.readInt16LE(2 * i) - ideal.readInt16LE(2 * i)) ** 2;
      power += ideal.readInt16LE(2 * i) ** 2;
    }
    expect(10 * Math.log10(power / error)).toBeGreaterThan(60);
  });

  it("passes the same rate through, clips at full scale, and refuses to lower a rate", () => {
    const loud = Buffer.alloc(8);
    [32767, -32768, 32767, -32768].forEach((v, i) => loud.writeInt16LE(v, 2 * i));
    expect(upsamplePcm16(loud, 8000, 8000).equals(loud)).toBe(true);
    expect(upsamplePcm16(loud, 8000, 16_000).length).toBe(16);
    const up = upsamplePcm16(loud, 8000, 24_000);
    for (let i = 0; i < up.length / 2; i++) expect(Math.abs(up.readInt16LE(2 * i))).toBeLessThanOrEqual(32768);
    expect(upsamplePcm16(Buffer.alloc(0), 16_000, 22_050).length).toBe(0);
    expect(() => upsamplePcm16(loud, 24_000, 22_050)).toThrow(RangeError);
  });
});
