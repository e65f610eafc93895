import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { fail } from '../../trpc/errors';

/** How long a lease holds: far beyond an import's seconds, short enough after an instance died mid-import. */
const LEASE_SECONDS = 120;

/**
 * One import at a time per hotel (issue 28), across every instance of the app: the import
 * holds the hotel's row in occupancy_import_leases while it runs. A second one meanwhile is
 * refused 409 IMPORT_IN_PROGRESS rather than queued, so a desk clicking twice or a PMS
 * retrying does not take two threads and two transactions of the same day. A lease older
 * than LEASE_SECONDS (its instance died) is taken over.
 */
export async function oneImportPerHotel<T>(db: Db, hotelId: string, work: () => Promise<T>): Promise<T> {
  // To the millisecond, as a Date holds it: the release below finds the lease by it.
  const { rows } = await sql<{ started_at: Date }>`
    insert into occupancy_import_leases (hotel_id, started_at) values (${hotelId}, date_trunc('milliseconds', clock_timestamp()))
    on conflict (hotel_id) do update set started_at = excluded.started_at
      where occupancy_import_leases.started_at < clock_timestamp() - make_interval(secs => ${LEASE_SECONDS})
    returning started_at`.execute(db);
  const lease = rows[0];
  if (!lease) fail('CONFLICT', 'IMPORT_IN_PROGRESS');
  try {
    return await work();
  } finally {
    // Only this import's lease (one that outlived LEASE_SECONDS may have been taken over). Not
    // removed (the database gone): it lapses after LEASE_SECONDS.
    await db
      .deleteFrom('occupancy_import_leases')
      .where('hotel_id', '=', hotelId)
      .where('started_at', '=', lease.started_at)
      .execute()
      .catch(() => undefined);
  }
}
