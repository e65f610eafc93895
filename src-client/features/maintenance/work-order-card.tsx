import { lazy, Suspense, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { intlLocale } from '../../../src-shared/languages';
import { WORK_ORDER_STATUSES, type WorkOrder, type WorkOrderPriority, type WorkOrderStatus } from '../../../src-shared/work-orders.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Badge } from '../../components/ui/badge';
import { CATEGORY_LABELS, PRIORITY_LABELS, WORK_STATUS_LABELS } from './work-order-labels';
import { SELECT } from './work-order-select';

// Folded away until asked for: the card's first paint needs none of it.
const WorkOrderDetails = lazy(() => import('./work-order-details').then((m) => ({ default: m.WorkOrderDetails })));

export interface Assignee {
  id: string;
  fullName: string;
}

/**
 * One work order (DESIGN §18), for whoever works them (maintenance, managers), compact enough
 * for three a phone screen in every language (issue 29): what and where, priority, category
 * and who reported it (or which recurring task made it) in one line, the note's first line,
 * and one row of Take it, the status and Details; Details unfolds assignee, priority, due
 * time, photos, 'Return to service' and the comments (work-order-details.tsx).
 */
export function WorkOrderCard({
  order,
  assignees,
  timezone,
  viewerId,
  onMoved,
}: {
  order: WorkOrder;
  assignees: readonly Assignee[];
  timezone: string;
  /** Who is looking: 'Take it' assigns the order to them. */
  viewerId: string | undefined;
  /** The order's status changed from this card: the list follows it to its new tab (issue 29). */
  onMoved(status: WorkOrderStatus): void;
}) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const patch = trpc.workOrders.patch.useMutation();
  // Each change is sent as it is picked; the card shows the order as the server has it afterwards.
  const patching = useFormSubmit({
    mutate: patch.mutateAsync,
    failure: t`The work order could not be saved`,
    refresh: () => Promise.all([utils.workOrders.list.invalidate(), utils.workOrders.byId.invalidate({ id: order.id })]),
    onSuccess: (updated: WorkOrder) => {
      if (updated.status !== order.status) onMoved(updated.status);
    },
  });
  const change = (fields: { status?: WorkOrderStatus; assigneeId?: string | null; priority?: WorkOrderPriority; dueAt?: string | null }) =>
    void patching.run({ id: order.id, ...fields });
  // One tap (issue 29): theirs and started, where the select and the status took two.
  const canTake = viewerId !== undefined && order.assigneeId !== viewerId && order.status !== 'done' && assignees.some((a) => a.id === viewerId);
  const place = order.roomNumber ? t`Room ${order.roomNumber}` : (order.areaName ?? '');
  // Day and minute are enough on a card (no seconds): the line stays one line.
  const made = new Date(order.createdAt).toLocaleString(intlLocale(i18n.locale), { dateStyle: 'short', timeStyle: 'short' });
  // A recurring task's order names who scheduled the task (issue 29), a report who reported it.
  const scheduler = order.scheduledByName;
  const reporter = order.createdByName ?? '—';

  return (
    <Card className="space-y-1.5 p-3" aria-labelledby={headingId} data-work-order={order.id}>
      <div className="flex items-start gap-2">
        <h3 id={headingId} className="me-auto break-words font-semibold leading-snug">
          {place} · {order.title}
        </h3>
        {order.outOfOrder && order.status !== 'done' && (
          <Badge tone="late">
            <Trans>Cannot be sold</Trans>
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        <span className={order.priority === 'urgent' ? 'font-semibold text-destructive' : undefined}>{i18n._(PRIORITY_LABELS[order.priority])}</span>
        {' · '}
        {i18n._(CATEGORY_LABELS[order.category])}
        {' · '}
        <span>
          {scheduler !== null ? (
            <Trans>
              Recurring task scheduled by {scheduler}, due {made}
            </Trans>
          ) : (
            <Trans>
              Reported by {reporter} at {made}
            </Trans>
          )}
        </span>
        {order.commentCount > 0 && ` · ${plural(order.commentCount, { one: '# comment', other: '# comments' })}`}
      </p>
      {/* The note's first line; Details shows it whole. */}
      {order.note && !open && <p className="truncate text-sm">{order.note}</p>}
      <div className="flex flex-wrap items-center gap-2">
        {canTake && (
          <Button size="sm" aria-label={t`Take it: ${place}`} disabled={patching.pending} onClick={() => change({ assigneeId: viewerId, status: 'in_progress' })}>
            <Trans>Take it</Trans>
          </Button>
        )}
        <select
          aria-label={t`Status of ${place}`}
          className={SELECT}
          value={order.status}
          disabled={patching.pending}
          onChange={(e) => change({ status: e.target.value as WorkOrderStatus })}
        >
          {WORK_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(WORK_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
        <Button size="sm" variant="outline" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          <Trans>Details</Trans>
        </Button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <WorkOrderDetails order={order} place={place} assignees={assignees} timezone={timezone} patch={change} pending={patching.pending} />
          </Suspense>
        )}
      </div>
    </Card>
  );
}
