import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AdminUsersScreen } from '../../../features/admin/admin-users-screen';

/** The staff tabs of the admin panel; ?tab=approved opens the approved staff list. */
const searchSchema = z.object({ tab: z.enum(['pending', 'approved']).optional().catch(undefined) });

export const Route = createFileRoute('/_authed/admin/users')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw redirect({ to: '/dashboard' });
  },
  component: AdminUsers,
});

function AdminUsers() {
  const { tab = 'pending' } = Route.useSearch();
  return <AdminUsersScreen key={tab} tab={tab} />;
}
