import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminUsersScreen } from '../../../features/admin/admin-users-screen';
import { loadCatalogArea } from '../../../lib/i18n';

type StaffTab = 'pending' | 'approved';

/**
 * The staff tabs of the admin panel; ?tab=approved opens the approved staff list, anything
 * else the default. A plain function, not a zod schema: route options load with the app, and
 * zod would add ~25 KB gzip to every user's first download (DESIGN §9).
 */
function searchSchema(search: Record<string, unknown>): { tab?: StaffTab } {
  return search.tab === 'pending' || search.tab === 'approved' ? { tab: search.tab } : {};
}

export const Route = createFileRoute('/_authed/admin/users')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw redirect({ to: '/dashboard' });
  },
  // The admin texts come with the admin screens, not with everyone's first download.
  loader: () => loadCatalogArea('admin'),
  component: AdminUsers,
});

function AdminUsers() {
  const { tab = 'pending' } = Route.useSearch();
  return <AdminUsersScreen key={tab} tab={tab} />;
}
