/**
 * Writes the app icons (public/pwa-*.png) with no image library: a white key-card
 * mark on the app's blue, drawn pixel by pixel and PNG-encoded with zlib. The mark stays
 * inside the central 60 %, so the same images work as maskable icons.
 * Run: npx tsx scripts/generate-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** True where the mark is white: a rounded card with a key hole, in unit coordinates. */
function isMark(x: number, y: number): boolean {
  const inCard = x > 0.3 && x < 0.7 && y > 0.22 && y < 0.78;
  const hole = (x - 0.5) ** 2 + (y - 0.4) ** 2 < 0.075 ** 2;
  const slot = x > 0.475 && x < 0.525 && y > 0.4 && y < 0.6;
  const stripe = y > 0.66 && y < 0.7 && x > 0.36 && x < 0.64;
  return inCard && !hole && !slot && !stripe;
}

function png(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const colour = isMark((x + 0.5) / size, (y + 0.5) / size) ? WHITE : BLUE;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve(import.meta.dirname, '../public');
fs.mkdirSync(out, { recursive: true });
for (const [name, size] of [
  ['pwa-192x192.png', 192],
  ['pwa-512x512.png', 512],
  ['apple-touch-icon.png', 180],
  ['favicon-32x32.png', 32],
] as const) {
  fs.writeFileSync(path.join(out, name), png(size));
  console.log(`wrote public/${name}`);
}
