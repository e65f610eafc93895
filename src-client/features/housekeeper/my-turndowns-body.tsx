import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TurndownRoom } from '../../../src-shared/turndown.schemas';
import { isApiError, trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { usePendingUpdates } from '../../offline/pending-updates';
import { submitAction } from '../../offline/submit-action';
import { useTurndownSnapshot } from './turndown-snapshot';
import './queued-turndown';

/**
 * Her rooms for tonight's turndown (issue 32), as the server planned them from the night's
 * occupancy and the evening roster, in room order; one tap records one done, like every other
 * phone action (DESIGN §6): straight to the server when online with nothing older waiting,
 * else kept on the device and sent once, later. The list follows the hotel's live events, and
 * is kept on the device like her rooms (turndown-snapshot.ts), so an offline start shows it.
 */
export function MyTurndownsBody({ hotelId, userId, sync }: { hotelId: string; userId: string; sync?: () => Promise<void> }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const list = trpc.turndown.tonight.useQuery({ hotelId });
  useTurndownSnapshot(userId, hotelId, list);
  const pending = usePendingUpdates();
  const [busy, setBusy] = useState<string | null>(null);
  useErrorToast(list.error, msg`Could not load tonight's turndowns`);
  const waiting = new Set(pending.flatMap((item) => (item.kind === 'turndown-done' ? [item.roomId] : [])));
  const rooms = list.data?.rooms ?? [];

  async function done(room: TurndownRoom) {
    setBusy(room.roomId);
    try {
      const submitted = await submitAction(
        { client: utils.client, queryClient, sync },
        {
          id: newClientActionId(),
          kind: 'turndown-done',
          userId,
          roomId: room.roomId,
          roomNumber: room.roomNumber,
          changedAt: new Date().toISOString(),
          payload: { date: list.data?.date ?? '' },
        },
      );
      if (submitted === 'queued') roomSuccessToast(t`Saved offline - Will sync when connection restored`);
    } catch (error) {
      if (!isApiError(error)) console.error('Turndown could not be saved', error);
      roomErrorToast(errorMessage(error, t`Could not record the turndown`));
    } finally {
      setBusy(null);
    }
  }

  if (list.isPending) {
    return (
      <p role="status" className="py-2 text-sm text-muted-foreground">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (rooms.length === 0) {
    return (
      <p className="py-2 text-sm text-muted-foreground">
        <Trans>No turndowns for you tonight</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border" aria-label={t`My turndowns tonight`}>
      {rooms.map((r) => (
        <li key={r.roomId} data-my-turndown={r.roomNumber} className="flex min-h-11 items-center justify-between gap-2 py-1">
          <span className="font-medium">
            <Trans>Room {r.roomNumber}</Trans>
            {r.vip > 0 && <span className="ms-2 text-xs text-muted-foreground">VIP</span>}
          </span>
          {r.doneAt ? (
            <span className="text-sm text-muted-foreground">
              <Trans>Done</Trans>
            </span>
          ) : waiting.has(r.roomId) ? (
            // Tapped offline: done on the device, sent once when the phone is back online.
            <span className="flex gap-2 text-sm text-muted-foreground" data-turndown-pending>
              <span>
                <Trans>Done</Trans>
              </span>
              <span>
                <Trans>Waiting to sync</Trans>
              </span>
            </span>
          ) : (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void done(r)} aria-label={t`Turndown done, room ${r.roomNumber}`}>
              <Trans>Done</Trans>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
