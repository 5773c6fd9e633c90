import zlib from "node:zlib";

/** One entry of a hand-made zip; fields let a test forge what real zip writers refuse to. */
export interface RawEntry {
  name: string;
  data?: Buffer;
  deflate?: boolean;
  /** Unix mode in the high 16 bits of the external attributes (e.g. 0o120777 for a symlink). */
  unixMode?: number;
  encrypted?: boolean;
  /** Lie about the uncompressed size in the headers. */
  declaredSize?: number;
}

/** Writes a minimal PKZIP archive (local headers, central directory, end record). */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data ?? Buffer.alloc(0);
    const packed = e.deflate ? zlib.deflateRawSync(data) : data;
    // Traditional PKWARE encryption prefixes 12 header bytes to the (here unencrypted) data.
    const body = e.encrypted ? Buffer.concat([Buffer.alloc(12, 0x5a), packed]) : packed;
    const crc = zlib.crc32(data);
    const name = Buffer.from(e.name, "utf8");
    const flags = (e.encrypted ? 1 : 0) | 0x800;
    const method = e.deflate ? 8 : 0;
    const size = e.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by Unix, so the mode bits are read
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
