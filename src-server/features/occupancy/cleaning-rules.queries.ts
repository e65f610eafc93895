import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { DEFAULT_CLEANING_RULES, type CleaningRules } from '../../../src-shared/cleaning-rules.schemas';

type Executor = Db | Transaction<Database>;

/** The hotel's cadence (DESIGN §17); the defaults when it never set one. */
export async function findRules(db: Executor, hotelId: string): Promise<CleaningRules> {
  const row = await db.selectFrom('cleaning_rules').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst();
  if (!row) return { ...DEFAULT_CLEANING_RULES };
  return {
    stayoverEveryNights: row.stayover_every_nights,
    linenEveryNights: row.linen_every_nights,
    optOutMaxNights: row.opt_out_max_nights,
    touchUpAfterDays: row.touch_up_after_days,
    dayStart: row.day_start,
    autoApply: row.auto_apply,
    arrivalWindowMinutes: row.arrival_window_minutes,
    turndownRule: row.turndown_rule,
  };
}

export async function saveRules(db: Executor, hotelId: string, rules: CleaningRules): Promise<void> {
  const values = {
    stayover_every_nights: rules.stayoverEveryNights,
    linen_every_nights: rules.linenEveryNights,
    opt_out_max_nights: rules.optOutMaxNights,
    touch_up_after_days: rules.touchUpAfterDays,
    day_start: rules.dayStart,
    auto_apply: rules.autoApply,
    arrival_window_minutes: rules.arrivalWindowMinutes,
    turndown_rule: rules.turndownRule,
    updated_at: new Date(),
  };
  await db
    .insertInto('cleaning_rules')
    .values({ hotel_id: hotelId, ...values })
    .onConflict((oc) => oc.column('hotel_id').doUpdateSet(values))
    .execute();
}
