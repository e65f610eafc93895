import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../../src-shared/room-ops.schemas';
import { FINDINGS, type Finding } from '../../../../src-shared/discrepancies.schemas';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { isApiError, trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { roomErrorToast, roomSuccessToast } from '../../../components/rooms/room-toasts';
import { newClientActionId } from '../../../offline/client-action-id';
import { submitAction } from '../../../offline/submit-action';
import './queued-finding';
import { FINDING_LABELS } from '../finding-labels';

interface FindingSheetProps {
  room: Pick<BoardRoom, 'id' | 'roomId' | 'roomNumber' | 'status'>;
  userId: string;
  onClose(): void;
}

/**
 * 'Occupancy check' from the housekeeper's card (DESIGN §17): what she found in the room, in
 * one tap: occupied, vacant, luggage or do not disturb. The server compares it with the PMS
 * and puts a contradiction in the desk's queue (sleep, skip). Online with nothing queued it is
 * sent at once; otherwise it joins the device's exactly-once queue (DESIGN §6), in order.
 * Loaded on the card's tap with the desk's texts (the queue's words for a finding), so
 * neither is in the phone's first download (DESIGN §9).
 */
export function FindingSheet({ room, userId, onClose }: FindingSheetProps) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const roomNumber = room.roomNumber;

  async function record(found: Finding) {
    setPending(true);
    try {
      const submitted = await submitAction(
        { client: utils.client, queryClient },
        // What the card shows is the room as it is: a finding changes no status.
        { id: newClientActionId(), kind: 'room-finding', userId, roomId: room.roomId, roomNumber, changedAt: new Date().toISOString(), payload: { found } },
      );
      roomSuccessToast(submitted === 'sent' ? t`Finding recorded, room ${roomNumber}` : t`Saved offline - Will sync when connection restored`);
      onClose();
    } catch (cause) {
      if (!isApiError(cause)) console.error('Finding could not be saved', cause);
      roomErrorToast(errorMessage(cause, t`The finding could not be recorded`));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>What did you find in room {roomNumber}?</Trans>}>
      <div className="grid grid-cols-2 gap-2">
        {FINDINGS.map((found) => (
          <Button key={found} variant="outline" className="min-h-14" disabled={pending} onClick={() => void record(found)}>
            {i18n._(FINDING_LABELS[found])}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
