import { createFileRoute, redirect } from '@tanstack/react-router';
import { HotelChecklistsScreen } from '../../../features/admin/hotel-checklists-screen';
import { loadCatalogArea } from '../../../lib/i18n';

/**
 * Issue 31: an admin sets up a hotel's inspection checklists, the same screens as the manager's
 * Setup. The component is split off with its route (autoCodeSplitting), so nobody downloads it
 * before opening it. Its texts: the admin screens', the manager's panel (desk), the work-order
 * categories of the items (maintenance) and the room types (workload).
 */
export const Route = createFileRoute('/_authed/admin/hotels/$hotelId/checklists')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== 'admin') throw redirect({ to: '/dashboard' });
  },
  loader: () => Promise.all([loadCatalogArea('admin'), loadCatalogArea('desk'), loadCatalogArea('maintenance'), loadCatalogArea('workload')]),
  component: HotelChecklists,
});

function HotelChecklists() {
  const { hotelId } = Route.useParams();
  return <HotelChecklistsScreen hotelId={hotelId} />;
}
