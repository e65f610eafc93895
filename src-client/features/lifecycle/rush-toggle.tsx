import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';

/** Rush on or off for one room (managers and the front desk, DESIGN §12). */
export function RushToggle({ room }: { room: Pick<BoardRoom, 'roomId' | 'roomNumber' | 'priority'> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const priority = trpc.roomLifecycle.priority.useMutation({
    onSuccess: (updated) => {
      applyRoomAnswer(queryClient, updated);
      roomSuccessToast(updated.priority ? t`Room ${updated.roomNumber} marked as rush` : t`Rush cleared for room ${updated.roomNumber}`);
    },
    onError: (error) => roomErrorToast(errorMessage(error, t`Failed to update room status`)),
  });
  const roomNumber = room.roomNumber;
  return (
    <Button
      size="sm"
      variant={room.priority ? 'primary' : 'outline'}
      aria-pressed={room.priority}
      aria-label={t`Rush, room ${roomNumber}`}
      disabled={priority.isPending}
      onClick={() => priority.mutate({ roomId: room.roomId, priority: !room.priority })}
    >
      <Trans>Rush</Trans>
    </Button>
  );
}
