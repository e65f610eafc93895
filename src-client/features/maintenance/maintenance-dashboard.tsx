import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { Button } from '../../components/ui/button';
import { WorkOrdersBoard } from './work-orders-board';
import { useOfflineSync } from '../../offline/use-offline-sync';
// The kinds maintenance's queue may hold (a found item, a problem report), registered before it is read.
import '../lost-found/phone/queued-found-item';
import './queued-report';

const FoundItemDialog = lazy(() => import('../lost-found/phone/found-item-dialog').then((m) => ({ default: m.FoundItemDialog })));

/**
 * Maintenance's own dashboard (DESIGN §18): the hotel's work orders, as the manager sees them
 * too, kept current by the hotel's live stream (issue 29: a new report showed only on reload),
 * and a found item logged from wherever they are: a room, a public area or a place in words.
 */
export function MaintenanceDashboard({ hotelId, userId }: { hotelId: string; userId: string }) {
  useHotelLiveUpdates(hotelId);
  // A found item logged offline waits in the phone's queue (issue 29): sent on reconnect, as the housekeeper's are.
  useOfflineSync(userId);
  const [logging, setLogging] = useState(false);
  return (
    <div className="space-y-4">
      <WorkOrdersBoard hotelId={hotelId} />
      <Button variant="outline" onClick={() => setLogging(true)}>
        <Trans>Log found item</Trans>
      </Button>
      {logging && (
        <Suspense fallback={null}>
          <FoundItemDialog hotelId={hotelId} roomId={null} roomNumber={null} onClose={() => setLogging(false)} />
        </Suspense>
      )}
    </div>
  );
}
