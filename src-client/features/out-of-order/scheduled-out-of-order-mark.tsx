import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { formatHotelDateTime } from '../../../src-shared/display-time';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { applyRoomAnswer } from '../../lib/room-cache';
import { useHotelTimezone } from '../../lib/rooms';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';

interface ScheduledOutOfOrderMarkProps {
  room: Pick<BoardRoom, 'roomId' | 'roomNumber' | 'hotelId' | 'outOfOrderScheduled'>;
  /** Managers and admins may cancel it before it begins (DESIGN §17). */
  canCancel?: boolean;
}

/**
 * 'Out of order from …' on a room whose out of order was set from a future date: the room
 * works on as usual until then (the periodic pass begins it), so the board says it is coming.
 */
export function ScheduledOutOfOrderMark({ room, canCancel = false }: ScheduledOutOfOrderMarkProps) {
  const { t, i18n } = useLingui();
  const timezone = useHotelTimezone(room.hotelId);
  const queryClient = useQueryClient();
  const cancel = trpc.outOfOrder.cancelScheduled.useMutation();
  const scheduled = room.outOfOrderScheduled;
  if (!scheduled) return null;
  const when = formatHotelDateTime(scheduled.from, timezone, i18n.locale);
  const roomNumber = room.roomNumber;

  async function onCancel() {
    try {
      applyRoomAnswer(queryClient, await cancel.mutateAsync({ roomId: room.roomId }));
      roomSuccessToast(t`Room ${roomNumber}: scheduled out of order cancelled`);
    } catch (e) {
      roomErrorToast(errorMessage(e, t`Failed to update room status`));
    }
  }

  return (
    <span className="ms-1 inline-flex items-center gap-1 align-middle" data-ooo-scheduled={scheduled.from}>
      <Badge tone="neutral">
        <Trans>Out of order from {when}</Trans>
      </Badge>
      {canCancel && (
        <Button size="sm" variant="ghost" aria-label={t`Cancel scheduled out of order, room ${roomNumber}`} disabled={cancel.isPending} onClick={() => void onCancel()}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </span>
  );
}
