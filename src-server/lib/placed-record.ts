import type { z } from 'zod';
import type { placedRecordFields } from '../../src-shared/areas.schemas';

type PlacedRecord = { [K in keyof typeof placedRecordFields]: z.infer<(typeof placedRecordFields)[K]> };

/** The head of a record in a room or an area (src-shared `placedRecordFields`), from its row joined to `rooms` and `areas`. */
export function placedRecordOf(row: {
  id: string;
  hotel_id: string;
  room_id: string | null;
  room_number: string | null | undefined;
  area_id: string | null;
  area_name: string | null | undefined;
}): PlacedRecord {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    roomId: row.room_id,
    roomNumber: row.room_number ?? null,
    areaId: row.area_id,
    areaName: row.area_name ?? null,
  };
}
