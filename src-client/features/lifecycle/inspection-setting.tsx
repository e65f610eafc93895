import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';

/** 'Require inspection' for the hotel (off by default, DESIGN §12); every board row follows live. */
export function InspectionSetting({ hotelId, fromBoard }: { hotelId: string; fromBoard: boolean | undefined }) {
  const { t } = useLingui();
  const id = useId();
  const utils = trpc.useUtils();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const set = trpc.roomLifecycle.setInspection.useMutation({
    onSuccess: (updated) => {
      utils.hotels.byId.setData({ id: hotelId }, updated);
      roomSuccessToast(updated.inspectionRequired ? t`Inspection is now required` : t`Inspection is no longer required`);
    },
    onError: (error) => roomErrorToast(errorMessage(error, t`Failed to update hotel`)),
  });
  const checked = fromBoard ?? hotel.data?.inspectionRequired ?? false;
  return (
    <Card className="flex items-center gap-3 p-4">
      <Checkbox
        id={id}
        checked={checked}
        disabled={set.isPending || (hotel.isPending && fromBoard === undefined)}
        onChange={(e) => set.mutate({ hotelId, inspectionRequired: e.target.checked })}
      />
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Require inspection before rooms are released</Trans>
      </label>
    </Card>
  );
}
