import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import { hotelClock, hotelDate } from '../../../src-shared/hotel-time';
import { changeRooms } from '../../rooms/change-rooms';
import { applyDayPlan } from './day-plan.service';

/**
 * At each hotel's day start (hotel time), for the hotels that auto-apply their plan (DESIGN
 * §17): the day's plan applied once. The day is claimed in the transaction that applies it
 * (`auto_planned_day`), so however many instances run the pass, each hotel's day is applied
 * once; a pass that fails leaves the day unclaimed for the next.
 */
export async function runDayPlanPass(db: Db, bus: EventBus, now = new Date()): Promise<string[]> {
  const hotels = await db
    .selectFrom('cleaning_rules as r')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['r.hotel_id', 'h.timezone', 'r.day_start', sql<string | null>`r.auto_planned_day::text`.as('planned_day')])
    .where('r.auto_apply', '=', true)
    .execute();
  const applied: string[] = [];
  for (const hotel of hotels) {
    const today = hotelDate(hotel.timezone, now);
    if (hotelClock(hotel.timezone, now) < hotel.day_start || (hotel.planned_day !== null && hotel.planned_day >= today)) continue;
    // Through the room change path, by the system: after commit its live screens hear of it.
    const planned = await changeRooms({ db, bus }, {}, async (trx, _locked, writer) => {
      const claimed = await trx
        .updateTable('cleaning_rules')
        .set({ auto_planned_day: today })
        .where('hotel_id', '=', hotel.hotel_id)
        .where('auto_apply', '=', true)
        .where(sql<boolean>`(auto_planned_day is null or auto_planned_day < ${today}::date)`)
        .returning('hotel_id')
        .executeTakeFirst();
      if (!claimed) return { answer: false, logged: null };
      // Nobody set it off: the history names no one (the system's own rules, DESIGN §17).
      return { answer: true, logged: (await applyDayPlan(trx, writer, hotel.hotel_id, today, null, { at: now })).change };
    });
    if (planned) applied.push(hotel.hotel_id);
  }
  return applied;
}

export interface DayPlanPass {
  start(): void;
  stop(): Promise<void>;
}

/** Runs the pass every minute (a day start is a minute of the clock), unreferenced so it never holds the process. */
export function createDayPlanPass(opts: {
  db: Db;
  bus: EventBus;
  log: Pick<FastifyBaseLogger, 'warn'>;
  everyMs?: number;
  /** Other minute-by-minute work run after the plan (out-of-order rooms whose end has passed, DESIGN §17). */
  alsoRun?: ((db: Db, bus: EventBus) => Promise<unknown>)[];
}): DayPlanPass {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    running ??= runDayPlanPass(opts.db, opts.bus)
      .then(() => Promise.all((opts.alsoRun ?? []).map((run) => run(opts.db, opts.bus))))
      .catch((error: unknown) => opts.log.warn({ err: error }, 'day plan pass failed; trying again at the next'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, opts.everyMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A pass stuck on a database that never answers must not hold the shutdown (as the webhook worker's).
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
  };
}
