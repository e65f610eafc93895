import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { seedHotel } from '../test/test-app';
import { changesSince, CHANGE_LOG_KEEP, logChange, pruneChangeLogs } from './change-log.queries';

/** Issue 9: a change takes its sequence value at COMMIT, so no hotel-wide lock is held before it. */
describe.each(testDatabases())('commit-time change sequence on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  const seqs = async (hotelId: string) =>
    (await t.db.selectFrom('hotel_changes').select('seq').where('hotel_id', '=', hotelId).orderBy('seq').execute()).map((r) => Number(r.seq));

  it('entries are provisional inside the transaction and numbered in order at commit', async () => {
    const hotel = await seedHotel(t.db);
    const inside = await t.db.transaction().execute(async (trx) => {
      await logChange(trx, { hotelId: hotel.id, kind: 'staff' });
      await logChange(trx, { hotelId: hotel.id, kind: 'hotel' });
      return (await trx.selectFrom('hotel_changes').select('seq').where('hotel_id', '=', hotel.id).execute()).map((r) => Number(r.seq));
    });
    expect(inside.every((seq) => seq < 0)).toBe(true);
    const found = await changesSince(t.db, hotel.id, 0);
    expect(found).toMatchObject({ seq: 2, changes: [{ seq: 1, kind: 'staff' }, { seq: 2, kind: 'hotel' }] });
    const { change_seq } = await t.db.selectFrom('hotel_change_counters').select('change_seq').where('hotel_id', '=', hotel.id).executeTakeFirstOrThrow();
    expect(Number(change_seq)).toBe(2);
  });

  it('a rolled-back change leaves no entry and no gap', async () => {
    const hotel = await seedHotel(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await logChange(trx, { hotelId: hotel.id, kind: 'staff' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.db.transaction().execute((trx) => logChange(trx, { hotelId: hotel.id, kind: 'hotel' }));
    expect(await seqs(hotel.id)).toEqual([1]);
  });

  it.runIf(kind === 'postgres')('an open transaction does not hold up another change of the hotel; order is commit order', async () => {
    const hotel = await seedHotel(t.db);
    const slow = await t.db.startTransaction().execute();
    try {
      await logChange(slow, { hotelId: hotel.id, kind: 'staff' });
      // Before, the slow transaction's log entry locked the hotel's row until it ended: this waited for it.
      await t.db.transaction().execute((trx) => logChange(trx, { hotelId: hotel.id, kind: 'hotel' }));
      expect((await changesSince(t.db, hotel.id, 0)) as object).toMatchObject({ seq: 1, changes: [{ seq: 1, kind: 'hotel' }] });
      await slow.commit().execute();
    } catch (error) {
      await slow.rollback().execute();
      throw error;
    }
    expect(await changesSince(t.db, hotel.id, 1)).toMatchObject({ seq: 2, changes: [{ seq: 2, kind: 'staff' }] });
  });

  it('pruning drops only entries both a day old and more than 10,000 changes back', async () => {
    const hotel = await seedHotel(t.db);
    const old = new Date(Date.now() - CHANGE_LOG_KEEP.ms - 60_000);
    const last = CHANGE_LOG_KEEP.changes + 5;
    await t.db.updateTable('hotel_change_counters').set({ change_seq: String(last) }).where('hotel_id', '=', hotel.id).execute();
    const entry = (seq: number, at: Date) => ({ hotel_id: hotel.id, seq, kind: 'staff', at });
    await t.db
      .insertInto('hotel_changes')
      .values([entry(1, old), entry(5, old), entry(6, old), entry(7, new Date()), entry(last, new Date())])
      .execute();
    await pruneChangeLogs(t.db);
    expect(await seqs(hotel.id)).toEqual([6, 7, last]);
  });
});
