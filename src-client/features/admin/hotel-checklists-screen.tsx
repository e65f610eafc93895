import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { AppShell } from '../../components/app-shell';
import { buttonClass } from '../../components/ui/button';
import { ChecklistsPanel } from '../manager/checklists/checklists-panel';

/**
 * /admin/hotels/{hotelId}/checklists (issue 31): a hotel's inspection checklists for an admin,
 * the manager's own Setup panel (list, add, edit, copy, reorder, CSV, self-check) for that hotel,
 * opened from the Hotels tab. Back returns to that tab.
 */
export function HotelChecklistsScreen({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId }, { retry: false });
  // An id of no hotel (or not an id at all): the panel would only fail the same way.
  const missing = hotel.error?.data?.code === 'NOT_FOUND' || hotel.error?.data?.code === 'BAD_REQUEST';
  return (
    <AppShell title={hotel.data ? t`Checklists of ${hotel.data.name}` : <Trans>Checklists</Trans>}>
      <div className="space-y-4">
        <Link to="/dashboard" search={{ tab: 'hotels' }} className={buttonClass('ghost', 'sm')}>
          {/* The back arrow points to the reading start: mirrored right to left. */}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          <Trans>Back to hotels</Trans>
        </Link>
        {missing ? (
          <p role="alert" className="text-destructive">
            <Trans>This hotel could not be found.</Trans>
          </p>
        ) : (
          <ChecklistsPanel hotelId={hotelId} />
        )}
      </div>
    </AppShell>
  );
}
