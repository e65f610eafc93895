import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { GuestRequest } from '../../../../src-shared/guest-requests.schemas';
import { PULL_TO_REFRESH } from '../../../../src-shared/limits';
import { isApiError, trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { vibrate } from '../../../lib/vibrate';
import { roomErrorToast, roomSuccessToast } from '../../../components/rooms/room-toasts';
import { newClientActionId } from '../../../offline/client-action-id';
import { usePendingUpdates } from '../../../offline/pending-updates';
import { submitAction } from '../../../offline/submit-action';
import './queued-done';

const NONE: Record<string, GuestRequest[]> = {};

/**
 * The viewer's open guest requests (issue 21), by room, for the phone's cards; one queued
 * 'Done' hides its task at once. `done` is one tap: straight to the server when online with
 * an empty queue, else through the exactly-once queue (DESIGN §6) behind older changes.
 */
export function useGuestTasks(hotelId: string, userId: string) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mine = trpc.guestRequests.mine.useQuery({ hotelId });
  const pending = usePendingUpdates();
  const [busy, setBusy] = useState<string | null>(null);

  const tasks = useMemo(() => {
    const queued = new Set(pending.flatMap((item) => (item.kind === 'guest-request-done' ? [item.payload.requestId] : [])));
    return (mine.data ?? []).filter((r) => !queued.has(r.id));
  }, [mine.data, pending]);
  const byRoom = useMemo(() => {
    if (tasks.length === 0) return NONE;
    const map: Record<string, GuestRequest[]> = {};
    for (const r of tasks) (map[r.roomId] ??= []).push(r);
    return map;
  }, [tasks]);

  async function done(request: GuestRequest) {
    vibrate(PULL_TO_REFRESH.vibrationMs);
    setBusy(request.id);
    try {
      const submitted = await submitAction(
        { client: utils.client, queryClient },
        {
          id: newClientActionId(),
          kind: 'guest-request-done',
          userId,
          roomId: request.roomId,
          roomNumber: request.roomNumber,
          changedAt: new Date().toISOString(),
          payload: { requestId: request.id },
        },
      );
      if (submitted === 'queued') roomSuccessToast(t`Saved offline - Will sync when connection restored`);
    } catch (error) {
      if (!isApiError(error)) console.error('Guest request could not be saved', error);
      roomErrorToast(errorMessage(error, t`Failed to update the request`));
    } finally {
      setBusy(null);
    }
  }

  return { tasks, byRoom, done, busy };
}

export type GuestTasks = ReturnType<typeof useGuestTasks>;
