/** What other features may read of the workload (the boundary of issue 30): the hotel's housekeepers. */
export { hotelHousekeepers } from './workload.queries';
