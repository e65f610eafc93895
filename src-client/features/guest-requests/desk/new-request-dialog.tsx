import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromZonedTime } from 'date-fns-tz';
import type { BoardRoom } from '../../../../src-shared/room-ops.schemas';
import { GUEST_REQUEST_KINDS, GUEST_REQUEST_NOTE_MAX, type GuestRequestKind } from '../../../../src-shared/guest-requests.schemas';
import { hotelDate } from '../../../../src-shared/hotel-time';
import { onShiftIds } from '../../../../src-shared/shift.schemas';
import { trpc } from '../../../lib/trpc';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useHotelTimezone, useHousekeepers } from '../../../lib/rooms';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { GUEST_REQUEST_KIND_LABELS } from '../phone/kind-labels';
import { patchGuestRequests } from '../guest-request-cache';
import { useQueryClient } from '@tanstack/react-query';

const SELECT = 'h-11 w-full rounded-md border border-border bg-card px-2 text-sm md:h-9';

/** The desk logs what a guest asked for a room (issue 21): what, a note, by when, and to whom (the room's housekeeper unless chosen). */
export function NewRequestDialog({ hotelId, rooms, onClose }: { hotelId: string; rooms: readonly BoardRoom[]; onClose(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const timezone = useHotelTimezone(hotelId);
  const housekeepers = useHousekeepers(hotelId);
  // Those on shift first (issue 29: the list offered people who had gone home); with no roster, everyone as before.
  const onShift = new Set(onShiftIds(trpc.shift.byDate.useQuery({ hotelId }).data));
  const everyone = housekeepers.data ?? [];
  const people = { onShift: everyone.filter((h) => onShift.has(h.id)), offShift: everyone.filter((h) => !onShift.has(h.id)) };
  const option = (h: { id: string; fullName: string }) => (
    <option key={h.id} value={h.id}>
      {h.fullName}
    </option>
  );
  const [roomNumber, setRoomNumber] = useState('');
  const [kind, setKind] = useState<GuestRequestKind>('towels');
  const [note, setNote] = useState('');
  const [due, setDue] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const create = trpc.guestRequests.create.useMutation();
  const number = roomNumber.trim();
  const room = rooms.find((r) => r.roomNumber === number);
  const { errors, pending, submitWith } = useFormSubmit({
    check: () => ({
      ...(!number ? { room: t`Please enter a room number` } : !room ? { room: t`Room not found` } : {}),
      ...(kind === 'other' && !note.trim() ? { note: t`Say what the guest asked for` } : {}),
    }),
    mutate: () => {
      const dueAt = due ? fromZonedTime(`${hotelDate(timezone)}T${due}:00`, timezone).toISOString() : null;
      return create.mutateAsync({ hotelId, roomId: room!.roomId, kind, note, dueAt, assigneeId: assigneeId || null });
    },
    onSuccess: (request) => patchGuestRequests(queryClient, [request]),
    success: (request) => (request.assignedToName ? t`Request sent to ${request.assignedToName}` : t`Request logged`),
    failure: t`The request could not be logged`,
    failureField: 'form',
    close: onClose,
  });

  return (
    <FormDialog title={<Trans>New guest request</Trans>} onClose={onClose} onSubmit={submitWith(undefined)} submitLabel={<Trans>Send request</Trans>} pending={pending} error={errors.form ?? null}>
      <Field label={t`Room Number`} list={`${id}-rooms`} inputMode="numeric" autoComplete="off" value={roomNumber} error={errors.room} onChange={(e) => setRoomNumber(e.target.value)} autoFocus />
      <datalist id={`${id}-rooms`}>
        {rooms.map((r) => (
          <option key={r.roomId} value={r.roomNumber} />
        ))}
      </datalist>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-kind`}>{t`What the guest asked for`}</Label>
        <select id={`${id}-kind`} className={SELECT} value={kind} onChange={(e) => setKind(e.target.value as GuestRequestKind)}>
          {GUEST_REQUEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(GUEST_REQUEST_KIND_LABELS[k])}
            </option>
          ))}
        </select>
      </div>
      <Field label={kind === 'other' ? t`Note` : t`Note (optional)`} value={note} maxLength={GUEST_REQUEST_NOTE_MAX} error={errors.note} onChange={(e) => setNote(e.target.value)} />
      <Field label={t`Due by (optional)`} type="time" value={due} onChange={(e) => setDue(e.target.value)} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-assignee`}>{t`Send to`}</Label>
        <select id={`${id}-assignee`} className={SELECT} value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
          <option value="">{t`The room's housekeeper`}</option>
          {people.onShift.length > 0 ? (
            <>
              <optgroup label={t`On shift`}>{people.onShift.map(option)}</optgroup>
              <optgroup label={t`Off shift`}>{people.offShift.map(option)}</optgroup>
            </>
          ) : (
            people.offShift.map(option)
          )}
        </select>
      </div>
    </FormDialog>
  );
}
