import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { Checklist } from '../../../src-shared/checklists.schemas';
import { INSPECTION_REASON_MAX } from '../../../src-shared/room-lifecycle';
import { trpc } from '../../lib/trpc';
import { applyRoomAnswer } from '../../lib/room-cache';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../components/ui/table';
import { LifecycleBadges } from '../../components/lifecycle/lifecycle-badges';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { BoardSection } from '../../components/board-section';
import { RowActions } from '../../components/lists/row-actions';

/**
 * Clean rooms waiting for an inspector: Pass, or Fail with a reason that goes back to the
 * housekeeper; a room with a checklist (issue 31) is inspected item by item instead.
 */
export function AwaitingInspectionList({
  rooms,
  checklistOf,
  onInspect,
}: {
  rooms: BoardRoom[];
  checklistOf?: (room: BoardRoom) => Checklist | null;
  onInspect?: (room: BoardRoom) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [failing, setFailing] = useState<BoardRoom | null>(null);
  const [reason, setReason] = useState('');
  const inspect = trpc.roomLifecycle.inspect.useMutation({
    onSuccess: (room) => {
      applyRoomAnswer(queryClient, room);
      setFailing(null);
      setReason('');
      roomSuccessToast(room.status === 'inspected' ? t`Room ${room.roomNumber} passed inspection` : t`Room ${room.roomNumber} sent back for cleaning`);
    },
    onError: (error) => roomErrorToast(errorMessage(error, t`Failed to update room status`)),
  });
  return (
    <BoardSection title={<Trans>Awaiting inspection ({rooms.length})</Trans>}>
      {(headingId) => (
        <>
          <Table aria-labelledby={headingId}>
            <TableHead columns={[t`Room`, t`Cleaned by`, t`Actions`]} />
            <tbody>
              {rooms.length === 0 ? (
                <EmptyRow colSpan={3}>
                  <Trans>No rooms awaiting inspection</Trans>
                </EmptyRow>
              ) : (
                rooms.map((room) => (
                  <Tr key={room.roomId}>
                    <Td className="font-medium">
                      {room.roomNumber} <LifecycleBadges room={{ ...room, inspectionRequired: false }} />
                    </Td>
                    <Td>{room.assignedToName ?? '—'}</Td>
                    <RowActions
                      actions={checklistOf?.(room) && onInspect ? [{ label: <Trans>Inspect</Trans>, ariaLabel: t`Inspect room ${room.roomNumber}`, onClick: () => onInspect(room) }] : [
                        {
                          label: <Trans>Pass</Trans>,
                          ariaLabel: t`Pass inspection, room ${room.roomNumber}`,
                          disabled: inspect.isPending,
                          onClick: () => inspect.mutate({ roomId: room.roomId, result: 'pass' }),
                        },
                        { label: <Trans>Fail</Trans>, ariaLabel: t`Fail inspection, room ${room.roomNumber}`, variant: 'outline', disabled: inspect.isPending, onClick: () => setFailing(room) },
                      ]}
                    />
                  </Tr>
                ))
              )}
            </tbody>
          </Table>
          <Dialog
            open={failing !== null}
            onOpenChange={(open) => !open && setFailing(null)}
            title={<Trans>Failed inspection: room {failing?.roomNumber}</Trans>}
            footer={
              <Button
                disabled={inspect.isPending || reason.trim() === ''}
                onClick={() => failing && inspect.mutate({ roomId: failing.roomId, result: 'fail', reason: reason.trim() })}
              >
                <Trans>Send back</Trans>
              </Button>
            }
          >
            <label className="flex flex-col gap-1 text-sm">
              <Trans>What needs attention?</Trans>
              <textarea
                className="min-h-20 rounded-md border border-border bg-card p-2"
                maxLength={INSPECTION_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          </Dialog>
        </>
      )}
    </BoardSection>
  );
}
