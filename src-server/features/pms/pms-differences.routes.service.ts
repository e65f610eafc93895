import crypto from 'node:crypto';
import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import type { PmsDifference } from '../../../src-shared/pms.schemas';
import { setRoomStatus } from '../room-statuses/room-statuses.public';
import { connectorOf } from './pms-connections.service';
import { findConnection, logPmsEvent, type ConnectionRow } from './pms-connections.queries';
import { comparePmsConditions, readPmsDifferences, statusForTheirs } from './pms-differences.service';
import type { PmsConnector } from './pms-connector';
import { createConnector } from './pms-connectors';

type Deps = Pick<Context, 'db' | 'bus' | 'push' | 'webhookHosts' | 'pmsKeys'> & { actor: Actor } & HotelScope;
type Answer = { comparedAt: string | null; differences: PmsDifference[] };

async function saved(ctx: Deps): Promise<ConnectionRow> {
  const row = await findConnection(ctx.db, ctx.hotelId);
  if (!row) fail('NOT_FOUND', 'PMS_NOT_CONNECTED');
  return row;
}

/** The vendor's mapping table alone (`condition`): no credentials, never a request. */
const mappingOf = (row: ConnectionRow): PmsConnector => createConnector(row.vendor, { baseUrl: row.base_url, propertyId: row.property_id }, {});

function connectorOrNull(ctx: Deps, row: ConnectionRow): PmsConnector | null {
  try {
    return connectorOf(row, ctx.pmsKeys ?? { secretsKey: null, sessionKeys: [] }, { allowedHosts: ctx.webhookHosts });
  } catch {
    return null;
  }
}

/** The last comparison's differences (DESIGN §19). */
export async function pmsDifferences(ctx: Deps): Promise<Answer> {
  const row = await saved(ctx);
  return readPmsDifferences(ctx.db, row.id, mappingOf(row));
}

/** 'Compare now': the morning comparison, on demand; its outcome is in the log too. */
export async function comparePmsNow(ctx: Deps): Promise<Answer & { ok: boolean }> {
  const row = await saved(ctx);
  const connector = connectorOrNull(ctx, row);
  const outcome = connector ? await comparePmsConditions(ctx.db, row, connector) : { ok: false };
  return { ok: outcome.ok, ...(await readPmsDifferences(ctx.db, row.id, mappingOf(row))) };
}

/**
 * One click either way (DESIGN §19): 'ours' sends our condition to the PMS now (the vendor's
 * answer comes back, and goes to the log); 'theirs' sets our room to the status the PMS's
 * condition stands for, through the room's normal change (its rules, history and push).
 * Either way a fixed room leaves the list.
 */
export async function fixPmsDifference(ctx: Deps, input: { differenceId: string; keep: 'ours' | 'theirs' }): Promise<{ ok: boolean; detail: string }> {
  const row = await saved(ctx);
  const difference = await ctx.db
    .selectFrom('pms_differences as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['d.id', 'd.room_id', 'r.room_number', 'd.ours', 'd.theirs', 'h.inspection_required'])
    .where('d.id', '=', input.differenceId)
    .where('d.connection_id', '=', row.id)
    .executeTakeFirst();
  if (!difference) fail('NOT_FOUND', 'PMS_DIFFERENCE_NOT_FOUND');
  let result: { ok: boolean; detail: string };
  if (input.keep === 'ours') {
    const connector = connectorOrNull(ctx, row);
    if (!connector) fail('PRECONDITION_FAILED', 'PMS_SECRETS_KEY_MISSING');
    const outcome = await connector.pushCondition({ roomNumber: difference.room_number }, difference.ours, crypto.randomUUID());
    result = { ok: outcome.ok, detail: `Room ${difference.room_number}: sent ${difference.ours}: ${outcome.answer}` };
  } else {
    const status = statusForTheirs(mappingOf(row), difference.theirs, difference.inspection_required);
    if (!status || status === 'out_of_order') fail('BAD_REQUEST', 'PMS_DIFFERENCE_NOT_TAKEABLE');
    await setRoomStatus(ctx, { roomId: difference.room_id, status: status as 'dirty' | 'clean' | 'out_of_service' });
    result = { ok: true, detail: `Room ${difference.room_number}: took ${difference.theirs} from the PMS as ${status}` };
  }
  await logPmsEvent(ctx.db, row.id, 'fix', result.ok, result.detail);
  if (result.ok) await ctx.db.deleteFrom('pms_differences').where('id', '=', difference.id).execute();
  return result;
}
