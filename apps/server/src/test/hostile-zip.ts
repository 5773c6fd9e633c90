import zlib from "node:zlib";

/**
 * A hand-made zip writer for hostile fixtures: real zip libraries refuse to write `../` names,
 * absolute paths or overlapping entries, which is exactly what these tests need to send.
 */
export interface ForgedEntry {
  name: string;
  /** Plain bytes (deflated when `deflate`), or an already deflated stream with its real size and CRC. */
  data?: Buffer;
  deflate?: boolean;
  packed?: { bytes: Buffer; size: number; crc: number };
  /** Unix mode in the high 16 bits of the external attributes (0o120777 marks a symlink). */
  unixMode?: number;
  /** Extra central-directory names that point at this same local entry (overlapping-file bomb). */
  aliases?: string[];
}

function localHeader(name: Buffer, method: number, crc: number, packedSize: number, size: number): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(0x800, 6); // UTF-8 names
  h.writeUInt16LE(method, 8);
  h.writeUInt32LE(crc, 14);
  h.writeUInt32LE(packedSize, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(name.length, 26);
  return h;
}

function centralHeader(name: Buffer, method: number, crc: number, packedSize: number, size: number, mode: number, offset: number): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(0x0314, 4); // made by Unix, so readers honour the mode bits
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(0x800, 8);
  h.writeUInt16LE(method, 10);
  h.writeUInt32LE(crc, 16);
  h.writeUInt32LE(packedSize, 20);
  h.writeUInt32LE(size, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt32LE((mode << 16) >>> 0, 38);
  h.writeUInt32LE(offset, 42);
  return h;
}

/** Local headers, data, central directory and end record; no zip64 (every size stays under 4 GiB). */
export function forgeZip(entries: readonly ForgedEntry[]): Buffer {
  const body: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for (const e of entries) {
    const plain = e.data ?? Buffer.alloc(0);
    const packed = e.packed?.bytes ?? (e.deflate ? zlib.deflateRawSync(plain) : plain);
    const size = e.packed?.size ?? plain.length;
    const crc = e.packed?.crc ?? zlib.crc32(plain);
    const method = e.packed || e.deflate ? 8 : 0;
    const name = Buffer.from(e.name, "utf8");
    body.push(localHeader(name, method, crc, packed.length, size), name, packed);
    for (const n of [e.name, ...(e.aliases ?? [])]) {
      const nameBytes = Buffer.from(n, "utf8");
      central.push(centralHeader(nameBytes, method, crc, packed.length, size, e.unixMode ?? 0o100644, offset), nameBytes);
      count += 1;
    }
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...body, cd, end]);
}

const MIB = 1024 * 1024;
const ZERO_MIB = Buffer.alloc(MIB);
/**
 * One MiB of zeros as a non-final, byte-aligned deflate segment (sync flush). Segments only refer
 * back to their own bytes, so n copies followed by an empty final block inflate to n MiB: a
 * gigabyte costs a millisecond to "compress" instead of a second.
 */
const ZERO_SEGMENT = zlib.deflateRawSync(ZERO_MIB, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

const made = new Map<number, { bytes: Buffer; size: number; crc: number }>();

/** `mib` MiB of zeros as a deflate stream, with the real size and CRC (memoised: the CRC is the slow part). */
export function deflatedZeros(mib: number): { bytes: Buffer; size: number; crc: number } {
  const known = made.get(mib);
  if (known) return known;
  let crc = 0;
  for (let i = 0; i < mib; i += 1) crc = zlib.crc32(ZERO_MIB, crc);
  const result = { bytes: Buffer.concat([...Array.from({ length: mib }, () => ZERO_SEGMENT), FINAL_EMPTY_BLOCK]), size: mib * MIB, crc };
  made.set(mib, result);
  return result;
}
