import { Trans } from '@lingui/react/macro';
import type { NothingReason } from '../../../src-shared/workload.schemas';
import { Badge } from '../../components/ui/badge';

/** Why the plan gives someone no room (issue 18), so a 0 is never left unexplained. */
export function NothingReasonText({ reason }: { reason: NothingReason }) {
  return (
    <Badge tone="warning">
      {reason === 'capacity' && <Trans>No rooms: capacity reached</Trans>}
      {reason === 'square-feet-cap' && <Trans>No rooms: square-foot cap reached</Trans>}
      {reason === 'no-rooms-left' && <Trans>No rooms: none left</Trans>}
    </Badge>
  );
}
