import { useDeferredValue, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderCategory,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '../../../src-shared/work-orders.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { CATEGORY_LABELS, PRIORITY_LABELS, WORK_STATUS_LABELS } from './work-order-labels';
import { WorkOrderCard } from './work-order-card';
import { SELECT } from './work-order-select';
import { ListSection } from '../../components/lists/list-section';
import { inGroup, WORK_ORDER_ASSIGNEES } from '../../../src-shared/roles';

/** Cards drawn at a time: a hotel's done orders pile up, the screen grows by a page on demand. */
const PAGE = 20;

/**
 * The work orders of a hotel (DESIGN §18), for maintenance and the manager alike: open / in
 * progress / on hold / done, filtered by category, priority, assignee and room, with the list
 * as CSV; each card assigns, prioritizes, sets a due time, takes comments and photos, and
 * returns its room to service.
 */
export function WorkOrdersBoard({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<WorkOrderStatus>('open');
  const [category, setCategory] = useState<WorkOrderCategory | ''>('');
  const [priority, setPriority] = useState<WorkOrderPriority | ''>('');
  const [assigneeId, setAssigneeId] = useState('');
  const [room, setRoom] = useState('');
  const [shown, setShown] = useState(PAGE);
  // Folded on every screen (issue 29): the orders come first; the button says how many filters are on.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // Typing a room number asks once the typing pauses, not per key.
  const roomNumber = useDeferredValue(room.trim());
  const filters = {
    hotelId,
    status,
    ...(category ? { category } : {}),
    ...(priority ? { priority } : {}),
    ...(assigneeId ? { assigneeId } : {}),
    ...(roomNumber ? { roomNumber } : {}),
  };
  const list = trpc.workOrders.list.useQuery(filters);
  const staff = trpc.staff.byHotel.useQuery({ hotelId });
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const viewerId = trpc.auth.session.useQuery().data?.id;
  const assignees = (staff.data ?? []).filter((s) => inGroup(WORK_ORDER_ASSIGNEES, s.role));
  const csvHref = `/api/work-orders/hotel/${hotelId}?${new URLSearchParams({ ...filters, format: 'csv', lang: i18n.locale } as Record<string, string>).toString()}`;
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setShown(PAGE);
  };
  const activeFilters = [category, priority, assigneeId, roomNumber].filter(Boolean).length;
  const orders = list.data ?? [];
  const more = orders.length - shown;

  return (
    <ListSection
      title={<Trans>Work orders</Trans>}
      size="xl"
      className="space-y-3"
      actions={
        // Folded (issue 29): the list comes first on a phone; the button says how many filters are on.
        <Button variant="outline" size="sm" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
          {activeFilters > 0 ? <Trans>Filters ({activeFilters})</Trans> : <Trans>Filters</Trans>}
        </Button>
      }
    >
      <div id={filtersId} hidden={!filtersOpen} className="rounded-lg border border-border p-3">
        <div className="flex flex-wrap items-center gap-2">
          <select aria-label={t`Category`} className={SELECT} value={category} onChange={(e) => filter(setCategory)(e.target.value as WorkOrderCategory | '')}>
            <option value="">{t`All categories`}</option>
            {WORK_ORDER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(CATEGORY_LABELS[c])}
              </option>
            ))}
          </select>
          <select aria-label={t`Priority`} className={SELECT} value={priority} onChange={(e) => filter(setPriority)(e.target.value as WorkOrderPriority | '')}>
            <option value="">{t`All priorities`}</option>
            {WORK_ORDER_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {i18n._(PRIORITY_LABELS[p])}
              </option>
            ))}
          </select>
          <select aria-label={t`Assignee`} className={SELECT} value={assigneeId} onChange={(e) => filter(setAssigneeId)(e.target.value)}>
            <option value="">{t`Anyone`}</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.fullName}
              </option>
            ))}
          </select>
          <Input
            aria-label={t`Room`}
            placeholder={t`Room`}
            inputMode="text"
            className="h-11 w-28 md:h-9"
            value={room}
            maxLength={20}
            onChange={(e) => filter(setRoom)(e.target.value)}
          />
          {/* The list as filtered, as CSV: beside the filters it follows. */}
          <a href={csvHref} className="inline-flex min-h-11 items-center text-sm underline" download>
            <Trans>Download CSV</Trans>
          </a>
        </div>
      </div>
      {/* Four equal columns whatever the language: a long name wraps inside its tab, the row never does (issue 29). */}
      <div role="tablist" aria-label={t`Work order status`} className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1">
        {WORK_ORDER_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => filter(setStatus)(s)}
            className="min-h-11 rounded-md px-1 text-sm leading-tight aria-selected:bg-card aria-selected:font-semibold"
          >
            {i18n._(WORK_STATUS_LABELS[s])}
          </button>
        ))}
      </div>
      {list.isPending || hotel.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-destructive">{errorMessage(list.error, t`Work orders could not be loaded`)}</p>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No work orders here</Trans>
        </p>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t`Work orders`}>
            {orders.slice(0, shown).map((order) => (
              <li key={order.id}>
                <WorkOrderCard order={order} assignees={assignees} timezone={hotel.data?.timezone ?? 'UTC'} viewerId={viewerId} onMoved={filter(setStatus)} />
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
              <Trans>Show more ({more} more)</Trans>
            </Button>
          )}
        </>
      )}
    </ListSection>
  );
}
