import { sql } from 'kysely';

/**
 * 'The room has a late checkout not yet resolved', for a query over `rooms as r`: the board
 * row's mark (hasLateCheckout) and what keeps a room off auto-assign's plan (DESIGN §13).
 */
export const hasOpenLateCheckout = sql<boolean>`exists (select 1 from late_checkouts lc where lc.room_id = r.id and lc.resolved_at is null)`;
