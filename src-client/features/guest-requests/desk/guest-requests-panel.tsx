import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../../src-shared/room-ops.schemas';
import type { GuestRequest } from '../../../../src-shared/guest-requests.schemas';
import { hotelDate } from '../../../../src-shared/hotel-time';
import { formatMinutes } from '../../../../src-shared/format';
import { trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { currentLocale } from '../../../lib/i18n';
import { useHotelTimezone } from '../../../lib/rooms';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { GUEST_REQUEST_KIND_LABELS, GUEST_REQUEST_STATUS_LABELS } from '../phone/kind-labels';
import { NewRequestDialog } from './new-request-dialog';

/**
 * Today's guest requests at the desk (issue 21): log one, see each go to its housekeeper and
 * come back done, by whom and in how long (patched live from the hotel's stream, no refetch).
 */
export function GuestRequestsPanel({ hotelId, rooms }: { hotelId: string; rooms: readonly BoardRoom[] }) {
  const { t, i18n } = useLingui();
  const timezone = useHotelTimezone(hotelId);
  const today = hotelDate(timezone);
  const list = trpc.guestRequests.list.useQuery({ hotelId, from: today });
  const update = trpc.guestRequests.update.useMutation();
  const [adding, setAdding] = useState(false);
  const headingId = 'guest-requests-heading';
  const csv = `/api/hotels/${hotelId}/guest-requests?format=csv&from=${today}&to=${today}&lang=${currentLocale()}`;
  const time = (iso: string) => i18n.date(new Date(iso), { hour: 'numeric', minute: '2-digit', timeZone: timezone });

  function cancel(request: GuestRequest) {
    update.mutate({ id: request.id, status: 'cancelled' }, { onError: (error) => toast.error(errorMessage(error, t`The request could not be changed`)) });
  }

  const requests = [...(list.data ?? [])].sort((a, b) => (a.status === 'open' ? 0 : 1) - (b.status === 'open' ? 0 : 1));

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="me-auto text-lg font-semibold">
          <Trans>Guest requests</Trans>
        </h2>
        <a className="text-sm underline" href={csv} download>
          <Trans>Download CSV</Trans>
        </a>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Trans>New request</Trans>
        </Button>
      </div>
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>Unable to load guest requests.</Trans>
        </p>
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          <Trans>Loading guest requests...</Trans>
        </p>
      ) : requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No guest requests today</Trans>
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {requests.map((r) => {
            const what = i18n._(GUEST_REQUEST_KIND_LABELS[r.kind]);
            return (
              <li key={r.id} data-guest-request={r.id}>
                <Card className="space-y-1 p-3 text-sm">
                  <div className="flex items-center gap-2">
                    <span className="me-auto font-semibold">
                      <Trans>Room {r.roomNumber}</Trans>: {what}
                    </span>
                    <Badge tone={r.status === 'done' ? 'success' : r.status === 'open' ? 'warning' : 'neutral'}>{i18n._(GUEST_REQUEST_STATUS_LABELS[r.status])}</Badge>
                  </div>
                  {r.note && <p className="break-words">{r.note}</p>}
                  <p className="text-muted-foreground">
                    <Trans>Logged {time(r.createdAt)}</Trans>
                    {r.dueAt && (
                      <>
                        {' · '}
                        <Trans>due {time(r.dueAt)}</Trans>
                      </>
                    )}
                    {' · '}
                    {r.assignedToName ? <Trans>to {r.assignedToName}</Trans> : <Trans>no one assigned</Trans>}
                  </p>
                  {r.status === 'done' && (
                    <p data-done-summary>
                      <Trans>
                        Done by {r.doneByName ?? '—'} in {formatMinutes(r.minutesToDone ?? 0, i18n.locale)}
                      </Trans>
                    </p>
                  )}
                  {r.status === 'open' && (
                    <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => cancel(r)}>
                      <Trans>Cancel request</Trans>
                      <span className="sr-only">{t`, room ${r.roomNumber}`}</span>
                    </Button>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {adding && <NewRequestDialog hotelId={hotelId} rooms={rooms} onClose={() => setAdding(false)} />}
    </section>
  );
}
