import { lazy } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useWorkspaceHotel, useWorkspaceRole } from '../../../features/workspace/use-workspace-hotel';

const ManagerBoard = lazy(() => import('../../../features/workspace/manager-views').then((m) => ({ default: m.ManagerBoard })));
const DeskBoardView = lazy(() => import('../../../features/workspace/desk-views').then((m) => ({ default: m.DeskBoardView })));

/** The floor grid and, for managers, the spec's room tables. */
export const Route = createFileRoute('/_authed/dashboard/board')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'manager' && context.user.role !== 'frontdesk') throw redirect({ to: '/dashboard' });
  },
  component: Board,
});

function Board() {
  const role = useWorkspaceRole();
  const hotelId = useWorkspaceHotel();
  if (!hotelId) return null;
  return role === 'manager' ? <ManagerBoard hotelId={hotelId} /> : <DeskBoardView hotelId={hotelId} />;
}
