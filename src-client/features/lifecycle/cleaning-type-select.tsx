import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { CLEANING_TYPES, DEFAULT_CLEANING_TYPE, type CleaningType } from '../../../src-shared/cleaning-types';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { NativeSelect } from '../../components/ui/input';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { CLEANING_TYPE_LABELS } from '../../components/lifecycle/lifecycle-labels';

/**
 * A room's cleaning type as a control, where the badge would be (DESIGN §12): the desk and
 * managers correct it for a room still to clean without marking it dirty again. Beside the
 * status menu, not in it: the menu's items are the spec's.
 */
export function CleaningTypeSelect({ room }: { room: Pick<BoardRoom, 'roomId' | 'roomNumber' | 'cleaningType'> }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const change = trpc.roomLifecycle.cleaningType.useMutation({
    onSuccess: (updated) => {
      applyRoomAnswer(queryClient, updated);
      roomSuccessToast(t`Cleaning type updated for room ${updated.roomNumber}`);
    },
    onError: (error) => roomErrorToast(errorMessage(error, t`Failed to update room status`)),
  });
  const roomNumber = room.roomNumber;
  // A room marked dirty before cleaning types existed counts as a departure (room-work.ts).
  const value = room.cleaningType ?? DEFAULT_CLEANING_TYPE;
  return (
    <NativeSelect
      aria-label={t`Cleaning type, room ${roomNumber}`}
      className="h-7 w-auto rounded-full px-2 text-xs md:h-7 sm:text-xs"
      data-cleaning-type={value}
      value={value}
      disabled={change.isPending}
      onChange={(e) => change.mutate({ roomId: room.roomId, cleaningType: e.target.value as CleaningType })}
    >
      {CLEANING_TYPES.map((type) => (
        <option key={type} value={type}>
          {i18n._(CLEANING_TYPE_LABELS[type])}
        </option>
      ))}
    </NativeSelect>
  );
}
