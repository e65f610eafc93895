import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { StartedRoomChoice } from '../../../src-shared/workload.schemas';
import { startedRoomsOf } from '../../../src-shared/room-work-state';
import type { Housekeeper } from './use-workload';
import { trpc } from '../../lib/trpc';
import { usePatchRooms } from '../../lib/room-cache';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { roomErrorToast, undoableToast } from '../../components/rooms/room-toasts';
import { useUndoChange } from '../room-status/use-undo-change';
import { newClientActionId } from '../../offline/client-action-id';
import { handOverMessage } from './hand-over-toast';
import { HousekeeperChecklist } from './housekeeper-checklist';

interface HandOverDialogProps {
  hotelId: string;
  from: Housekeeper;
  housekeepers: readonly Housekeeper[];
  /** Who is on shift (or, with no roster, has rooms): ticked at first. */
  working: ReadonlySet<string>;
  /** The hotel's rooms, to ask about the ones she has started. */
  rooms?: readonly BoardRoom[];
  onClose(): void;
}

/**
 * Someone goes home (DESIGN §13, issue 18): she goes off shift, the rooms she has not
 * finished go to the people chosen (on their own floors first), a started room goes as the
 * manager says, and the toast names who got what, with Undo.
 */
export function HandOverDialog({ hotelId, from, housekeepers, working, rooms, onClose }: HandOverDialogProps) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const undo = useUndoChange();
  const reassign = trpc.workload.reassign.useMutation();
  const patchRooms = usePatchRooms();
  // The roster is small and the answer does not carry it: it alone is read again.
  const refreshShift = () => utils.shift.byDate.invalidate({ hotelId });
  const others = housekeepers.filter((h) => h.id !== from.id);
  const [chosen, setChosen] = useState(() => {
    const busy = others.filter((h) => working.has(h.id));
    return new Set((busy.length > 0 ? busy : others).map((h) => h.id));
  });
  const started = startedRoomsOf(rooms ?? [], from.id);
  const [choice, setChoice] = useState<StartedRoomChoice>('move');
  const questionId = useId();
  const name = from.fullName;
  const startedNumbers = started.map((r) => r.roomNumber).join(', ');

  // The toast names who got what, with Undo (no plain success toast); the roster alone is read again.
  const { run, pending } = useFormSubmit({
    mutate: () =>
      reassign.mutateAsync({
        hotelId,
        fromHousekeeperId: from.id,
        toHousekeeperIds: [...chosen],
        started: started.length > 0 ? choice : 'keep',
        clientActionId: newClientActionId(),
      }),
    onSuccess: (result) => {
      patchRooms(hotelId, result.rooms);
      undoableToast(handOverMessage(result), () => {
        void undo(hotelId, result.actionId).then(refreshShift);
      });
    },
    failure: t`Failed to hand over the rooms`,
    failed: (message) => roomErrorToast(message),
    close: onClose,
    refresh: refreshShift,
  });
  const handOver = () => void run(undefined);

  const options: { value: StartedRoomChoice; label: string }[] = [
    { value: 'move', label: t`Move them too (the timer stops; the time worked stays in the history)` },
    { value: 'keep', label: t`Leave them with ${name}` },
    { value: 'release', label: t`Put them back to dirty, unassigned` },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Hand over the rooms of {name}</Trans>}
      description={<Trans>{name} goes off shift. Rooms not finished go to the housekeepers you choose, first to those already on the same floors.</Trans>}
      footer={
        <Button onClick={handOver} disabled={chosen.size === 0 || pending}>
          <Trans>Hand over</Trans>
        </Button>
      }
    >
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Hand over to</Trans>
        </legend>
        <HousekeeperChecklist housekeepers={others} chosen={chosen} onChange={setChosen} />
      </fieldset>
      {started.length > 0 && (
        <fieldset className="space-y-1" aria-describedby={questionId}>
          <legend className="text-sm font-medium">
            <Trans>Started rooms</Trans>
          </legend>
          <p id={questionId} className="text-sm text-muted-foreground">
            <Trans>
              {name} has started {startedNumbers}. What should happen to them?
            </Trans>
          </p>
          {options.map((o) => (
            <label key={o.value} className="flex min-h-11 items-center gap-3 text-sm md:min-h-9">
              <input type="radio" name={questionId} className="h-4 w-4 accent-primary" checked={choice === o.value} onChange={() => setChoice(o.value)} />
              <span>{o.label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
