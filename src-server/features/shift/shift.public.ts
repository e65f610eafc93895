/**
 * What other features may use of the shift (the boundary of issue 30): the hotel's working
 * day and who is on it; a hand over's shift change and its undo (workload, room-statuses);
 * a housekeeper proposed for the shift at sign-in (auth).
 */
export { hotelToday, onShift, takeOffByHandOver, handOverHotel, undoShiftChange } from './shift.queries';
export { proposeOnSignIn } from './sign-in-proposal';
