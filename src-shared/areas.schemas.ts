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

/**
 * The head of a record that names one of the hotel's rooms or one of its areas (work orders,
 * recurring tasks, found items), with the number or name it reads by; spread first, so every
 * such answer lists them in the same order.
 */
export const placedRecordFields = {
  id: z.string(),
  hotelId: z.string(),
  roomId: z.string().nullable(),
  roomNumber: z.string().nullable(),
  /** In one of the hotel's areas (DESIGN §18) instead of a room. */
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
};

/** A new work order or recurring task names exactly one of a room and an area. */
export const ROOM_OR_AREA_REQUIRED = 'ROOM_OR_AREA_REQUIRED';
export const roomOrArea: [(v: { roomId?: string | null; areaId?: string | null }) => boolean, { message: string; path: string[] }] = [
  (v) => Boolean(v.roomId) !== Boolean(v.areaId),
  { message: ROOM_OR_AREA_REQUIRED, path: ['roomId'] },
];

export const hotelAreasInput = z.object({ hotelId: uuidSchema });
export const createAreaInput = z.object({ hotelId: uuidSchema, name: areaNameSchema });
export const renameAreaInput = z.object({ id: uuidSchema, name: areaNameSchema });
export const areaIdInput = z.object({ id: uuidSchema });
