import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../components/ui/table';
import { DEFERRAL_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { LifecycleBadges } from '../../components/lifecycle/lifecycle-badges';
import { BoardSection } from '../../components/board-section';

/** Rooms whose service was deferred (DND, refused, guest in room), with who has them and when to retry. */
export function DeferredList({ rooms }: { rooms: BoardRoom[] }) {
  const { t, i18n } = useLingui();
  return (
    <BoardSection title={<Trans>Service deferred ({rooms.length})</Trans>}>
      {(headingId) => (
        <Table aria-labelledby={headingId}>
          <TableHead columns={[t`Room`, t`Reason`, t`Retry at`, t`Assigned To`]} />
          <tbody>
            {rooms.length === 0 ? (
              <EmptyRow colSpan={4}>
                <Trans>No deferred rooms</Trans>
              </EmptyRow>
            ) : (
              rooms.map((room) => (
                <Tr key={room.roomId}>
                  <Td className="font-medium">
                    {room.roomNumber} <LifecycleBadges room={{ ...room, deferral: null }} />
                  </Td>
                  <Td>{room.deferral && i18n._(DEFERRAL_LABELS[room.deferral.reason])}</Td>
                  <Td>{room.deferral?.retryAt ?? '—'}</Td>
                  <Td>{room.assignedToName ?? <Trans>Unassigned</Trans>}</Td>
                </Tr>
              ))
            )}
          </tbody>
        </Table>
      )}
    </BoardSection>
  );
}
