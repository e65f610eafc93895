/**
 * What other features may use of occupancy (the boundary of issue 30): the hotel's cleaning
 * rules and its clock (arrivals, turndown); the rooms by number and the day's occupancy
 * written from a PMS pull (pms); a day's occupancy as a webhook sends it (webhooks).
 */
export { findRules } from './cleaning-rules.queries';
export { hotelTimezone, listDay, roomsByNumber } from './occupancy.queries';
export { writeOccupancyDay } from './occupancy.service';
