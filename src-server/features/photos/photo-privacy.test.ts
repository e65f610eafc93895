import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, ORIGIN, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRoom, type Member } from '../../test/seed-rooms';
import { multipartBody } from '../../test/multipart-body';
import { TINY_PNG_BASE64 } from '../../test/procedure-policy';
import { CAMERA_MAKE, GPS_LATITUDE_BYTES, phoneJpeg, phonePng, phoneWebp } from '../../test/photo-fixtures';
import { orientationOf } from './photo-metadata';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

/** Issue 28 (3), DESIGN §18: what the desk and maintenance see of a photo is its picture, not where it was taken. */
describe.each(testDatabases())('photos uploaded with their location on %s', (kind) => {
  const t = useTestApp(kind);

  const upload = (who: Member, url: string, files: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(files);
    return t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, origin: ORIGIN, 'content-type': body.contentType }, payload: body.payload });
  };
  const expectNoLocation = (bytes: Buffer) => {
    expect(bytes.includes(GPS_LATITUDE_BYTES)).toBe(false);
    expect(bytes.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
  };

  it('a work order’s JPEG, PNG and WebP and a lost item’s JPEG are served and stored without GPS, still upright', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412');
    const order = (await api(t.app, 'POST', '/api/work-orders', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, category: 'plumbing' } })).json();
    const sent = [
      { name: 'IMG_0001.jpg', bytes: phoneJpeg(6), type: 'image/jpeg' },
      { name: 'IMG_0002.png', bytes: phonePng(PNG, 1), type: 'image/png' },
      { name: 'IMG_0003.webp', bytes: phoneWebp(1), type: 'image/webp' },
    ];
    for (const file of sent) expect(file.bytes.includes(GPS_LATITUDE_BYTES)).toBe(true);
    const res = await upload(c.housekeeper, `/api/work-orders/${order.id}/photos`, sent);
    expect(res.statusCode, res.body).toBe(200);
    const photoIds: string[] = res.json().photoIds;
    expect(photoIds).toHaveLength(3);
    for (const photoId of photoIds) {
      const served = await api(t.app, 'GET', `/api/work-orders/${order.id}/photos/${photoId}`, { cookie: c.manager.cookie });
      expect(served.statusCode).toBe(200);
      expectNoLocation(served.rawPayload);
    }
    const stored = await t.db.selectFrom('work_order_photos').select(['bytes', 'content_type']).execute();
    for (const row of stored) expectNoLocation(Buffer.from(row.bytes));
    // The portrait JPEG still says how to turn it: its one EXIF tag.
    const jpeg = Buffer.from(stored.find((row) => row.content_type === 'image/jpeg')!.bytes);
    const exifAt = jpeg.indexOf(Buffer.from('Exif\0\0', 'latin1'));
    expect(orientationOf(jpeg.subarray(exifAt + 6))).toBe(6);

    const item = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, description: 'Black iPhone' } })).json();
    const added = await upload(c.housekeeper, `/api/lost-items/${item.id}/photo`, [{ name: 'IMG_0004.jpg', bytes: phoneJpeg(1), type: 'image/jpeg' }]);
    expect(added.statusCode, added.body).toBe(200);
    const seen = await api(t.app, 'GET', `/api/lost-items/${item.id}/photo`, { cookie: c.frontdesk.cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expectNoLocation(seen.rawPayload);
  });

  it('a photo cut short inside its own structure is refused as no image, and nothing is stored', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412');
    const order = (await api(t.app, 'POST', '/api/work-orders', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, category: 'plumbing' } })).json();
    const res = await upload(c.housekeeper, `/api/work-orders/${order.id}/photos`, [{ name: 'cut.jpg', bytes: phoneJpeg(6).subarray(0, 40) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', reason: 'PHOTO_NOT_IMAGE' });
    expect(await t.db.selectFrom('work_order_photos').select('id').execute()).toEqual([]);
  });
});
