/**
 * What other features may read of occupancy (the boundary of issue 30): the hotel's cleaning
 * rules and its clock. Arrivals order the day by them; they do not reach into the queries.
 */
export { findRules } from './cleaning-rules.queries';
export { hotelTimezone } from './occupancy.queries';
