import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Button } from '../../components/ui/button';
import { useManagerStatus } from './use-manager-status';

/** 'Mark PMS' on a clean room: recorded as updated in the property management system. */
export function MarkPmsButton({ room }: { room: BoardRoom }) {
  const { t } = useLingui();
  const { markPms, pendingRoomId } = useManagerStatus();
  const roomNumber = room.roomNumber;
  return (
    <Button size="sm" aria-label={t`Mark PMS, room ${roomNumber}`} disabled={pendingRoomId === room.roomId} onClick={() => void markPms(room)}>
      <Trans>Mark PMS</Trans>
    </Button>
  );
}
