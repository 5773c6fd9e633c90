import { fromSuperscript, SUPERSCRIPT_CLASS } from "../../../text/superscript.js";

/**
 * Numbers a voice reads well: "1.5e-3" → "0.0015", "10^3"/"10³" → "1,000", "2.5 × 10⁻⁴" →
 * "0.00025", "64000" → "64,000", "63%" → "63 percent" (always), "10–20" → "10 to 20",
 * "256 × 256" → "256 by 256", "5×" → "5 times". Exponents beyond ±6 are said in words.
 */
function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Exact decimal shift of a written number, without floating-point noise. */
export function shiftDecimal(mantissa: string, exponent: number): string {
  const negative = mantissa.startsWith("-");
  const m = mantissa.replace(/^[-+]/, "");
  const [intPart = "0", fracPart = ""] = m.split(".");
  let digits = intPart + fracPart;
  let point = intPart.length + exponent;
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += "0".repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, "");
  const frac = digits.slice(point).replace(/0+$/, "");
  return `${negative ? "-" : ""}${withThousands(whole)}${frac ? `.${frac}` : ""}`;
}

/** Large powers of ten as a speaker names them: "10⁸" is "100 million", not "10 to the 8". */
const SCALES: readonly [number, string][] = [[12, "trillion"], [9, "billion"], [6, "million"]];

function power(mantissa: string, exponent: number): string {
  const scale = exponent <= 14 ? SCALES.find(([at]) => exponent >= at) : undefined;
  if (scale !== undefined) return `${shiftDecimal(mantissa, exponent - scale[0])} ${scale[1]}`;
  if (Math.abs(exponent) <= 6) return shiftDecimal(mantissa, exponent);
  const times = mantissa === "1" ? "" : `${mantissa} times `;
  return `${times}10 to the ${exponent < 0 ? "minus " : ""}${Math.abs(exponent)}`;
}


/** A unit after a number, as a speaker says it (a voice reads "10 s" as "10 s" and "190 ms" letter by letter). */
const UNITS: Record<string, [string, string]> = {
  ns: ["nanosecond", "nanoseconds"],
  "μs": ["microsecond", "microseconds"],
  "µs": ["microsecond", "microseconds"],
  ms: ["millisecond", "milliseconds"],
  s: ["second", "seconds"],
  min: ["minute", "minutes"],
  Hz: ["hertz", "hertz"],
  kHz: ["kilohertz", "kilohertz"],
  MHz: ["megahertz", "megahertz"],
  GHz: ["gigahertz", "gigahertz"],
  KB: ["kilobyte", "kilobytes"],
  kB: ["kilobyte", "kilobytes"],
  MB: ["megabyte", "megabytes"],
  GB: ["gigabyte", "gigabytes"],
  TB: ["terabyte", "terabytes"],
  Mbps: ["megabit per second", "megabits per second"],
  Gbps: ["gigabit per second", "gigabits per second"],
  "Mb/s": ["megabit per second", "megabits per second"],
  "Gb/s": ["gigabit per second", "gigabits per second"],
  "M/s": ["million per second", "million per second"],
  h: ["hour", "hours"],
  kg: ["kilogram", "kilograms"],
  g: ["gram", "grams"],
  mg: ["milligram", "milligrams"],
  "μg": ["microgram", "micrograms"],
  "µg": ["microgram", "micrograms"],
  ng: ["nanogram", "nanograms"],
  L: ["litre", "litres"],
  mL: ["millilitre", "millilitres"],
  dL: ["decilitre", "decilitres"],
  km: ["kilometre", "kilometres"],
  cm: ["centimetre", "centimetres"],
  mm: ["millimetre", "millimetres"],
  nm: ["nanometre", "nanometres"],
  "μm": ["micrometre", "micrometres"],
  "µm": ["micrometre", "micrometres"],
  kt: ["kilotonne", "kilotonnes"],
  Mt: ["megatonne", "megatonnes"],
  Gt: ["gigatonne", "gigatonnes"],
  kW: ["kilowatt", "kilowatts"],
  MW: ["megawatt", "megawatts"],
  GW: ["gigawatt", "gigawatts"],
  kWh: ["kilowatt hour", "kilowatt hours"],
  MWh: ["megawatt hour", "megawatt hours"],
  GWh: ["gigawatt hour", "gigawatt hours"],
  TWh: ["terawatt hour", "terawatt hours"],
};
/** "12 MtCO2/a": what is measured, glued to a mass, and a time the unit is taken per. */
const PER: Record<string, string> = {
  a: "year", yr: "year", year: "year", day: "day", h: "hour", s: "second",
  // A concentration: "5 µg/dL", "10 mg/L", "25 µg/m3".
  L: "litre", dL: "decilitre", mL: "millilitre", kg: "kilogram", m3: "cubic metre", "m³": "cubic metre",
  // An intensity: "240 gCO2/kWh".
  kWh: "kilowatt hour", MWh: "megawatt hour",
};
const UNIT =
  /(?<![\d.])(\d+(?:[.,]\d+)*)\s?(ns|μs|µs|ms|s|min|h|[kMG]?Hz|[KkMGT]B|[MG]bps|[MG]b\/s|M\/s|kg|km|cm|mm|nm|[μµ]m|[kMG]t|[kMGT]Wh|[kMG]W|[mμµn]?g|[md]?L)(CO2(?:e|-eq)?)?(?:\/(a|yr|year|day|h|s|[dm]?L|kg|m3|m³|[kM]Wh))?(?![\p{L}\d/-])/gu;

/** "per MWh", "per kg": a unit after "per" with no number before it, said in the singular. */
const PER_UNIT = /\bper\s+(kWh|MWh|GWh|TWh|kg|km|MW|GW|kW|GB|MB)(?![\p{L}\d])/gu;

function speakUnits(text: string): string {
  return text.replace(PER_UNIT, (m, unit: string) => {
    const words = UNITS[unit];
    return words === undefined ? m : `per ${words[0]}`;
  }).replace(UNIT, (m, n: string, unit: string, substance: string | undefined, per: string | undefined, offset: number, whole: string) => {
    const words = UNITS[unit];
    // A lone "s", "h", "g" or "L" only with a space before it, or a rate after it, which a typed
    // unit has ("10 s", "5 g/L"), not a plural or a label ("1990s", "5g networks").
    if (words === undefined || (/^[shgL]$/.test(unit) && !/\s/.test(m) && per === undefined)) return m;
    // A bare "g" or "L" is a mass or a volume only before "of" or as a rate ("2 g of salt", "5 g/L"):
    // "an acceleration of 3 g" is gravity, "a 4 L engine" a size.
    if (/^[gL]$/.test(unit) && per === undefined && !/^\s+of\b/.test(whole.slice(offset + m.length))) return m;
    if (substance !== undefined && !/^(?:[kMG]t|k?g)$/.test(unit)) return m;
    const of = substance === undefined ? "" : ` of ${substance.replace(/(?:e|-eq)$/, " equivalent")}`;
    return `${n} ${n === "1" ? words[0] : words[1]}${of}${per === undefined ? "" : ` per ${PER[per] ?? per}`}`;
  });
}

/** Units a rate is written with as a negative power ("m s⁻¹", "km s$^{-1}$"), as a speaker names them. */
const RATE_UNITS: Record<string, [string, string]> = {
  ...Object.fromEntries(["km", "cm", "mm", "kg", "s", "ms", "h"].flatMap((u) => (UNITS[u] === undefined ? [] : [[u, UNITS[u]]]))),
  msec: ["millisecond", "milliseconds"],
  m: ["metre", "metres"], g: ["gram", "grams"], yr: ["year", "years"], d: ["day", "days"], day: ["day", "days"], Mpc: ["megaparsec", "megaparsecs"], pc: ["parsec", "parsecs"],
};
const RATE = new RegExp(
  String.raw`(?<![\p{L}\d])(\d+(?:[.,]\d+)*\s+)?(${Object.keys(RATE_UNITS).join("|")})\s+(${Object.keys(RATE_UNITS).join("|")})\s*(?:to the negative ([12]) power|\^\(?[-−]([12])\)?|⁻([¹²]))`,
  "gu",
);

const FURTHER_PER = new RegExp(String.raw`(per (?:second|minute|hour|day|year|metre|kilometre))\s+(${Object.keys(RATE_UNITS).join("|")})\s*(?:\^\(?[-−]1\)?|⁻¹|to the negative 1 power)`, "gu");

/** "m s to the negative 1 power" (how "m s$^{-1}$" is said as maths), "km s⁻¹": "metres per second". */
function speakRates(text: string): string {
  return text
    .replace(RATE, (_m, n: string | undefined, top: string, bottom: string, a?: string, b?: string, c?: string) => {
      const power = a ?? b ?? (c === "²" ? "2" : "1");
      const [one, many] = RATE_UNITS[top] ?? [top, top];
      const per = RATE_UNITS[bottom]?.[0] ?? bottom;
      return `${n ?? ""}${n?.trim() === "1" ? one : many} per ${per}${power === "2" ? " squared" : ""}`;
    })
    // A rate of a rate: "metres per second day⁻¹" is "metres per second per day".
    .replace(FURTHER_PER, (_m, per: string, unit: string) => `${per} per ${RATE_UNITS[unit]?.[0] ?? unit}`);
}

export function speakNumbers(text: string): string {
  return speakUnits(speakRates(
    text
      // 2.5 × 10⁻⁴, 2.5 x 10^-4, 2.5·10^4
      .replace(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*[×x·]\\s*10(?:\\^\\(?([-+−]?\\d{1,3})\\)?|(${SUPERSCRIPT_CLASS}+))`, "g"), (_m, mant: string, caret?: string, sup?: string) =>
        power(mant, Number((caret ?? fromSuperscript(sup ?? "")).replace("−", "-"))),
      )
      // 1.5e-3, 2E+05
      .replace(/\b(\d+(?:\.\d+)?)[eE]([-+−]?\d{1,3})\b/g, (_m, mant: string, exp: string) => power(mant, Number(exp.replace("−", "-"))))
      // 10^3, 10³, 10⁻³
      .replace(new RegExp(`\\b10(?:\\^\\(?([-+−]?\\d{1,3})\\)?|(${SUPERSCRIPT_CLASS}+))`, "g"), (_m, caret?: string, sup?: string) =>
        power("1", Number((caret ?? fromSuperscript(sup ?? "")).replace("−", "-"))),
      )
      // other small powers: 2^10 → 1,024; larger ones in words
      .replace(/\b(\d{1,3})\^\(?(\d{1,2})\)?/g, (_m, base: string, exp: string) => {
        const v = Number(base) ** Number(exp);
        return v < 1e9 ? withThousands(String(v)) : `${base} to the power of ${exp}`;
      })
      .replace(/(^|[\s(])[−-](?=\d)/g, "$1minus ")
      .replace(/(\d)\s*%/g, "$1 percent")
      // "a train or test split of 2:1", "diluted 1:10": a ratio, said "2 to 1" (never a clock time
      // "10:30", whose minutes have two digits past 20).
      .replace(/(?<![\d.:])(\d{1,2}):(\d{1,2})(?![\d.:])/g, (m, a: string, b: string) => (Number(a) <= 20 && Number(b) <= 20 && !/^0\d/.test(b) ? `${a} to ${b}` : m))
      .replace(/(?<![\d.])(\d+)\/(\d{2,})(?![\d.])/g, (m, a: string, b: string) => (Number(b) >= 10 && Number(a) <= Number(b) ? `${a} out of ${b}` : m))
      // "for 4/9 recursive versions, compared to just 1/6 iterative ones": a count out of a few,
      // after a word that introduces a count (never "a 1/3 reduction", nor "1/2 of the data").
      .replace(/(?<=\b(?:for|in|on|just|only|of|to|than|with|and|all|were|was|are|is)\s)(\d)\/(\d)(?![\d./])(?=\s+(?!of\b)\p{L})/gu, (m, a: string, b: string) => (Number(a) <= Number(b) ? `${a} out of ${b}` : m))
      // "100M steps", "3K images", "2B tokens": a count's magnitude letter before its noun.
      // A temperature difference in kelvin ("4.3K warmer") and a temperature set the SI way ("at 300 K").
      .replace(/(?<![\p{L}\d.])(\d+(?:\.\d+)?)\s?K(?=\s+(?:warmer|colder|cooler|hotter|of (?:warming|cooling))\b)/gu, "$1 kelvin")
      // Spaced, a "K" before a noun may be thousands ("100 K steps"): kelvin only at a clause's end or before a small word.
      .replace(/(?<![\p{L}\d.])(\d+(?:\.\d+)?)\s+K(?=\s*(?:[,.;:)]|$)|\s+(?:and|or|to|in|for|the|at|with|of|is|was|are|were)\b)/gu, "$1 kelvin")
      .replace(/(?<![\p{L}\d.])(\d+(?:\.\d+)?)([KkMB])(?=\s+\p{Ll})/gu, (_m, n: string, k: string) => `${n} ${k === "K" || k === "k" ? "thousand" : k === "M" ? "million" : "billion"}`)
      // "5s of simulated time": seconds, typed without a space; never a decade ("the 1990s", "the 60s").
      .replace(/(?<![\p{L}\d.,])(\d+(?:\.\d+)?)s(?=\s+(?:of|per|each|long|later|after|before|for|and|or|to)\b|[,;)])/gu, (m, n: string) =>
        /^(?:\d0|\d{4})$/.test(n) ? m : `${n} ${n === "1" ? "second" : "seconds"}`,
      )
      // A size is whole numbers ("256 × 256"); a rate times a count is a product ("0.068 × 50,000").
      .replace(/(\d+\.\d+)\s*×\s*(\d)/g, "$1 times $2")
      .replace(/(\d)\s*[×x]\s*(\d)/g, "$1 by $2")
      .replace(/(\d)\s*[×]/g, "$1 times")
      .replace(/(\d)\s*[–—]\s*(\d)/g, "$1 to $2")
      // long integers get separators (not decimals, not years or codes of four digits, not a
      // catalogue number after its name: "KIC 11615890", "NGC 12345", "ID 20413")
      .replace(/(?<![\d.,])(?<!\b\p{Lu}{2,}[\s\u00a0-])(\d{5,})(?![\d.,]\d)/gu, (d: string) => withThousands(d)),
  ));
}
