import { Trans } from '@lingui/react/macro';
import { DeskView } from '../frontdesk/desk-view';
import type { WorkspaceView } from './workspace-nav';
import { WorkspaceShell } from './workspace-shell';

const VIEWS: readonly WorkspaceView[] = [
  { to: '/dashboard', label: <Trans>Desk</Trans> },
  { to: '/dashboard/board', label: <Trans>Board</Trans> },
];

/** The front desk's workspace (issue 18): the desk (search, late checkouts, rooms by status) and the board. */
export function DeskWorkspace() {
  return (
    <WorkspaceShell
      title={<Trans>Front Desk</Trans>}
      views={VIEWS}
      landing={(hotelId) => <DeskView hotelId={hotelId} />}
      refresh={(utils) => Promise.all([utils.roomStatuses.invalidate(), utils.lateCheckouts.invalidate(), utils.roomNotes.invalidate()])}
    />
  );
}
