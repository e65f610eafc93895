import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Checklist } from '../../../src-shared/checklists.schemas';
import { checklistFor } from '../../../src-shared/inspection-score';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { FormDialog } from '../../components/ui/form-dialog';
import { roomErrorToast } from '../../components/rooms/room-toasts';
import { newClientActionId } from '../../offline/client-action-id';
import { submitAction } from '../../offline/submit-action';

/**
 * Self-check (issue 31, DESIGN §20): before Mark Clean she ticks the items of the room's
 * checklist she did; the inspector sees them. Loaded on the tap (the phone's first download
 * has a budget, DESIGN §9). Her ticks go through the device's queue just before the clean,
 * so they reach the server first, offline too. No list for the room: Mark Clean goes on at once.
 */
export function SelfCheckDialog({ room, userId, checklists, onCancel, onDone }: { room: BoardRoom; userId: string; checklists: Checklist[]; onCancel(): void; onDone(): void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const checklist = checklistFor(checklists, { roomTypeId: room.roomTypeId, cleaningType: room.cleaningType ?? null });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(false);
  const { roomNumber } = room;
  // Once: the parent's onDone closes this dialog.
  const skipped = useRef(false);
  useEffect(() => {
    if (checklist || skipped.current) return;
    skipped.current = true;
    onDone();
  }, [checklist, onDone]);
  if (!checklist) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const itemIds = checklist!.items.filter((i) => ticked.has(i.id)).map((i) => i.id);
    try {
      await submitAction(
        { client: utils.client, queryClient },
        { id: newClientActionId(), kind: 'room-self-check', userId, roomId: room.roomId, roomNumber: room.roomNumber, changedAt: new Date().toISOString(), payload: { itemIds } },
      );
    } catch (error) {
      // Refused: she still cleaned the room, so Mark Clean goes on; only her ticks are lost.
      roomErrorToast(errorMessage(error, t`Your self-check could not be saved`));
    }
    onDone();
  }

  const toggle = (id: string, on: boolean) =>
    setTicked((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <FormDialog
      title={<Trans>Self-check, room {roomNumber}</Trans>}
      description={<Trans>Tick what you did, then mark the room clean.</Trans>}
      onClose={onCancel}
      onSubmit={(e) => void submit(e)}
      submitLabel={<Trans>Mark Clean</Trans>}
      pending={pending}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{checklist.name}</legend>
        {checklist.items.map((item) => (
          <label key={item.id} data-self-check-item={item.id} className="flex min-h-11 items-center gap-2 rounded-md border border-border px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
            <input type="checkbox" className="h-5 w-5 accent-primary" checked={ticked.has(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} />
            {item.text}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
