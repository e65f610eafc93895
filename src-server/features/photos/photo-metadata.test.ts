import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { orientationOf, stripPhotoMetadata, UnreadablePhotoError } from './photo-metadata';
import { imageTypeOf } from './photo-check';
import { TINY_PNG_BASE64 } from '../../test/procedure-policy';
import { CAMERA_MAKE, CANVAS_JPEG, CANVAS_WEBP, GPS_LATITUDE_BYTES, IPTC_MARK, phoneJpeg, phonePng, phoneWebp, VP8X_FLAGS_AT, XMP_MARK } from '../../test/photo-fixtures';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

/** None of what the camera wrote beside the pixels is left. */
function expectNoMetadata(bytes: Buffer) {
  expect(bytes.includes(GPS_LATITUDE_BYTES), 'GPS latitude').toBe(false);
  for (const mark of [CAMERA_MAKE, XMP_MARK, IPTC_MARK, 'Madrid', 'GPS 40.4168', 'Hana Keeper', 'trailer']) expect(bytes.includes(Buffer.from(mark, 'latin1')), mark).toBe(false);
}

/** The EXIF block (TIFF) of a stripped JPEG's APP1, or null. */
function jpegExif(bytes: Buffer): Buffer | null {
  const at = bytes.indexOf(Buffer.from('Exif\0\0', 'latin1'));
  if (at < 0) return null;
  return bytes.subarray(at + 6, at - 2 + bytes.readUInt16BE(at - 2));
}

/** Each chunk of a PNG: its type, data, and whether its CRC holds. */
function pngChunks(bytes: Buffer) {
  const chunks: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let i = 8; i < bytes.length; ) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    const data = bytes.subarray(i + 8, i + 8 + length);
    chunks.push({ type, data, crcOk: zlib.crc32(bytes.subarray(i + 4, i + 8 + length)) === bytes.readUInt32BE(i + 8 + length) });
    i += 12 + length;
  }
  return chunks;
}

/** Each chunk of a WebP's RIFF: its fourcc and data. */
function webpChunks(bytes: Buffer) {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let i = 12; i + 8 <= bytes.length; ) {
    const size = bytes.readUInt32LE(i + 4);
    chunks.push({ type: bytes.toString('latin1', i, i + 4), data: bytes.subarray(i + 8, i + 8 + size) });
    i += 8 + size + (size % 2);
  }
  return chunks;
}

/** Issue 28 (3), DESIGN §18: photos lose their location and metadata on the server, keep their pixels and orientation. */
describe('photo metadata stripping', () => {
  it('a JPEG with EXIF GPS, XMP, IPTC and a trailer comes back with none of it, the pixels and colour profile byte for byte', () => {
    const upright = stripPhotoMetadata(phoneJpeg(1), 'image/jpeg');
    expectNoMetadata(upright);
    expect(upright.equals(CANVAS_JPEG)).toBe(true);
    expect(stripPhotoMetadata(CANVAS_JPEG, 'image/jpeg').equals(CANVAS_JPEG)).toBe(true);
  });

  it('a portrait JPEG keeps its orientation, in an EXIF of that one tag only', () => {
    const portrait = stripPhotoMetadata(phoneJpeg(6), 'image/jpeg');
    expectNoMetadata(portrait);
    expect(imageTypeOf(portrait)).toBe('image/jpeg');
    const exif = jpegExif(portrait)!;
    expect(orientationOf(exif)).toBe(6);
    // One IFD entry (the orientation), no pointer to a GPS IFD, nothing after it.
    expect(exif.length).toBe(26);
    expect(exif.readUInt16BE(8)).toBe(1);
    // Take our 36-byte APP1 out again and it is the canvas image.
    expect(Buffer.concat([portrait.subarray(0, 2), portrait.subarray(2 + 36)]).equals(CANVAS_JPEG)).toBe(true);
  });

  it('a PNG with tEXt, iTXt (XMP), zTXt and eXIf (GPS) comes back without them; a portrait one keeps an eXIf of its orientation only', () => {
    const upright = stripPhotoMetadata(phonePng(PNG, 1), 'image/png');
    expectNoMetadata(upright);
    expect(upright.equals(PNG)).toBe(true);
    const portrait = stripPhotoMetadata(phonePng(PNG, 6), 'image/png');
    expectNoMetadata(portrait);
    const chunks = pngChunks(portrait);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'eXIf', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect(orientationOf(chunks[1]!.data)).toBe(6);
    expect(chunks[1]!.data.length).toBe(26);
  });

  it('a WebP with EXIF (GPS) and XMP chunks comes back without them and VP8X says so; a portrait one keeps an EXIF of its orientation only', () => {
    const stamped = phoneWebp(1);
    expect(stamped[VP8X_FLAGS_AT]! & 0x0c).toBe(0x0c);
    const upright = stripPhotoMetadata(stamped, 'image/webp');
    expectNoMetadata(upright);
    // Flags back to the ICC profile alone, RIFF size rewritten: the canvas file again.
    expect(upright.equals(CANVAS_WEBP)).toBe(true);
    const portrait = stripPhotoMetadata(phoneWebp(6), 'image/webp');
    expectNoMetadata(portrait);
    expect(portrait.readUInt32LE(4)).toBe(portrait.length - 8);
    expect(portrait[VP8X_FLAGS_AT]! & 0x0c).toBe(0x08);
    const chunks = webpChunks(portrait);
    expect(chunks.map((c) => c.type)).toEqual(['VP8X', 'ICCP', 'VP8 ', 'EXIF']);
    expect(orientationOf(chunks[3]!.data)).toBe(6);
  });

  it('a photo whose structure is cut short cannot be cleaned: refused, never stored as it came', () => {
    const cut = phoneJpeg(6).subarray(0, 40);
    expect(() => stripPhotoMetadata(cut, 'image/jpeg')).toThrow(UnreadablePhotoError);
    expect(() => stripPhotoMetadata(phonePng(PNG).subarray(0, 60), 'image/png')).toThrow(UnreadablePhotoError);
    expect(() => stripPhotoMetadata(phoneWebp().subarray(0, 60), 'image/webp')).toThrow(UnreadablePhotoError);
  });
});
