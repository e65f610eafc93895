import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { MyPriorities } from '../../../src-shared/arrivals.schemas';
import { applyOwnOrder, mainReason, orderByPriority, type PriorityReason } from '../../../src-shared/room-priority';
import { trpc } from '../../lib/trpc';
import { usePendingUpdates } from '../../offline/pending-updates';

/**
 * DESIGN §22 on the phone: her rooms in priority order (rush, a guest arriving soon, early
 * check-in, VIP…), with the reason of each, and the order she chose herself: kept on the
 * server (so ready times follow it and her other device shows it), sent through the offline
 * queue; a room whose guest arrives within the hotel's window stays ahead.
 */
const PRIORITIES_KEY = (userId: string) => `hk-priorities:${userId}`;
/** Before the server kept her order, the phone did (device-order-migration.ts moves it). */
const LEGACY_ORDER = (userId: string) => `hk-order:${userId}:`;

const listeners = new Set<() => void>();
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

function useStored(key: string): string | null {
  return useSyncExternalStore(subscribe, () => localStorage.getItem(key));
}

/** Hotel-local minute now: the device's clock in the hotel's day is near enough for 'within 90 minutes'. */
function nowMinute(): number {
  const d = new Date();
  return d.getHours() * 60 + d.getMinutes();
}

export function useMyOrder(userId: string, hotelId: string) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const answer = trpc.arrivals.myPriorities.useQuery({ hotelId }, { networkMode: 'always', refetchInterval: 5 * 60_000 });
  // The last answer stays on the device, so an offline reload keeps the order and its reasons.
  const storedPriorities = useStored(PRIORITIES_KEY(userId));
  const priorities: MyPriorities | null = useMemo(() => {
    if (answer.data) {
      const text = JSON.stringify(answer.data);
      if (text !== localStorage.getItem(PRIORITIES_KEY(userId))) {
        localStorage.setItem(PRIORITIES_KEY(userId), text);
        queueMicrotask(() => listeners.forEach((n) => n()));
      }
      return answer.data;
    }
    return storedPriorities ? (JSON.parse(storedPriorities) as MyPriorities) : null;
  }, [answer.data, storedPriorities, userId]);
  const day = priorities?.date ?? new Date().toISOString().slice(0, 10);
  // Her order: the newest one still waiting in the device's queue, else the server's.
  const pending = usePendingUpdates();
  const own = useMemo(() => {
    const queued = pending.filter((item) => item.kind === 'room-order' && item.userId === userId && item.payload.date === day).at(-1);
    return queued?.kind === 'room-order' ? queued.payload.roomIds : (priorities?.order ?? null);
  }, [pending, userId, day, priorities]);

  const serverDay = answer.data?.date;
  useEffect(() => {
    if (!serverDay || !Object.keys(localStorage).some((key) => key.startsWith(LEGACY_ORDER(userId)))) return;
    void import('./device-order-migration').then((m) => m.migrateDeviceOrder({ client: utils.client, queryClient }, userId, serverDay));
  }, [serverDay, userId, utils.client, queryClient]);

  const order = useCallback(
    (rooms: BoardRoom[]) => {
      const byRoom = new Map((priorities?.rooms ?? []).map((r) => [r.roomId, r]));
      const ranked = orderByPriority(
        rooms.map((room) => {
          const p = byRoom.get(room.roomId);
          return { ...room, rush: Boolean(room.priority), arrivalTime: p?.arrivalTime ?? null, departureTime: p?.departureTime ?? null, vip: p?.vip ?? 0, earlyCheckIn: p?.earlyCheckIn ?? false };
        }),
        nowMinute(),
        priorities?.windowMinutes ?? 90,
      );
      const placed = applyOwnOrder(ranked, own);
      const reasons = new Map<string, PriorityReason | null>(placed.map((r) => [r.roomId, mainReason(r.priority)]));
      const urgent = new Set(placed.filter((r) => r.priority.urgent).map((r) => r.roomId));
      const ordered = placed.map((r) => rooms.find((room) => room.roomId === r.roomId)!);
      return { rooms: ordered, reasons, urgent };
    },
    [priorities, own],
  );

  /** Moves a room one place up her list; the whole order is kept for the day, on the server. */
  const moveUp = useCallback(
    async (ordered: readonly BoardRoom[], roomId: string) => {
      const ids = ordered.map((r) => r.roomId);
      const i = ids.indexOf(roomId);
      if (i <= 0) return;
      [ids[i - 1], ids[i]] = [ids[i]!, ids[i - 1]!];
      const { submitRoomOrder } = await import('./submit-room-order');
      await submitRoomOrder({ client: utils.client, queryClient }, { userId, date: day, roomIds: ids, room: ordered[i]! });
    },
    [userId, day, utils.client, queryClient],
  );
  return { order, moveUp };
}
