import crypto from "node:crypto";
import zlib from "node:zlib";

/**
 * A minimal PDF writer for crafted fixtures: a 2,000-page file in half a megabyte, a scan with
 * no text layer, an encrypted file, all byte-for-byte deterministic and made without any tool.
 */
type PdfObject = string | Buffer;

function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]);
}

/** Objects are numbered from 1 in order; object 1 must be the catalog. */
function writePdf(objects: readonly PdfObject[], trailerExtra = ""): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), Buffer.isBuffer(obj) ? obj : Buffer.from(obj, "latin1"), Buffer.from("\nendobj\n", "latin1")]);
    offsets.push(offset);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

const WORDS = ["signal", "measure", "model", "sample", "result", "method", "error", "network", "protein", "window", "cluster", "theory", "reader", "border", "garden", "harbour", "lantern"];
const pick = (n: number, k: number) => WORDS[(n * 7 + k * 13) % WORDS.length] ?? "word";

/** A different sentence for every page, so no line looks like a running head repeated on each page. */
function pageSentences(n: number): string[] {
  return Array.from({ length: 4 }, (_, k) => `On page ${n} the ${pick(n, k)} and the ${pick(n + 3, k + 1)} agree with the ${pick(n + 5, k + 2)} we expected.`);
}

const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A text PDF of `pages` pages (Helvetica, one page tree, one content stream per page). */
export function textPdf(pages: number, title: string): Buffer {
  const fixed = 4; // catalog, page tree, regular and bold font
  const objects: PdfObject[] = ["<< /Type /Catalog /Pages 2 0 R >>", "", "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>", "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n += 1) {
    const pageObj = fixed + 2 * n - 1;
    kids.push(`${pageObj} 0 R`);
    const lines = pageSentences(n).map((s, k) => `BT /F1 11 Tf 72 ${640 - 16 * k} Td ${pdfString(s)} Tj ET`);
    if (n === 1) lines.unshift(`BT /F2 22 Tf 72 720 Td ${pdfString(title)} Tj ET`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj + 1} 0 R >>`);
    objects.push(stream("", Buffer.from(lines.join("\n"), "latin1")));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  return writePdf(objects);
}

/** Pages that are only pictures of text (a scan): grey stripes where lines would be, no text layer. */
export function imageOnlyPdf(pages: number): Buffer {
  const width = 300;
  const height = 400;
  const pixels = Buffer.alloc(width * height, 0xf4);
  for (let y = 40; y < height - 40; y += 12) pixels.fill(0x30, y * width + 30, y * width + width - 30);
  const image = stream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, zlib.deflateSync(pixels));
  const objects: PdfObject[] = ["<< /Type /Catalog /Pages 2 0 R >>", "", image];
  const kids: string[] = [];
  for (let n = 0; n < pages; n += 1) {
    const pageObj = objects.length + 1;
    kids.push(`${pageObj} 0 R`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 3 0 R >> >> /Contents ${pageObj + 1} 0 R >>`);
    objects.push(stream("", Buffer.from("q 540 0 0 720 36 36 cm /Im1 Do Q", "latin1")));
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  return writePdf(objects);
}

/**
 * A PDF under the standard security handler whose user password is not empty: its /U check value
 * does not match the empty password, so every reader asks for a password. The content is opaque
 * bytes, as real encrypted content is to anyone without the key.
 */
export function encryptedPdf(): Buffer {
  const seeded = (label: string, n: number) => crypto.createHash("sha256").update(label).digest().subarray(0, n).toString("hex");
  const objects: PdfObject[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    stream("", crypto.createHash("sha512").update("ciphertext").digest()),
    `<< /Filter /Standard /V 1 /R 2 /O <${seeded("owner", 32)}> /U <${seeded("user", 32)}> /P -44 >>`,
  ];
  const id = seeded("id", 16);
  return writePdf(objects, `/Encrypt 5 0 R /ID [<${id}> <${id}>] `);
}
