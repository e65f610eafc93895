import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel } from '../../../features/workspace/use-workspace-hotel';
import { loadCatalogArea } from '../../../lib/i18n';

// The recurring tasks name work-order categories and priorities, whose texts are the maintenance area's.
const SetupView = lazy(() =>
  Promise.all([import('../../../features/workspace/manager-views'), loadCatalogArea('maintenance')]).then(([m]) => ({ default: m.SetupView })),
);

/** The manager's setup: the inspection setting, room types, areas and recurring tasks. */
export const Route = createFileRoute('/_authed/dashboard/setup')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'manager') throw redirect({ to: '/dashboard' });
  },
  component: Setup,
});

function Setup() {
  const hotelId = useWorkspaceHotel();
  return hotelId ? <SetupView hotelId={hotelId} /> : null;
}
