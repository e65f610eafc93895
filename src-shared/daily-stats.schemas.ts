import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { daySchema } from './date.schemas';

export const dailyStatsInput = z.object({
  hotelId: uuidSchema,
  date: daySchema,
});

export const dailyStat = z.object({
  housekeeperId: z.string(),
  housekeeperName: z.string(),
  roomCount: z.number().int(),
  rooms: z.array(z.object({ roomNumber: z.string() })),
});
export type DailyStat = z.infer<typeof dailyStat>;
