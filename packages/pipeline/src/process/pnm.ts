/** A decoded binary PNM image (P5 greymap or P6 pixmap, 8-bit), as poppler and ghostscript write them. */
export interface Pnm {
  width: number;
  height: number;
  channels: 1 | 3;
  data: Uint8Array;
}

/** Parses P5/P6 with optional comment lines; undefined for anything else or a short file. */
export function parsePnm(buf: Buffer): Pnm | undefined {
  const header = /^P([56])\s+(?:#[^\n]*\n\s*)*(\d+)\s+(?:#[^\n]*\n\s*)*(\d+)\s+(?:#[^\n]*\n\s*)*(\d+)\s/.exec(buf.subarray(0, 512).toString("latin1"));
  if (!header || header[4] !== "255") return undefined;
  const channels = header[1] === "6" ? 3 : 1;
  const width = Number(header[2]);
  const height = Number(header[3]);
  const start = header[0].length;
  if (buf.length < start + width * height * channels) return undefined;
  return { width, height, channels, data: new Uint8Array(buf.buffer, buf.byteOffset + start, width * height * channels) };
}
