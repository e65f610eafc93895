/** What other features may use of room statuses (the boundary of issue 30): a status set as a person sets it (pms's differences routed to a change). */
export { setRoomStatus } from './room-statuses.service';
