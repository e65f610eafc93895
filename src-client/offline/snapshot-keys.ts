/** Where each list of the housekeeper's screens is kept on the device, per user. */
export function snapshotKeys(userId: string, hotelId: string) {
  return {
    myRooms: `${userId}:my-rooms`,
    allRooms: `${userId}:all-rooms:${hotelId}`,
    lateCheckouts: `${userId}:late-checkouts:${hotelId}`,
    unread: `${userId}:unread-notes:${hotelId}`,
    selfCheck: `${userId}:self-check:${hotelId}`,
    turndowns: `${userId}:turndowns:${hotelId}`,
  };
}

/** Whether a snapshot holds a turndown list (tonight's, as the phone last fetched it). */
export function isTurndownSnapshot(key: string): boolean {
  return key.split(':')[1] === 'turndowns';
}

/** Which room list a snapshot holds, read back from its key: one person's rooms or a hotel's. */
export type RoomListOfSnapshot = { assignedTo: string } | { hotelId: string } | null;

export function roomListOfSnapshot(key: string): RoomListOfSnapshot {
  const [userId, list, hotelId] = key.split(':');
  if (userId && list === 'my-rooms') return { assignedTo: userId };
  if (list === 'all-rooms' && hotelId) return { hotelId };
  return null;
}
