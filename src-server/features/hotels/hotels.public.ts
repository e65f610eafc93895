/** What other features may use of hotels (the boundary of issue 30): a hotel's settings changed (room-lifecycle's inspection setting). */
export { updateHotel } from './hotels.service';
