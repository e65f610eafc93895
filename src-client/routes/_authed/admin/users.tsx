import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminUsersScreen } from '../../../features/admin/admin-users-screen';
import { loadCatalogArea } from '../../../lib/i18n';
import { adminTabSearch } from '../../../features/admin/admin-tabs';

export const Route = createFileRoute('/_authed/admin/users')({
  // ?tab=approved opens the approved staff list, anything else the default (every tab has its URL).
  validateSearch: adminTabSearch,
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw redirect({ to: '/dashboard' });
  },
  // The admin texts come with the admin screens, not with everyone's first download.
  loader: () => loadCatalogArea('admin'),
  component: AdminUsers,
});

function AdminUsers() {
  const { tab = 'pending' } = Route.useSearch();
  return <AdminUsersScreen tab={tab} />;
}
