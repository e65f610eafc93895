import { Trans } from '@lingui/react/macro';
import { ShiftView } from '../manager/shift-view';
import type { WorkspaceView } from './workspace-nav';
import { WorkspaceShell } from './workspace-shell';

const VIEWS: readonly WorkspaceView[] = [
  { to: '/dashboard', label: <Trans>Shift</Trans> },
  { to: '/dashboard/inspect', label: <Trans context="workspace view">Inspect</Trans> },
  { to: '/dashboard/board', label: <Trans>Board</Trans> },
  { to: '/dashboard/plan', label: <Trans context="workspace view">Plan</Trans> },
  { to: '/dashboard/desk', label: <Trans>Desk</Trans> },
  { to: '/dashboard/reports', label: <Trans>Reports</Trans> },
  { to: '/dashboard/setup', label: <Trans>Setup</Trans> },
];

/** The manager's workspace (issue 18): a view per task, each with its own URL, instead of one endless page. */
export function ManagerWorkspace() {
  return (
    <WorkspaceShell
      title={<Trans>Manager Dashboard</Trans>}
      views={VIEWS}
      landing={(hotelId) => <ShiftView hotelId={hotelId} />}
      refresh={(utils) =>
        Promise.all([
          utils.roomStatuses.invalidate(),
          utils.lateCheckouts.invalidate(),
          utils.roomNotes.invalidate(),
          utils.dailyStats.invalidate(),
          utils.staff.byHotel.invalidate(),
          utils.occupancy.invalidate(),
          utils.workOrders.invalidate(),
        ])
      }
    />
  );
}
