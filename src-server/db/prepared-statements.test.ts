import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connectPostgres, type Db } from './connection';
import { PREPARED_PER_CONNECTION, statementName } from './prepared-statements';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';

describe('which texts get a statement name', () => {
  it('a text is named the second time it is seen, and keeps its name', () => {
    const text = `select $1::int + ${Math.random()} as n`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^k[\w-]{27}$/);
    expect(statementName(text)).toBe(name);
  });

  it('a text whose result is every column of a table is never named (its shape follows the table)', () => {
    for (const text of ['select * from rooms where id = $1', 'select "r".* from rooms as "r" where id = $1', 'update rooms set name = $1 returning *']) {
      statementName(text);
      expect(statementName(text)).toBeUndefined();
    }
  });
});

// pg_prepared_statements is per connection: each check pins one with db.connection().
describe.skipIf(!testDatabases().includes('postgres'))('prepared statements on PostgreSQL', () => {
  let testDb: TestDb;
  let unprepared: Db;
  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    unprepared = await connectPostgres(testDb.url!, 1, false);
  });
  afterAll(async () => {
    await unprepared.destroy();
    await testDb.close();
  });

  const preparedOn = (db: Db, run: (conn: Db) => Promise<void>) =>
    db.connection().execute(async (conn) => {
      await run(conn as Db);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
      return rows;
    });

  it('a query sent again is prepared once on the connection and answers as before', async () => {
    const marker = `marker_${Date.now()}`;
    const answers: unknown[] = [];
    const prepared = await preparedOn(testDb.db, async (conn) => {
      for (let i = 0; i < 3; i++) answers.push((await sql<{ n: number; m: string }>`select ${i}::int as n, ${marker}::text as m`.execute(conn)).rows[0]);
    });
    expect(answers).toEqual([0, 1, 2].map((n) => ({ n, m: marker })));
    expect(prepared.filter((p) => p.statement.includes('::text as m'))).toHaveLength(1);
  });

  it('with DATABASE_PREPARED_STATEMENTS=off nothing is prepared', async () => {
    const prepared = await preparedOn(unprepared, async (conn) => {
      for (let i = 0; i < 3; i++) await sql`select ${i}::int as n, 'off'::text as o`.execute(conn);
    });
    expect(prepared).toEqual([]);
  });

  it(`a connection prepares at most ${PREPARED_PER_CONNECTION} statements; past that, texts go unnamed and still run`, async () => {
    let sum = 0;
    const prepared = await preparedOn(testDb.db, async (conn) => {
      for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i++) {
        for (let twice = 0; twice < 2; twice++) {
          const { rows } = await sql<{ n: number }>`select ${1}::int as ${sql.ref(`n${i}`)}`.execute(conn);
          sum += Object.values(rows[0]!)[0] as number;
        }
      }
    });
    expect(sum).toBe(2 * (PREPARED_PER_CONNECTION + 20));
    expect(prepared.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    expect(prepared.length).toBeGreaterThan(PREPARED_PER_CONNECTION - 10);
  });
});
