import { hotelClock, hotelDate } from '../../../src-shared/hotel-time';
import { minutesOf } from '../../../src-shared/room-priority';

/**
 * The minute of the hotel's day `date` from which its queues are reckoned (DESIGN §22): now
 * (to the second) on today, the hotel's day start on a later day, the day's end on a past one.
 */
export function dayMinute(timezone: string, dayStart: string, date: string, at: Date): number {
  const today = hotelDate(timezone, at);
  if (date === today) return minutesOf(hotelClock(timezone, at)) + at.getSeconds() / 60;
  return date > today ? minutesOf(dayStart) : 24 * 60;
}
