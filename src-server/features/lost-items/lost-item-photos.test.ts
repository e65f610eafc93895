import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, ORIGIN, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedMember, seedRoom, type Member } from '../../test/seed-rooms';
import { expectError, expectInvalid } from '../../test/http-checks';
import { multipartBody } from '../../test/multipart-body';
import { TINY_PNG_BASE64 } from '../../test/procedure-policy';
import { createLocalBus } from '../../realtime/event-bus';
import { LOST_ITEM_KEEP_DAYS } from '../../../src-shared/lost-items.schemas';
import { disposeKeptLostItems } from './lost-items-disposal';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');
const DAY_MS = 86_400_000;

/** Issue 21, DESIGN §18: a found item's photo and area, and its disposal after N days. */
describe.each(testDatabases())('lost and found photos, areas and disposal on %s', (kind) => {
  const t = useTestApp(kind);

  const upload = (who: Member, id: string, files: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/lost-items/${id}/photo`,
      headers: { cookie: who.cookie, origin: ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('the finder adds a photo from the phone; the desk sees it; what is not an image, or more than one, is refused', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const otherKeeper = await seedMember(t.app, t.db, 'housekeeper', hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412');
    const phone = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, description: 'Black iPhone' } })).json();
    expect(phone.hasPhoto).toBe(false);
    expectError(await api(t.app, 'GET', `/api/lost-items/${phone.id}/photo`, { cookie: c.frontdesk.cookie }), 404, 'NOT_FOUND');

    const added = await upload(c.housekeeper, phone.id, [{ name: 'phone.png', bytes: PNG, type: 'image/png' }]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ id: phone.id, hasPhoto: true });
    const seen = await api(t.app, 'GET', `/api/lost-items/${phone.id}/photo`, { cookie: c.frontdesk.cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.headers['cache-control']).toBe('private, max-age=0');
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    const [listed] = (await api(t.app, 'GET', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.frontdesk.cookie })).json();
    expect(listed).toMatchObject({ id: phone.id, hasPhoto: true });

    // Named .jpg and sent as image/jpeg, but its bytes are text: refused, nothing stored.
    const fake = expectError(await upload(c.frontdesk, phone.id, [{ name: 'x.jpg', bytes: Buffer.from('not an image at all') }]), 400, 'BAD_REQUEST');
    expect(fake.reason).toBe('PHOTO_NOT_IMAGE');
    const two = expectError(await upload(c.frontdesk, phone.id, [{ name: 'a.png', bytes: PNG }, { name: 'b.png', bytes: PNG }]), 400, 'BAD_REQUEST');
    expect(two).toMatchObject({ reason: 'TOO_MANY_PHOTOS', values: { max: '1' } });
    expect(expectError(await upload(c.frontdesk, phone.id, [{ name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) }]), 400, 'BAD_REQUEST').reason).toBe('PHOTO_TOO_LARGE');
    const notMultipart = await api(t.app, 'POST', `/api/lost-items/${phone.id}/photo`, { cookie: c.frontdesk.cookie, body: { photo: 'x' } });
    expect(expectError(notMultipart, 400, 'BAD_REQUEST').reason).toBe('PHOTO_UPLOAD_INVALID');
    expect((await api(t.app, 'GET', `/api/lost-items/${phone.id}/photo`, { cookie: c.frontdesk.cookie })).rawPayload.equals(PNG)).toBe(true);

    // Another housekeeper did not find it: neither adds nor sees its photo; another hotel does not find it at all.
    expectError(await upload(otherKeeper, phone.id, [{ name: 'p.png', bytes: PNG }]), 403, 'FORBIDDEN');
    expectError(await api(t.app, 'GET', `/api/lost-items/${phone.id}/photo`, { cookie: otherKeeper.cookie }), 403, 'FORBIDDEN');
    const other = await seedHotel(t.db, 'Other');
    const theirDesk = await seedMember(t.app, t.db, 'frontdesk', other.id);
    expectError(await upload(theirDesk, phone.id, [{ name: 'p.png', bytes: PNG }]), 404, 'NOT_FOUND');
    expectError(await api(t.app, 'GET', `/api/lost-items/${phone.id}/photo`, { cookie: theirDesk.cookie }), 404, 'NOT_FOUND');
  });

  it('an item found in an area: searchable by area and by its name; a room and an area at once, or another hotel’s area, refused', async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const other = await seedHotel(t.db, 'Other');
    const theirManager = await seedMember(t.app, t.db, 'manager', other.id);
    const room = await seedRoom(t.db, hotel.id, '412');
    const gym = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/areas`, { cookie: c.manager.cookie, body: { name: 'Gym' } })).json();
    const spa = (await api(t.app, 'POST', `/api/hotels/${other.id}/areas`, { cookie: theirManager.cookie, body: { name: 'Spa' } })).json();
    const url = `/api/hotels/${hotel.id}/lost-items`;
    const bottle = await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body: { areaId: gym.id, place: 'by the lockers', description: 'Water bottle' } });
    expect(bottle.json()).toMatchObject({ areaId: gym.id, areaName: 'Gym', place: 'by the lockers', roomId: null });
    await api(t.app, 'POST', url, { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, description: 'Phone charger' } });
    const names = async (query: string) => (await api(t.app, 'GET', `${url}${query}`, { cookie: c.frontdesk.cookie })).json().map((i: { description: string }) => i.description);
    expect(await names(`?areaId=${gym.id}`)).toEqual(['Water bottle']);
    expect(await names('?q=gym')).toEqual(['Water bottle']);
    const csv = await api(t.app, 'GET', `${url}?format=csv&areaId=${gym.id}`, { cookie: c.frontdesk.cookie });
    expect(csv.body).toContain(',"Gym, by the lockers",Water bottle,');

    expectInvalid(await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { roomId: room.roomId, areaId: gym.id, description: 'Keys' } }), 'areaId', 'Choose a room or an area, not both');
    expect(expectError(await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { areaId: spa.id, description: 'Keys' } }), 404, 'NOT_FOUND').reason).toBe('AREA_NOT_FOUND');
    expectInvalid(await api(t.app, 'GET', `${url}?areaId=gym`, { cookie: c.frontdesk.cookie }), 'areaId');
  });

  it(`the periodic pass marks kept items found ${LOST_ITEM_KEEP_DAYS} days ago or more as disposed, once, with the time`, async () => {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const url = `/api/hotels/${hotel.id}/lost-items`;
    const log = async (description: string, daysAgo: number) => {
      const item = (await api(t.app, 'POST', url, { cookie: c.frontdesk.cookie, body: { place: 'Lobby', description } })).json();
      await t.db.updateTable('lost_items').set({ found_at: new Date(Date.now() - daysAgo * DAY_MS) }).where('id', '=', item.id).execute();
      return item.id as string;
    };
    const old = await log('Old scarf', LOST_ITEM_KEEP_DAYS + 1);
    const returned = await log('Old watch', LOST_ITEM_KEEP_DAYS + 5);
    await api(t.app, 'PATCH', `/api/lost-items/${returned}`, { cookie: c.frontdesk.cookie, body: { status: 'returned' } });
    const recent = await log('New hat', LOST_ITEM_KEEP_DAYS - 1);
    const now = new Date();
    const bus = createLocalBus();

    expect(await disposeKeptLostItems(t.db, bus, now)).toEqual([old]);
    expect(await disposeKeptLostItems(t.db, bus, now)).toEqual([]);
    const byId = new Map((await api(t.app, 'GET', url, { cookie: c.frontdesk.cookie })).json().map((i: { id: string }) => [i.id, i]));
    expect(byId.get(old)).toMatchObject({ status: 'disposed', statusAt: now.toISOString(), disposalDue: false, disposalDueAt: null });
    expect(byId.get(returned)).toMatchObject({ status: 'returned' });
    expect(byId.get(recent)).toMatchObject({ status: 'kept', disposalDue: false });
  });
});
