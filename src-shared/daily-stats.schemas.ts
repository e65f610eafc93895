import { z } from 'zod';
import { uuidSchema } from './auth.schemas';

export const dailyStatsInput = z.object({
  hotelId: uuidSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date as yyyy-MM-dd'),
});

export const dailyStat = z.object({
  housekeeperId: z.string(),
  housekeeperName: z.string(),
  roomCount: z.number().int(),
  rooms: z.array(z.object({ roomNumber: z.string() })),
});
export type DailyStat = z.infer<typeof dailyStat>;
