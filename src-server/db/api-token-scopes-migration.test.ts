import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDatabases, type TestDb } from '../test/test-db';
import { makeMigrator } from './migrate';
import { API_TOKEN_SCOPES, READ_SCOPES } from '../../src-shared/api-tokens.schemas';

const BEFORE = '2026-11-30T021000_push-session-version';

/** Issue 28: tokens made as 'read' or 'write' keep exactly what they could reach, as scopes. */
describe.each(testDatabases())('the API token scopes migration on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.close());

  it("gives a read token every read scope and a write token every scope, and back", async () => {
    const migrator = makeMigrator(t.db);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const token = async (name: string, scope: string) => {
      const account = await sql<{ id: string }>`insert into users (email, password_hash, full_name, role, status)
        values (${`${name}@api-tokens.invalid`}, '!api-token', ${name}, 'integration', 'rejected') returning id`.execute(t.db);
      await sql`insert into api_tokens (name, scope, token_hash, user_id) values (${name}, ${scope}, ${name}, ${account.rows[0]!.id})`.execute(t.db);
    };
    await token('BI export', 'read');
    await token('Opera PMS', 'write');

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await sql<{ name: string; scopes: string[] }>`select name, scopes from api_tokens order by name`.execute(t.db);
    expect(rows.rows.map((r) => ({ name: r.name, scopes: [...r.scopes].sort() }))).toEqual([
      { name: 'BI export', scopes: [...READ_SCOPES].sort() },
      { name: 'Opera PMS', scopes: [...API_TOKEN_SCOPES].sort() },
    ]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const back = await sql<{ name: string; scope: string }>`select name, scope from api_tokens order by name`.execute(t.db);
    expect(back.rows).toEqual([
      { name: 'BI export', scope: 'read' },
      { name: 'Opera PMS', scope: 'write' },
    ]);
  });
});
