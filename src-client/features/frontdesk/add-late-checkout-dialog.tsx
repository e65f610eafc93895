import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { isLaterToday } from '../../../src-shared/hotel-time';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { useHotelTimezone } from '../../lib/rooms';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = roomNumber.trim();
    if (!number || !time || add.isPending) return;
    const room = rooms.find((r) => r.roomNumber === number);
    if (!room) return roomErrorToast(t`Room not found`);
    if (!isLaterToday(time, timezone)) return roomErrorToast(t`Checkout time must be in the future. Please select a later time.`);
    try {
      await add.mutateAsync({ roomId: room.roomId, hotelId, checkoutTime: time });
      roomSuccessToast(t`Late checkout added`);
      onDone();
    } catch (error) {
      roomErrorToast(errorMessage(error, t`Failed to add late checkout`));
    } finally {
      await Promise.all([utils.lateCheckouts.invalidate(), utils.roomStatuses.invalidate()]);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-room`}>
          <Trans>Room Number</Trans>
        </Label>
        <Input
          id={`${id}-room`}
          list={`${id}-rooms`}
          inputMode="numeric"
          autoComplete="off"
          value={roomNumber}
          onChange={(e) => setRoomNumber(e.target.value)}
        />
        <datalist id={`${id}-rooms`}>
          {rooms.map((r) => (
            <option key={r.roomId} value={r.roomNumber} />
          ))}
        </datalist>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-time`}>
          <Trans>Checkout Time</Trans>
        </Label>
        <Input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={add.isPending}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </form>
  );
}
