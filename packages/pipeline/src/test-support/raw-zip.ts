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

interface SharedFields {
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  size: number;
  nameLength: number;
}

/**
 * The fields a local header and its central directory entry hold alike, in the same layout, from
 * "version needed" (at `at`) to the name length; time, date and extra field stay zero.
 */
function writeSharedFields(header: Buffer, at: number, f: SharedFields): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(f.flags, at + 2);
  header.writeUInt16LE(f.method, at + 4);
  header.writeUInt32LE(f.crc, at + 10);
  header.writeUInt32LE(f.packedSize, at + 14);
  header.writeUInt32LE(f.size, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
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
    const shared: SharedFields = { flags, method, crc, packedSize: body.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, shared);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by Unix, so the mode bits are read
    writeSharedFields(central, 6, shared);
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
