import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { useErrorToast } from '../../components/rooms/use-error-toast';

/**
 * Her rooms for tonight's turndown (issue 32), as the server planned them from the night's
 * occupancy and the evening roster, in room order; one tap records one done.
 */
export function MyTurndownsBody({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const list = trpc.turndown.tonight.useQuery({ hotelId });
  const done = trpc.turndown.done.useMutation({ onSettled: () => utils.turndown.tonight.invalidate({ hotelId }) });
  useErrorToast(list.error, msg`Could not load tonight's turndowns`);
  useErrorToast(done.error, msg`Could not record the turndown`);
  const rooms = list.data?.rooms ?? [];
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
          ) : (
            <Button size="sm" variant="outline" disabled={done.isPending} onClick={() => done.mutate({ roomId: r.roomId })} aria-label={t`Turndown done, room ${r.roomNumber}`}>
              <Trans>Done</Trans>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
