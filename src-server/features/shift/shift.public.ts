/** What other features may read of the shift (the boundary of issue 30): the hotel's working day. */
export { hotelToday } from './shift.queries';
