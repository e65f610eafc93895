import { useDeferredValue, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../../src-shared/room-ops.schemas';
import { LOST_ITEM_STATUSES, type LostItem, type LostItemStatus } from '../../../../src-shared/lost-items.schemas';
import { trpc } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/forms';
import { currentLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FoundItemDialog } from '../phone/found-item-dialog';
import { LOST_STATUS_LABELS } from './lost-status-labels';
import { ListSection } from '../../../components/lists/list-section';

const SELECT = 'h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9';

/** Lost and found at the desk (issue 21): search by words, room or area, dates and status; mark returned or disposed; CSV. */
export function LostFoundPanel({ hotelId, rooms }: { hotelId: string; rooms: readonly BoardRoom[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [q, setQ] = useState('');
  const [roomNumber, setRoomNumber] = useState('');
  const [areaId, setAreaId] = useState('');
  const [status, setStatus] = useState<LostItemStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [logging, setLogging] = useState(false);
  const room = rooms.find((r) => r.roomNumber === roomNumber.trim());
  // Items found in a public area (lobby, gym) are looked for by that area, as rooms by number.
  const areas = trpc.areas.byHotel.useQuery({ hotelId });
  const filters = { hotelId, ...(q.trim() ? { q: q.trim() } : {}), ...(room ? { roomId: room.roomId } : {}), ...(areaId ? { areaId } : {}), ...(status ? { status } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const search = trpc.lostItems.search.useQuery(useDeferredValue(filters));
  const utils = trpc.useUtils();
  const update = trpc.lostItems.update.useMutation({ onSettled: () => utils.lostItems.search.invalidate({ hotelId }) });
  const query = new URLSearchParams({ format: 'csv', lang: currentLocale(), ...Object.fromEntries(Object.entries(filters).filter(([k]) => k !== 'hotelId')) });

  function mark(item: LostItem, next: LostItemStatus) {
    update.mutate({ id: item.id, status: next }, { onError: (error) => toast.error(errorMessage(error, t`The item could not be changed`)) });
  }

  return (
    <ListSection
      title={<Trans>Lost and found</Trans>}
      actions={
        <>
          <a className="inline-flex min-h-11 items-center text-sm underline" href={`/api/hotels/${hotelId}/lost-items?${query.toString()}`} download>
            <Trans>Download CSV</Trans>
          </a>
          <Button size="sm" onClick={() => setLogging(true)}>
            <Trans>Log found item</Trans>
          </Button>
        </>
      }
    >
      <div role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-q`}>{t`Search lost items`}</Label>
          <Input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-room`}>{t`Room`}</Label>
          <Input id={`${id}-room`} className="w-24" inputMode="numeric" value={roomNumber} onChange={(e) => setRoomNumber(e.target.value)} />
        </div>
        {(areas.data ?? []).length > 0 && (
          <div className="space-y-1">
            <Label htmlFor={`${id}-area`}>{t`Area`}</Label>
            <select id={`${id}-area`} className={SELECT} value={areaId} onChange={(e) => setAreaId(e.target.value)}>
              <option value="">{t`Any`}</option>
              {areas.data!.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="space-y-1">
          <Label htmlFor={`${id}-status`}>{t`Status`}</Label>
          <select id={`${id}-status`} className={SELECT} value={status} onChange={(e) => setStatus(e.target.value as LostItemStatus | '')}>
            <option value="">{t`Any`}</option>
            {LOST_ITEM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(LOST_STATUS_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-from`}>{t`Found from`}</Label>
          <Input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-to`}>{t`Found until`}</Label>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {search.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(search.error, t`Unable to load lost items.`)}
        </p>
      ) : search.isPending ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          <Trans>Loading lost items...</Trans>
        </p>
      ) : search.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No lost items found</Trans>
        </p>
      ) : (
        <ul aria-label={t`Lost items`} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {search.data.map((item) => (
            <li key={item.id} data-lost-item={item.id}>
              <Card className="space-y-1 p-3 text-sm">
                <div className="flex items-center gap-2">
                  <span className="me-auto break-words font-semibold">{item.description}</span>
                  <Badge tone={item.status === 'kept' ? 'info' : 'neutral'}>{i18n._(LOST_STATUS_LABELS[item.status])}</Badge>
                  {item.disposalDue && <Badge tone="warning">{t`Disposal due`}</Badge>}
                </div>
                <p className="text-muted-foreground">
                  {item.roomNumber ? <Trans>Room {item.roomNumber}</Trans> : [item.areaName, item.place].filter(Boolean).join(', ')} · {i18n.date(new Date(item.foundAt), { dateStyle: 'medium' })}
                  {item.foundByName && (
                    <>
                      {' · '}
                      <Trans>found by {item.foundByName}</Trans>
                    </>
                  )}
                </p>
                {item.hasPhoto && (
                  <a href={`/api/lost-items/${item.id}/photo`} target="_blank" rel="noreferrer" className="block w-fit">
                    <img src={`/api/lost-items/${item.id}/photo`} alt={t`Photo of ${item.description}`} loading="lazy" className="h-24 w-24 rounded object-cover" />
                  </a>
                )}
                {item.storedAt && (
                  <p>
                    <Trans>Kept at {item.storedAt}</Trans>
                  </p>
                )}
                {item.status === 'kept' && (
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => mark(item, 'returned')}>
                      <Trans>Returned</Trans>
                      <span className="sr-only">{t`: ${item.description}`}</span>
                    </Button>
                    <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => mark(item, 'disposed')}>
                      <Trans>Disposed</Trans>
                      <span className="sr-only">{t`: ${item.description}`}</span>
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {logging && <FoundItemDialog hotelId={hotelId} roomId={null} roomNumber={null} queued={false} onClose={() => setLogging(false)} />}
    </ListSection>
  );
}
