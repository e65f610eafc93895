import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { toast } from '../../lib/toast';

/**
 * The items a failed inspection named (issue 31, DESIGN §20): only those, on her card, each
 * ticked off as she puts it right; they go when she marks the room clean again. Item texts are
 * the hotel's own words.
 */
export function FailedItems({ room }: { room: BoardRoom }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // Her tick shows at once (a box that waits for the server reads as a missed tap); the room's
  // answer then stands, and a refusal puts the box back.
  const [ticking, setTicking] = useState<Record<string, boolean>>({});
  const tick = trpc.inspections.tickFailedItem.useMutation({
    onSuccess: (answer) => applyRoomAnswer(queryClient, answer),
    onError: (error) => toast.error(errorMessage(error, t`Failed to update room status`)),
    onSettled: (_answer, _error, input) => setTicking(({ [input.itemId]: _done, ...rest }) => rest),
  });
  const items = room.failedItems ?? [];
  if (items.length === 0) return null;
  return (
    <fieldset data-failed-items className="rounded-md border border-red-200 px-2 py-1 dark:border-red-900">
      <legend className="px-1 text-sm font-semibold">
        <Trans>To put right ({items.filter((i) => !i.done).length})</Trans>
      </legend>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.itemId}>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={ticking[item.itemId] ?? item.done}
                disabled={tick.isPending}
                onChange={(e) => {
                  setTicking((now) => ({ ...now, [item.itemId]: e.target.checked }));
                  tick.mutate({ roomId: room.roomId, itemId: item.itemId, done: e.target.checked });
                }}
              />
              <span className={item.done ? 'text-muted-foreground line-through' : undefined}>{item.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
