/** One tar entry; type "0" file, "5" directory, "2" symlink, "1" hard link. */
export interface RawTarEntry {
  name: string;
  data?: Buffer;
  type?: "0" | "1" | "2" | "5";
  linkName?: string;
}

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, "0")}\0`;
}

/** Writes a ustar archive by hand, so tests can forge names real tar writers refuse. */
export function rawTar(entries: RawTarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = e.data ?? Buffer.alloc(0);
    const h = Buffer.alloc(512);
    h.write(e.name, 0, 100, "utf8");
    h.write(octal(0o644, 8), 100);
    h.write(octal(0, 8), 108);
    h.write(octal(0, 8), 116);
    h.write(octal(e.type === "0" || e.type === undefined ? data.length : 0, 12), 124);
    h.write(octal(0, 12), 136);
    h.write("        ", 148);
    h.write(e.type ?? "0", 156);
    if (e.linkName) h.write(e.linkName, 157, 100, "utf8");
    h.write("ustar\0", 257);
    h.write("00", 263);
    let sum = 0;
    for (const b of h) sum += b;
    h.write(octal(sum, 7), 148);
    blocks.push(h);
    if (e.type === "0" || e.type === undefined) {
      blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
