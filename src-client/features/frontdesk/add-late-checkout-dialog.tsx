import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isLaterToday } from '../../../src-shared/hotel-time';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useHotelTimezone } from '../../lib/rooms';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { usePatchRooms } from '../../lib/room-cache';
import { usePatchLateCheckouts } from '../late-checkouts/late-checkout-list';

interface AddLateCheckoutDialogProps {
  hotelId: string;
  rooms: BoardRoom[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** A room (typed or picked from the list) and a time later today in the hotel's timezone. */
export function AddLateCheckoutDialog({ hotelId, rooms, open, onOpenChange }: AddLateCheckoutDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Add Late Checkout`}>
      {open && <AddLateCheckoutForm hotelId={hotelId} rooms={rooms} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AddLateCheckoutForm({ hotelId, rooms, onDone }: { hotelId: string; rooms: BoardRoom[]; onDone(): void }) {
  const { t } = useLingui();
  const id = useId();
  const utils = trpc.useUtils();
  const timezone = useHotelTimezone(hotelId);
  const [roomNumber, setRoomNumber] = useState('');
  const [time, setTime] = useState('');
  const add = trpc.lateCheckouts.add.useMutation();
  const patchRooms = usePatchRooms();
  const patchLateCheckouts = usePatchLateCheckouts();
  const number = roomNumber.trim();
  const room = rooms.find((r) => r.roomNumber === number);
  const { errors, submitWith, pending } = useFormSubmit({
    // Nothing is sent while a field is missing or wrong (spec §5); each says why next to it (issue 13).
    check: () => {
      const found = {
        ...(!number ? { room: t`Please enter a room number` } : !room ? { room: t`Room not found` } : {}),
        ...(!time
          ? { time: t`Please choose a checkout time` }
          : !isLaterToday(time, timezone)
            ? { time: t`Checkout time must be in the future. Please select a later time.` }
            : {}),
      };
      return Object.keys(found).length > 0 ? found : null;
    },
    mutate: () => add.mutateAsync({ roomId: room!.roomId, hotelId, checkoutTime: time }),
    onSuccess: ({ rooms: changed, ...late }) => {
      patchRooms(hotelId, changed);
      patchLateCheckouts(late);
      roomSuccessToast(t`Late checkout added`);
    },
    failure: t`Failed to add late checkout`,
    failed: (message) => {
      roomErrorToast(message);
      // The list may have moved meanwhile (another desk added one): read it again.
      void utils.lateCheckouts.unresolved.invalidate({ hotelId });
    },
    close: onDone,
  });

  return (
    <form noValidate onSubmit={submitWith(undefined)} className="space-y-4">
      <Field
        label={t`Room Number`}
        list={`${id}-rooms`}
        inputMode="numeric"
        autoComplete="off"
        value={roomNumber}
        error={errors.room}
        onChange={(e) => setRoomNumber(e.target.value)}
      />
      <datalist id={`${id}-rooms`}>
        {rooms.map((r) => (
          <option key={r.roomId} value={r.roomNumber} />
        ))}
      </datalist>
      <Field label={t`Checkout Time`} type="time" value={time} error={errors.time} onChange={(e) => setTime(e.target.value)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </form>
  );
}
