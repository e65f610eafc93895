import zlib from 'node:zlib';
import type { PhotoContentType } from './photo-check';

/**
 * What a camera writes beside the pixels (EXIF with GPS, XMP, IPTC, text chunks) is taken out
 * on the server before a photo is stored (DESIGN §18, issue 28): a guest's room photo must not
 * tell where a housekeeper lives. The pixels, and the colour profile that says how to show them,
 * are kept byte for byte; no image is decoded or re-encoded (no codec, no native dependency).
 *
 * Orientation: a phone stores a portrait photo as landscape pixels plus an EXIF Orientation
 * tag. Applying it would mean decoding and re-encoding the image; recording it in a column
 * would mean every viewer rotating by hand. Instead the stripped photo keeps a minimal EXIF of
 * that one tag (26 bytes, nothing else), which every browser applies when it shows the image
 * (CSS `image-orientation: from-image`, the default). A photo whose orientation is the normal
 * one (1) gets no EXIF at all.
 */
export function stripPhotoMetadata(bytes: Buffer, contentType: PhotoContentType): Buffer {
  if (contentType === 'image/jpeg') return stripJpeg(bytes);
  if (contentType === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}

/** A photo whose structure does not hold together cannot be cleaned: refused, not stored as it is. */
export class UnreadablePhotoError extends Error {}

const unreadable = (what: string): never => {
  throw new UnreadablePhotoError(what);
};

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

/** The Orientation (1–8) of a TIFF-structured EXIF block; 1 when it has none or is unreadable. */
export function orientationOf(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let k = 0; k < count; k += 1) {
    const entry = ifd + 2 + 12 * k;
    if (entry + 12 > tiff.length) break;
    // SHORT (3), one value, held in the entry itself.
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** A TIFF block (big-endian) whose one IFD holds only the Orientation tag. */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // Bytes 20–21 pad the value; 22–25: no next IFD.
  return tiff;
}

/** EXIF in an APP1 segment or a WebP chunk may or may not start with 'Exif\0\0'. */
const tiffOf = (exif: Buffer) => (exif.subarray(0, 6).equals(EXIF_HEADER) ? exif.subarray(6) : exif);

// JPEG --------------------------------------------------------------------------------------

const SOS = 0xda;
const EOI = 0xd9;
const APP1 = 0xe1; // EXIF, XMP (and extended XMP)
const APP13 = 0xed; // IPTC, Photoshop
const COM = 0xfe; // comments: free text from any tool
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Segments are copied but APP1, APP13 and comments; the entropy-coded data after each SOS is
 * copied as it is, up to the next marker. Anything after EOI (phones append thumbnails, depth
 * maps, even videos there) is dropped.
 */
function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let orientation = 1;
  let i = 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) unreadable('JPEG: no marker where one belongs');
    const start = i;
    while (bytes[i + 1] === 0xff) i += 1; // fill bytes
    const marker = bytes[i + 1];
    if (marker === undefined) break;
    i += 2;
    if (marker === EOI) {
      kept.push(bytes.subarray(start, i));
      break;
    }
    if (isRestart(marker) || marker === 0x01) {
      kept.push(bytes.subarray(start, i));
      continue;
    }
    if (i + 2 > bytes.length) unreadable('JPEG: segment without its length');
    const end = i + bytes.readUInt16BE(i);
    if (end < i + 2 || end > bytes.length) unreadable('JPEG: segment longer than the file');
    const body = bytes.subarray(i + 2, end);
    if (marker === APP1) {
      if (orientation === 1 && body.subarray(0, 6).equals(EXIF_HEADER)) orientation = orientationOf(body.subarray(6));
    } else if (marker !== APP13 && marker !== COM) {
      kept.push(bytes.subarray(start, end));
    }
    i = end;
    if (marker === SOS) {
      // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte) or a restart marker.
      let k = i;
      while (k < bytes.length && !(bytes[k] === 0xff && bytes[k + 1] !== 0x00 && !isRestart(bytes[k + 1] ?? 0))) k += 1;
      kept.push(bytes.subarray(i, k));
      i = k;
    }
  }
  const exif = orientation === 1 ? [] : [jpegSegment(APP1, Buffer.concat([EXIF_HEADER, orientationOnlyTiff(orientation)]))];
  return Buffer.concat([bytes.subarray(0, 2), ...exif, ...kept]);
}

/** One JPEG segment: marker, length, body. */
export function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

// PNG ---------------------------------------------------------------------------------------

/** Chunks that carry metadata: EXIF, and text (tEXt, compressed zTXt, international iTXt), where XMP lives too. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt']);

function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let orientation = 1;
  let i = 8;
  let sawEnd = false;
  while (i < bytes.length && !sawEnd) {
    if (i + 8 > bytes.length) unreadable('PNG: chunk without its header');
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (end > bytes.length) unreadable('PNG: chunk longer than the file');
    if (type === 'eXIf') orientation = orientationOf(bytes.subarray(i + 8, i + 8 + length));
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(i, end));
    sawEnd = type === 'IEND';
    i = end;
  }
  // Right after IHDR, before the image data, as the eXIf chunk must be.
  if (orientation !== 1 && kept.length > 0) kept.splice(1, 0, pngChunk('eXIf', orientationOnlyTiff(orientation)));
  return Buffer.concat([bytes.subarray(0, 8), ...kept]);
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// WebP --------------------------------------------------------------------------------------

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/**
 * RIFF chunks are copied but EXIF and 'XMP '; the VP8X header's flags then say so (a decoder
 * may refuse a file whose flags promise a chunk that is not there), and the RIFF size is
 * written again.
 */
function stripWebp(bytes: Buffer): Buffer {
  if (bytes.length < 12) unreadable('WebP: no RIFF header');
  const kept: Buffer[] = [];
  let orientation = 1;
  let vp8x: Buffer | null = null;
  let i = 12;
  while (i + 8 <= bytes.length) {
    const type = bytes.toString('latin1', i, i + 4);
    const size = bytes.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2);
    if (i + 8 + size > bytes.length) unreadable('WebP: chunk longer than the file');
    const chunk = Buffer.from(bytes.subarray(i, Math.min(end, bytes.length)));
    if (type === 'EXIF') orientation = orientationOf(tiffOf(chunk.subarray(8, 8 + size)));
    else if (type !== 'XMP ') {
      if (type === 'VP8X') vp8x = chunk;
      kept.push(chunk);
    }
    i = end;
  }
  if (vp8x && vp8x.length > 8) {
    vp8x[8] = vp8x[8]! & ~(VP8X_EXIF | VP8X_XMP);
    // The orientation goes back only where the format has room for it (an extended WebP).
    if (orientation !== 1) {
      vp8x[8] = vp8x[8]! | VP8X_EXIF;
      kept.push(webpChunk('EXIF', orientationOnlyTiff(orientation)));
    }
  }
  const riff = Buffer.from(bytes.subarray(0, 12));
  const body = Buffer.concat(kept);
  riff.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([riff, body]);
}

/** One WebP chunk: fourcc, length, data, padded to an even size. */
export function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}
