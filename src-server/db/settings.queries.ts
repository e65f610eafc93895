import type { Db } from './connection';

/** Returns the stored value, or stores the generated one; concurrent starts agree on one value. */
export async function getOrCreateSetting(db: Db, key: string, generate: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: generate() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
