import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../../src-shared/room-ops.schemas';
import { GUEST_REQUEST_STATUSES, type GuestRequest, type GuestRequestStatus } from '../../../../src-shared/guest-requests.schemas';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { GUEST_REQUEST_KIND_LABELS } from '../phone/kind-labels';
import { GUEST_REQUEST_STATUS_LABELS } from './request-status-labels';
import { NewRequestDialog } from './new-request-dialog';
import { ListSection } from '../../../components/lists/list-section';

const SELECT = 'h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9';

/**
 * The day's guest requests at the desk (issue 21): log one, see each go to its housekeeper and
 * come back done, by whom and in how long (patched live from the hotel's stream, no refetch);
 * filtered by day, status and room, and the CSV follows the filters.
 */
export function GuestRequestsPanel({ hotelId, rooms }: { hotelId: string; rooms: readonly BoardRoom[] }) {
  const { t, i18n } = useLingui();
  const timezone = useHotelTimezone(hotelId);
  const today = hotelDate(timezone);
  const id = useId();
  const [day, setDay] = useState('');
  const [status, setStatus] = useState<GuestRequestStatus | ''>('');
  const [roomNumber, setRoomNumber] = useState('');
  const shownDay = day || today;
  const room = rooms.find((r) => r.roomNumber === roomNumber.trim());
  // Today's list stays open ended so the live stream adds new requests to it; a past day is closed.
  const filters = { hotelId, from: shownDay, ...(shownDay === today ? {} : { to: shownDay }), ...(status ? { status } : {}), ...(room ? { roomId: room.roomId } : {}) };
  const list = trpc.guestRequests.list.useQuery(filters);
  const update = trpc.guestRequests.update.useMutation();
  const [adding, setAdding] = useState(false);
  const csvQuery = new URLSearchParams({ format: 'csv', from: shownDay, to: shownDay, lang: currentLocale(), ...(status ? { status } : {}), ...(room ? { roomId: room.roomId } : {}) });
  const csv = `/api/hotels/${hotelId}/guest-requests?${csvQuery.toString()}`;
  const time = (iso: string) => i18n.date(new Date(iso), { hour: 'numeric', minute: '2-digit', timeZone: timezone });

  function cancel(request: GuestRequest) {
    update.mutate({ id: request.id, status: 'cancelled' }, { onError: (error) => toast.error(errorMessage(error, t`The request could not be changed`)) });
  }

  const requests = [...(list.data ?? [])].sort((a, b) => (a.status === 'open' ? 0 : 1) - (b.status === 'open' ? 0 : 1));

  return (
    <ListSection
      title={<Trans>Guest requests</Trans>}
      actions={
        <>
          <a className="inline-flex min-h-11 items-center text-sm underline" href={csv} download>
            <Trans>Download CSV</Trans>
          </a>
          <Button size="sm" onClick={() => setAdding(true)}>
            <Trans>New request</Trans>
          </Button>
        </>
      }
    >
      <div role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-day`}>{t`Day`}</Label>
          <Input id={`${id}-day`} type="date" value={shownDay} max={today} onChange={(e) => setDay(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-status`}>{t`Status`}</Label>
          <select id={`${id}-status`} className={SELECT} value={status} onChange={(e) => setStatus(e.target.value as GuestRequestStatus | '')}>
            <option value="">{t`Any`}</option>
            {GUEST_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(GUEST_REQUEST_STATUS_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-room`}>{t`Room`}</Label>
          <Input id={`${id}-room`} className="w-24" inputMode="numeric" value={roomNumber} onChange={(e) => setRoomNumber(e.target.value)} />
        </div>
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
          {shownDay === today && !status && !room ? <Trans>No guest requests today</Trans> : <Trans>No guest requests match these filters</Trans>}
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
    </ListSection>
  );
}
