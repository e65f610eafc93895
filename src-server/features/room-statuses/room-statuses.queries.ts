/**
 * Moved (issue 19): the board reads are room-board.queries.ts, the row building room-rows.ts
 * and src-shared/room-row.ts, the writes room-writes.queries.ts, one room's change
 * change-room.ts. Kept only so branches written against the old module still build; import
 * from those modules, and delete this file once nothing does.
 */
export { findBoardRoom, listAssignedTo, listBoard, listBoardRooms, lockBoardRoom } from './room-board.queries';
export { roomNumberOrder, toBoardRoom } from './room-rows';
export { lockStatuses, releaseAssignedRooms, workedSeconds, writeStatusChanges, type LockedStatus, type StatusChanges } from './room-writes.queries';
export { withChanges } from '../../../src-shared/room-row';
