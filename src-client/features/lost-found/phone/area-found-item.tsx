import { lazy, Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { trpc } from '../../../lib/trpc';

const FoundItemDialog = lazy(() => import('./found-item-dialog').then((m) => ({ default: m.FoundItemDialog })));

/**
 * 'Log found item in a public area' (issue 29): a find away from any room (the pool, the lobby)
 * logged from the phone like one from a room card: pick the area, then the usual form, through
 * the offline queue. The form loads on the tap, off the phone's first download.
 */
export function AreaFoundItem({ hotelId }: { hotelId: string }) {
  const [open, setOpen] = useState(false);
  // The hotel's areas read with the tab (one small list), so the form offers them offline too.
  trpc.areas.byHotel.useQuery({ hotelId });
  return (
    <>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <Trans>Log found item in a public area</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FoundItemDialog hotelId={hotelId} roomId={null} roomNumber={null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
