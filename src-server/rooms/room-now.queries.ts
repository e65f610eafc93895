import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { BoardRoom } from '../../src-shared/room-ops.schemas';
import type { ReasonValues } from '../../src-shared/error-reasons';

/**
 * What a refusal because the room moved on says about the room now (issue 29 §5), so the phone
 * can say what changed ("set to Dirty by Maria at 10:42", "now assigned to Ana") instead of
 * only that something did: its number, status, when its row last changed (with the hotel's
 * zone, to read it as the hotel's time of day) and by whom (the stamp of the last write; none
 * for the app's own passes), and its assignee.
 */
export async function roomNowValues(trx: Kysely<Database>, board: BoardRoom, lastActorId: string | null): Promise<ReasonValues> {
  const actor = lastActorId ? await trx.selectFrom('users').select('full_name').where('id', '=', lastActorId).executeTakeFirst() : undefined;
  const hotel = await trx.selectFrom('hotels').select('timezone').where('id', '=', board.hotelId).executeTakeFirstOrThrow();
  return {
    room: board.roomNumber,
    status: board.status,
    at: board.updatedAt,
    timezone: hotel.timezone,
    ...(actor ? { by: actor.full_name } : {}),
    ...(board.assignedToName ? { assignee: board.assignedToName } : {}),
  };
}
