import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  RETURN_STATUSES,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrder,
  type WorkOrderCategory,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '../../../src-shared/work-orders.schemas';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Badge } from '../../components/ui/badge';
import { Textarea } from '../../components/ui/textarea';
import { Skeleton } from '../../components/ui/skeleton';
import { CATEGORY_LABELS, PRIORITY_LABELS, RETURN_LABELS, WORK_STATUS_LABELS } from './work-order-labels';

const SELECT = 'h-11 rounded-md border border-border bg-card px-2 text-sm md:h-9';

/**
 * The work orders of a hotel (DESIGN §18): maintenance's own dashboard, and the managers'.
 * Open / in progress / on hold / done, filtered by category, priority and assignee; each
 * order can be assigned, given a priority, a due time and comments, and a room taken out of
 * service for it is returned to service as dirty or clean.
 */
export function MaintenanceDashboard({ hotelId, userId }: { hotelId: string; userId: string }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<WorkOrderStatus>('open');
  const [category, setCategory] = useState<WorkOrderCategory | ''>('');
  const [priority, setPriority] = useState<WorkOrderPriority | ''>('');
  const [mine, setMine] = useState(false);
  const filters = { hotelId, status, ...(category ? { category } : {}), ...(priority ? { priority } : {}), ...(mine ? { assigneeId: userId } : {}) };
  const list = trpc.workOrders.list.useQuery(filters);
  const staff = trpc.staff.byHotel.useQuery({ hotelId });
  const assignees = (staff.data ?? []).filter((s) => s.role === 'maintenance' || s.role === 'manager');
  const csvHref = `/api/work-orders/hotel/${hotelId}?${new URLSearchParams({ ...filters, format: 'csv', lang: i18n.locale } as Record<string, string>).toString()}`;

  return (
    <section aria-labelledby="work-orders-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="work-orders-heading" className="me-auto text-xl font-semibold">
          <Trans>Work orders</Trans>
        </h2>
        <a href={csvHref} className="text-sm underline" download>
          <Trans>Download CSV</Trans>
        </a>
      </div>
      <div role="tablist" aria-label={t`Work order status`} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {WORK_ORDER_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => setStatus(s)}
            className="min-h-11 rounded-md px-3 text-sm aria-selected:bg-card aria-selected:font-semibold md:min-h-9"
          >
            {i18n._(WORK_STATUS_LABELS[s])}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select aria-label={t`Category`} className={SELECT} value={category} onChange={(e) => setCategory(e.target.value as WorkOrderCategory | '')}>
          <option value="">{t`All categories`}</option>
          {WORK_ORDER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {i18n._(CATEGORY_LABELS[c])}
            </option>
          ))}
        </select>
        <select aria-label={t`Priority`} className={SELECT} value={priority} onChange={(e) => setPriority(e.target.value as WorkOrderPriority | '')}>
          <option value="">{t`All priorities`}</option>
          {WORK_ORDER_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRIORITY_LABELS[p])}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          <Trans>Assigned to me</Trans>
        </label>
      </div>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(list.error, t`Work orders could not be loaded`)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No work orders here</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {list.data.map((order) => (
            <li key={order.id}>
              <WorkOrderCard order={order} assignees={assignees} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WorkOrderCard({ order, assignees }: { order: WorkOrder; assignees: { id: string; fullName: string }[] }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [comment, setComment] = useState('');
  const [returnAs, setReturnAs] = useState<(typeof RETURN_STATUSES)[number]>('dirty');
  const [open, setOpen] = useState(false);
  const commentId = useId();
  const headingId = useId();
  const refresh = () => Promise.all([utils.workOrders.list.invalidate(), utils.workOrders.byId.invalidate({ id: order.id })]);
  const onError = (error: unknown) => toast.error(errorMessage(error, t`The work order could not be saved`));
  const patch = trpc.workOrders.patch.useMutation({ onSuccess: () => void refresh(), onError });
  const addComment = trpc.workOrders.comment.useMutation({
    onSuccess: () => {
      setComment('');
      void refresh();
    },
    onError,
  });
  const back = trpc.workOrders.returnToService.useMutation({
    onSuccess: () => {
      toast.success(t`Room returned to service`);
      void refresh();
    },
    onError,
  });
  const detail = trpc.workOrders.byId.useQuery({ id: order.id }, { enabled: open });
  const place = order.roomNumber ? t`Room ${order.roomNumber}` : (order.areaName ?? '');
  const dueLocal = order.dueAt ? toLocalInput(order.dueAt) : '';

  return (
    <Card className="space-y-2 p-3" aria-labelledby={headingId} data-work-order={order.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="me-auto font-semibold">
          {place} · {order.title}
        </h3>
        {order.outOfOrder && order.status !== 'done' && (
          <Badge tone="late">
            <Trans>Cannot be sold</Trans>
          </Badge>
        )}
        <Badge tone="neutral">{i18n._(PRIORITY_LABELS[order.priority])}</Badge>
        <Badge tone="neutral">{i18n._(CATEGORY_LABELS[order.category])}</Badge>
      </div>
      {order.note && <p className="whitespace-pre-wrap break-words text-sm">{order.note}</p>}
      <p className="text-xs text-muted-foreground">
        <Trans>
          Reported by {order.createdByName ?? '—'} at {new Date(order.createdAt).toLocaleString(i18n.locale)}
        </Trans>
      </p>
      {order.photoIds.length > 0 && (
        <div className="flex gap-2">
          {order.photoIds.map((photoId, i) => (
            <a key={photoId} href={`/api/work-orders/${order.id}/photos/${photoId}`} target="_blank" rel="noreferrer">
              <img src={`/api/work-orders/${order.id}/photos/${photoId}`} alt={t`Photo ${i + 1} of ${place}`} className="h-20 w-20 rounded-md object-cover" loading="lazy" />
            </a>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={t`Status of ${place}`}
          className={SELECT}
          value={order.status}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ id: order.id, status: e.target.value as WorkOrderStatus })}
        >
          {WORK_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(WORK_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
        <select
          aria-label={t`Assignee of ${place}`}
          className={SELECT}
          value={order.assigneeId ?? ''}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ id: order.id, assigneeId: e.target.value || null })}
        >
          <option value="">{t`Unassigned`}</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.fullName}
            </option>
          ))}
        </select>
        <select
          aria-label={t`Priority of ${place}`}
          className={SELECT}
          value={order.priority}
          disabled={patch.isPending}
          onChange={(e) => patch.mutate({ id: order.id, priority: e.target.value as WorkOrderPriority })}
        >
          {WORK_ORDER_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRIORITY_LABELS[p])}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-sm">
          <Trans>Due</Trans>
          <input
            type="datetime-local"
            className={SELECT}
            defaultValue={dueLocal}
            onBlur={(e) => {
              const value = e.target.value ? new Date(e.target.value).toISOString() : null;
              if (value !== order.dueAt) patch.mutate({ id: order.id, dueAt: value });
            }}
          />
        </label>
      </div>
      {order.outOfOrder && order.roomId && order.status !== 'done' && (
        <div className="flex flex-wrap items-center gap-2">
          <select aria-label={t`Return room ${order.roomNumber} as`} className={SELECT} value={returnAs} onChange={(e) => setReturnAs(e.target.value as typeof returnAs)}>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(RETURN_LABELS[s])}
              </option>
            ))}
          </select>
          <Button size="sm" disabled={back.isPending} onClick={() => back.mutate({ id: order.id, status: returnAs })}>
            <Trans>Return to service</Trans>
          </Button>
        </div>
      )}
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <Trans>Comments ({order.commentCount})</Trans>
      </Button>
      {open && (
        <div className="space-y-2">
          <ul className="space-y-1 text-sm">
            {(detail.data?.comments ?? []).map((c) => (
              <li key={c.id}>
                <span className="font-medium">{c.authorName ?? '—'}:</span> {c.content}
              </li>
            ))}
          </ul>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (comment.trim()) addComment.mutate({ id: order.id, content: comment });
            }}
          >
            <label htmlFor={commentId} className="sr-only">
              <Trans>Comment</Trans>
            </label>
            <Textarea id={commentId} rows={1} value={comment} onChange={(e) => setComment(e.target.value)} />
            <Button type="submit" size="sm" disabled={addComment.isPending}>
              <Trans>Add comment</Trans>
            </Button>
          </form>
        </div>
      )}
    </Card>
  );
}

/** An ISO time as a datetime-local input shows it (the device's clock). */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
