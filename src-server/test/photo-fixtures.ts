import zlib from 'node:zlib';
import { jpegSegment, pngChunk, webpChunk } from '../features/photos/photo-metadata';

/**
 * Real images with metadata a phone's camera writes, for the metadata stripper's tests. The
 * pixels are an 8×6 picture drawn by Chromium's canvas (toDataURL, quality 0.8), which also
 * wrote the sRGB ICC profile (JPEG APP2, WebP ICCP) a stripper must keep; the metadata is
 * built here with the formats' own structures (TIFF IFDs with a GPS IFD, PNG text chunks,
 * WebP RIFF chunks and VP8X flags).
 */
export const CANVAS_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAZEAACAwEAAAAAAAAAAAAAAAAABAEREgL/xAAVAQEBAAAAAAAAAAAAAAAAAAADB//EAB0RAAEEAgMAAAAAAAAAAAAAAAEAAgMEERIxYbH/2gAMAwEAAhEDEQA/AI1luF9YnqdVdgAJrQ0YCntq1NblM07tnHknoY8X/9k=',
  'base64',
);
export const CANVAS_WEBP = Buffer.from(
  'UklGRi4CAABXRUJQVlA4WAoAAAAgAAAABwAABQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggQAAAALABAJ0BKggABgABQCYlsAQYBNgDCAAA/tJknpI+5CvKXH0AheLlF/5V/v/BEdy6n/zALe+7//ozf/9Gb+gwAAA=',
  'base64',
);

/** The GPS latitude written below (40° 25' 0.6048"), as its rational bytes: what must not survive. */
export const GPS_LATITUDE_BYTES = Buffer.from([0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 25, 0, 0, 0, 1, 0, 0, 0x17, 0xa0, 0, 0, 0x27, 0x10]);
/** A camera's make, in IFD0 beside the orientation. */
export const CAMERA_MAKE = 'PhoneCam Xyz';

/**
 * EXIF as a phone writes it (big-endian TIFF): IFD0 with Make, Orientation and a pointer to a
 * GPS IFD holding GPSLatitudeRef 'N' and GPSLatitude as three rationals.
 */
export function phoneExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 2 + 2 * 12 + 4 + 24 + 16);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const gpsIfd = 8 + 2 + 3 * 12 + 4;
  const latitude = gpsIfd + 2 + 2 * 12 + 4;
  const make = latitude + 24;
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (short) tiff.writeUInt16BE(value, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(3, 8);
  entry(10, 0x010f, 2, CAMERA_MAKE.length + 1, make); // Make (ASCII)
  entry(22, 0x0112, 3, 1, orientation, true); // Orientation
  entry(34, 0x8825, 4, 1, gpsIfd); // GPS IFD pointer
  tiff.writeUInt16BE(2, gpsIfd);
  entry(gpsIfd + 2, 0x0001, 2, 2, 0x4e000000); // GPSLatitudeRef 'N'
  entry(gpsIfd + 14, 0x0002, 5, 3, latitude); // GPSLatitude
  GPS_LATITUDE_BYTES.copy(tiff, latitude);
  tiff.write(CAMERA_MAKE, make, 'latin1');
  return tiff;
}

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="40,25.01N"/></rdf:RDF></x:xmpmeta>';
export const XMP_MARK = 'exif:GPSLatitude';
export const IPTC_MARK = 'Photoshop 3.0';

/** The canvas JPEG with EXIF (GPS), XMP and IPTC segments after its SOI, and a trailer after its EOI. */
export function phoneJpeg(orientation = 6): Buffer {
  const exif = jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), phoneExif(orientation)]));
  const xmp = jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${XMP}`, 'latin1'));
  // Photoshop's image resource 0x0404 (IPTC) holding City (2:90) = 'Madrid'.
  const iptc = jpegSegment(0xed, Buffer.concat([Buffer.from(IPTC_MARK, 'latin1'), Buffer.from([0]), Buffer.from('8BIM', 'latin1'), Buffer.from([4, 4, 0, 0, 0, 0, 0, 11, 0x1c, 2, 90, 0, 6]), Buffer.from('Madrid', 'latin1')]));
  return Buffer.concat([CANVAS_JPEG.subarray(0, 2), exif, xmp, iptc, CANVAS_JPEG.subarray(2), Buffer.from('trailer GPS 40.4168 N')]);
}

/** A PNG (the app's tiny test PNG) with tEXt, iTXt (XMP), zTXt and eXIf (GPS) chunks after IHDR. */
export function phonePng(png: Buffer, orientation = 6): Buffer {
  const ihdrEnd = 8 + 12 + 13;
  const chunks = [
    pngChunk('tEXt', Buffer.from('Comment\0Room 412, GPS 40.4168 N', 'latin1')),
    pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, 'latin1')),
    pngChunk('zTXt', Buffer.concat([Buffer.from('Author\0\0', 'latin1'), zlib.deflateSync('Hana Keeper')])),
    pngChunk('eXIf', phoneExif(orientation)),
  ];
  return Buffer.concat([png.subarray(0, ihdrEnd), ...chunks, png.subarray(ihdrEnd)]);
}

/** VP8X's flags byte, 20 bytes into the file. */
export const VP8X_FLAGS_AT = 20;

/** The canvas WebP (already VP8X, with ICCP) with EXIF (GPS) and 'XMP ' chunks at its end, and VP8X saying so. */
export function phoneWebp(orientation = 6): Buffer {
  const body = Buffer.concat([CANVAS_WEBP.subarray(12), webpChunk('EXIF', phoneExif(orientation)), webpChunk('XMP ', Buffer.from(XMP, 'latin1'))]);
  const riff = Buffer.from(CANVAS_WEBP.subarray(0, 12));
  riff.writeUInt32LE(body.length + 4, 4);
  const webp = Buffer.concat([riff, body]);
  webp[VP8X_FLAGS_AT] = webp[VP8X_FLAGS_AT]! | 0x08 | 0x04;
  return webp;
}
