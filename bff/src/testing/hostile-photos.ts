import { crc32, createDeflate } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** PNG colour types by channels: grey, grey + alpha, RGB, RGBA. */
const COLOUR_TYPES = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

/**
 * A decompression bomb: a valid PNG of `width` × `height` pixels of zeros, a few hundred KB on the
 * wire that decodes to width × height × channels × depth / 8 bytes (6,000 × 6,000 16-bit RGBA:
 * 288 MB). Compressed a row at a time, so making it takes no such memory.
 */
export async function pngBomb(
  width: number,
  height: number,
  { channels = 4, depth = 16 }: { channels?: 1 | 2 | 3 | 4; depth?: 8 | 16 } = {},
): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(depth, 8);
  header.writeUInt8(COLOUR_TYPES[channels], 9);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  // Each row: filter byte 0, then zeros.
  const row = Buffer.alloc(1 + (width * channels * depth) / 8);
  for (let y = 0; y < height; y++)
    if (!deflate.write(row)) await new Promise((drained) => deflate.once('drain', drained));
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG whose header claims `width` × `height` pixels (up to 65,535 a side) over a tiny real
 * image's data: what a hostile site serves to make a decoder allocate for a giant.
 */
export function jpegClaiming(tinyJpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(tinyJpeg);
  for (let i = 2; i < out.length - 8; ) {
    if (out[i] !== 0xff) break;
    const marker = out[i + 1] as number;
    const length = out.readUInt16BE(i + 2);
    // SOF0-SOF3: precision, then height and width.
    if (marker >= 0xc0 && marker <= 0xc3) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + length;
  }
  throw new Error('no frame header in that JPEG');
}
