import type { QueryClient } from '@tanstack/react-query';
import type { Client } from '../../offline/queued-action';
import { submitRoomOrder } from './submit-room-order';

/** Where a phone kept her order before the server did (DESIGN §22): one key per user and day. */
export const deviceOrderPrefix = (userId: string) => `hk-order:${userId}:`;

let migrating: Promise<void> | null = null;

/**
 * Her order as this phone kept it before it was a server write: today's is read once and sent
 * (through the queue, so offline it waits), then every such key is dropped; an older day's
 * is of no use and is dropped unsent. Once per page.
 */
export function migrateDeviceOrder(deps: { client: Client; queryClient: QueryClient }, userId: string, day: string): Promise<void> {
  migrating ??= (async () => {
    const prefix = deviceOrderPrefix(userId);
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
    const stored: unknown = JSON.parse(localStorage.getItem(prefix + day) ?? 'null');
    const roomIds = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    if (roomIds.length > 0) await submitRoomOrder(deps, { userId, date: day, roomIds, room: { roomId: roomIds[0]!, roomNumber: '' } });
    for (const key of keys) localStorage.removeItem(key);
  })();
  return migrating;
}
