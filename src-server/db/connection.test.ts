import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../test/test-db';

/**
 * A database restart or failover drops connections the app holds. One checked out between
 * two statements of a transaction has no pool listener; its loss must fail the transaction,
 * not end the process with an unhandled 'error' event.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection lost while in use', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fails the transaction, and the pool serves the next query on a new connection', async () => {
    const other = await createTestDb('postgres');
    try {
      const lost = t.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other.db);
        // The loss arrives while no statement of this transaction is running.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(lost).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(t.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await other.close();
    }
  });
});
