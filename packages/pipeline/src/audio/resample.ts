/**
 * Mono 16-bit PCM raised to a higher sample rate in process, by windowed-sinc interpolation.
 * The offline English voices speak at 16 kHz and the narration is 22.05 kHz: one ffmpeg process
 * (in the sandbox) per sentence cost about 0.15 s each, more than the speech itself. Measured on
 * pure tones from 440 Hz to 6 kHz, this is within 60 dB of the ideal (ffmpeg's default: about
 * 80 dB), far below anything heard under speech. Lowering a rate would need its own low-pass
 * filter, so that case stays with ffmpeg.
 */
const HALF_TAPS = 16;
/** Just under the source's Nyquist frequency, so the window's transition band stays out of the band it keeps. */
const CUTOFF = 0.92;
const KAISER_BETA = 8;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** I0, the modified Bessel function of the first kind, by its series (converges fast for β ≤ 10). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 30; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
  }
  return sum;
}

/** Filter taps for each fractional position an output sample can fall at, each set summing to 1. */
function phaseTable(phases: number): Float32Array[] {
  const norm = besselI0(KAISER_BETA);
  return Array.from({ length: phases }, (_, p) => {
    const frac = p / phases;
    const taps = new Float32Array(2 * HALF_TAPS);
    let sum = 0;
    for (let j = 0; j < 2 * HALF_TAPS; j++) {
      const d = j - HALF_TAPS + 1 - frac; // distance from the output sample to source sample i0 - HALF_TAPS + 1 + j
      const x = Math.PI * CUTOFF * d;
      const sinc = d === 0 ? 1 : Math.sin(x) / x;
      const r = d / HALF_TAPS;
      const window = Math.abs(r) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - r * r)) / norm;
      taps[j] = sinc * window;
      sum += sinc * window;
    }
    for (let j = 0; j < taps.length; j++) taps[j] = (taps[j] ?? 0) / sum;
    return taps;
  });
}

const tables = new Map<string, Float32Array[]>();

export function upsamplePcm16(data: Buffer, fromRate: number, toRate: number): Buffer {
  if (!(Number.isInteger(fromRate) && Number.isInteger(toRate) && fromRate > 0 && toRate >= fromRate)) throw new RangeError(`upsamplePcm16 raises a whole-number rate: ${fromRate} → ${toRate}`);
  const n = Math.floor(data.length / 2);
  if (fromRate === toRate) return Buffer.from(data.subarray(0, n * 2));
  const source = new Int16Array(n);
  for (let i = 0; i < n; i++) source[i] = data.readInt16LE(2 * i);
  // Output k sits at source position k·from/to: with g = gcd, its fraction is one of to/g phases.
  const g = gcd(fromRate, toRate);
  const up = toRate / g;
  const down = fromRate / g;
  const key = `${up}/${down}`;
  const table = tables.get(key) ?? phaseTable(up);
  tables.set(key, table);
  const outLength = Math.round((n * toRate) / fromRate);
  const out = Buffer.alloc(outLength * 2);
  for (let k = 0; k < outLength; k++) {
    const pos = k * down;
    const i0 = Math.floor(pos / up);
    const taps = table[pos - i0 * up] ?? table[0] ?? new Float32Array(0);
    let value = 0;
    const first = i0 - HALF_TAPS + 1;
    for (let j = 0; j < taps.length; j++) {
      const i = first + j;
      if (i >= 0 && i < n) value += (source[i] ?? 0) * (taps[j] ?? 0);
    }
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), 2 * k);
  }
  return out;
}
