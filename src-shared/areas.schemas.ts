import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { textSchema } from './text.schemas';

/**
 * Issue 21, DESIGN §18: a hotel's public places (lobby, corridors, gym), places without
 * guests that work orders, recurring tasks and found items may name instead of a room.
 */
export const AREA_NAME_MAX = 80;
export const AREA_MESSAGES = { name: 'NAME_REQUIRED' } as const;

export const areaNameSchema = textSchema({ min: 1, max: AREA_NAME_MAX, required: AREA_MESSAGES.name });

export const areaRow = z.object({
  id: z.string(),
  hotelId: z.string(),
  name: z.string(),
  /** What names it (work orders, recurring tasks, found items): an area in use cannot be deleted. */
  uses: z.number().int(),
});
export type AreaRow = z.infer<typeof areaRow>;

export const hotelAreasInput = z.object({ hotelId: uuidSchema });
export const createAreaInput = z.object({ hotelId: uuidSchema, name: areaNameSchema });
export const renameAreaInput = z.object({ id: uuidSchema, name: areaNameSchema });
export const areaIdInput = z.object({ id: uuidSchema });
