import { useState } from 'react';
import { hotelDate } from '../../src-shared/hotel-time';
import { DEFAULT_TIMEZONE } from '../../src-shared/timezones';
import { trpc } from './trpc';

/**
 * The day a report shows, in the hotel's calendar: today until the manager picks another.
 * "Today" follows the hotel's timezone once it is known (UTC if it cannot be read); `ready`
 * says it is, so a report is not asked for the wrong day first.
 */
export function useHotelDay(hotelId: string) {
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const [picked, setPicked] = useState<string | null>(null);
  const today = hotelDate(hotel.data?.timezone ?? DEFAULT_TIMEZONE);
  return { date: picked ?? today, today, pick: setPicked, ready: !hotel.isPending, timezone: hotel.data?.timezone ?? DEFAULT_TIMEZONE };
}
