import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OUT_OF_ORDER_REASONS, OUT_OF_ORDER_RETURN_STATUSES, type OutOfOrderReason, type OutOfOrderReturnStatus } from '../../../src-shared/room-status';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input, NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { momentFromHotelInput } from '../../lib/hotel-clock-input';
import { applyRoomAnswer } from '../../lib/room-cache';
import { useQueryClient } from '@tanstack/react-query';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { OUT_OF_ORDER_REASON_LABELS } from './out-of-order-texts';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { useRoomTimezone } from './use-room-timezone';

/**
 * Out of order (DESIGN §17), the manager's: why (a reason code), from when (optional: now; a
 * later time schedules it and the board shows 'Out of order from …' until then), until when
 * (optional: open until someone returns it) and the status the room returns to. The times are
 * typed and read on the hotel's clock, whatever the zone of the manager's device.
 */
export function OutOfOrderDialog({ room, onClose }: { room: Pick<BoardRoom, 'roomId' | 'roomNumber'>; onClose(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<OutOfOrderReason>('repairs');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [returnStatus, setReturnStatus] = useState<OutOfOrderReturnStatus>('dirty');
  const [error, setError] = useState<string | null>(null);
  const mutation = trpc.outOfOrder.set.useMutation();
  const timezone = useRoomTimezone(room.roomId);
  const roomNumber = room.roomNumber;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Sending waits for the hotel's zone (pending below): a time read on another clock would be hours off.
    if (!timezone) return;
    const start = momentFromHotelInput(from, timezone);
    const end = momentFromHotelInput(until, timezone);
    // The server says the same (400); asking first keeps the dialog open with the reason.
    if (from && (!start || start.getTime() < Date.now() - 60_000)) return setError(t`The start of the out-of-order period cannot be in the past`);
    if (until && (!end || end.getTime() <= Date.now())) return setError(t`The end of the out-of-order period must be in the future`);
    if (start && end && end.getTime() <= start.getTime()) return setError(t`The end of the out-of-order period must be after its start`);
    try {
      const updated = await mutation.mutateAsync({ roomId: room.roomId, reason, returnStatus, from: start ? start.toISOString() : null, until: end ? end.toISOString() : null });
      applyRoomAnswer(queryClient, updated);
      roomSuccessToast(updated.outOfOrderScheduled ? t`Room ${roomNumber} will be out of order from the time set` : t`Room ${roomNumber} is out of order`);
      onClose();
    } catch (e) {
      setError(errorMessage(e, t`Failed to update room status`));
    }
  }

  return (
    <FormDialog
      title={<Trans>Room {roomNumber} out of order</Trans>}
      description={<Trans>Not sellable and off every cleaning list until it returns to service.</Trans>}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={<Trans>Set out of order</Trans>}
      pending={mutation.isPending || !timezone}
      error={error}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-reason`}>
          <Trans>Reason</Trans>
        </Label>
        <NativeSelect id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as OutOfOrderReason)}>
          {OUT_OF_ORDER_REASONS.map((r) => (
            <option key={r} value={r}>
              {i18n._(OUT_OF_ORDER_REASON_LABELS[r])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>
          <Trans>From (optional, now when empty)</Trans>
        </Label>
        <Input id={`${id}-from`} type="datetime-local" aria-describedby={`${id}-clock`} value={from} onChange={(e) => { setFrom(e.target.value); setError(null); }} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-until`}>
          <Trans>Until (optional)</Trans>
        </Label>
        <Input id={`${id}-until`} type="datetime-local" aria-describedby={`${id}-clock`} value={until} onChange={(e) => { setUntil(e.target.value); setError(null); }} />
      </div>
      {timezone && (
        <p id={`${id}-clock`} className="text-sm text-muted-foreground">
          <Trans>Times on the hotel's clock ({timezone})</Trans>
        </p>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-return`}>
          <Trans>Returns as</Trans>
        </Label>
        <NativeSelect id={`${id}-return`} value={returnStatus} onChange={(e) => setReturnStatus(e.target.value as OutOfOrderReturnStatus)}>
          {OUT_OF_ORDER_RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATUS_LABELS[s])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FormDialog>
  );
}

/** 'Return to service': the room goes to the status it was set to return to. */
export function useReturnToService() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = trpc.outOfOrder.returnToService.useMutation();
  const { mutateAsync } = mutation;
  return async (room: Pick<BoardRoom, 'roomId' | 'roomNumber'>) => {
    const roomNumber = room.roomNumber;
    try {
      applyRoomAnswer(queryClient, await mutateAsync({ roomId: room.roomId }));
      roomSuccessToast(t`Room ${roomNumber} returned to service`);
    } catch (e) {
      roomErrorToast(errorMessage(e, t`Failed to update room status`));
    }
  };
}
