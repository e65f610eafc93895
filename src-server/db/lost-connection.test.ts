import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { TRPCError } from '@trpc/server';
import { createTestDb, type TestDb } from '../test/test-db';
import { httpStatusOf, retryAfterOf, toErrorBody } from '../trpc/errors';
import { isLostConnection, retriedRead, retriedTransaction } from './lost-connection';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it('is told apart from a wrong statement by its SQLSTATE, socket code or pg message, also inside a tRPC error', () => {
    expect(isLostConnection(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isLostConnection(pgError('08006'))).toBe(true);
    expect(isLostConnection(pgError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isLostConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isLostConnection(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isLostConnection(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: pgError('57P01') }))).toBe(true);
    // A unique violation, a serialization failure, a bug: not the connection.
    expect(isLostConnection(pgError('23505'))).toBe(false);
    expect(isLostConnection(pgError('40001'))).toBe(false);
    expect(isLostConnection(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After instead of 500', () => {
    const lost = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new Error('Connection terminated unexpectedly') });
    expect(httpStatusOf(lost)).toBe(503);
    expect(retryAfterOf(lost)).toBeGreaterThan(0);
    expect(toErrorBody(lost)).toMatchObject({ code: 'DATABASE_UNAVAILABLE', reason: 'DATABASE_DOWN' });
    const bug = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new TypeError('x is undefined') });
    expect(httpStatusOf(bug)).toBe(500);
    expect(retryAfterOf(bug)).toBeNull();
  });
});

/** Only PostgreSQL has connections to lose. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction whose connection is killed', () => {
  let t: TestDb | undefined;
  let killer: pg.Client | undefined;

  beforeAll(async () => {
    t = await createTestDb('postgres');
    await sql`create table tallies (n int not null)`.execute(t.db);
    killer = new pg.Client({ connectionString: t.url! });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  /** One insert per run; the first `kills` runs end their own connection before they finish. */
  const tallied = (kills: number) => {
    let runs = 0;
    const body = async (trx: Parameters<Parameters<typeof retriedTransaction>[2]>[0]) => {
      runs += 1;
      await sql`insert into tallies (n) values (${runs})`.execute(trx);
      if (runs <= kills) {
        const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!;
        await killer!.query('select pg_terminate_backend($1)', [pid]);
        await sql`select 1`.execute(trx);
      }
      return runs;
    };
    return { body, runs: () => runs };
  };
  const tallies = async () => (await sql<{ n: number }>`select n from tallies order by n`.execute(t!.db)).rows.map((r) => r.n);

  it('is run again once on a fresh connection, and what it wrote is there once', async () => {
    await sql`delete from tallies`.execute(t!.db);
    const { body, runs } = tallied(1);
    expect(await retriedTransaction(t!.db, { claimed: false }, body)).toBe(2);
    expect(runs()).toBe(2);
    expect(await tallies()).toEqual([2]);
  });

  it('killed twice, it fails as a lost connection (a 503), with nothing written', async () => {
    await sql`delete from tallies`.execute(t!.db);
    const { body, runs } = tallied(2);
    const error = await retriedTransaction(t!.db, { claimed: true }, body).catch((e: unknown) => e);
    expect(isLostConnection(error)).toBe(true);
    expect(runs()).toBe(2);
    expect(await tallies()).toEqual([]);
  });

  it('a read whose connection is killed is read again on a fresh one', async () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      // The first read ends its own connection.
      return reads === 1 ? sql`select pg_terminate_backend(pg_backend_pid())`.execute(t!.db) : sql<{ one: number }>`select 1 as one`.execute(t!.db);
    };
    expect((await retriedRead(read)).rows).toEqual([{ one: 1 }]);
    expect(reads).toBe(2);
  });

  it('a failure that is not the connection is not run again', async () => {
    let runs = 0;
    const error = await retriedTransaction(t!.db, { claimed: true }, async (trx) => {
      runs += 1;
      await sql`select 1 / 0`.execute(trx);
    }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('22012');
    expect(runs).toBe(1);
  });
});
