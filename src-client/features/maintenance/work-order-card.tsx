import { intlLocale } from '../../../src-shared/languages';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInTimeZone } from 'date-fns-tz';
import { momentFromHotelInput } from '../../lib/hotel-clock-input';
import {
  PHOTO_LIMITS,
  RETURN_STATUSES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  commentInput,
  type WorkOrder,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '../../../src-shared/work-orders.schemas';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { firstError } from '../../lib/forms';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Badge } from '../../components/ui/badge';
import { Textarea } from '../../components/ui/textarea';
import { CATEGORY_LABELS, PRIORITY_LABELS, RETURN_LABELS, WORK_STATUS_LABELS } from './work-order-labels';
import { addPhotosToWorkOrder, PhotoRefused } from './work-order-photos';
import { SELECT } from './work-order-select';

export interface Assignee {
  id: string;
  fullName: string;
}

/**
 * One work order (DESIGN §18), for whoever works them (maintenance, managers): status,
 * assignee, priority, due time on the hotel's clock, photos (thumbnails, and more added up to
 * 3), comments, and 'Return to service' for a room it took out of order.
 */
export function WorkOrderCard({ order, assignees, timezone }: { order: WorkOrder; assignees: readonly Assignee[]; timezone: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [comment, setComment] = useState('');
  const [returnAs, setReturnAs] = useState<(typeof RETURN_STATUSES)[number]>('dirty');
  const [open, setOpen] = useState(false);
  const commentId = useId();
  const headingId = useId();
  const refresh = () => Promise.all([utils.workOrders.list.invalidate(), utils.workOrders.byId.invalidate({ id: order.id })]);
  const failure = t`The work order could not be saved`;
  const patch = trpc.workOrders.patch.useMutation();
  const addComment = trpc.workOrders.comment.useMutation();
  const back = trpc.workOrders.returnToService.useMutation();
  // Each change is sent as it is picked; the card shows the order as the server has it afterwards.
  const patching = useFormSubmit({ mutate: patch.mutateAsync, failure, refresh });
  const commenting = useFormSubmit({
    schema: commentInput,
    invalid: (errors) => toast.error(firstError(errors)),
    mutate: addComment.mutateAsync,
    onSuccess: () => setComment(''),
    failure,
    refresh,
  });
  const returning = useFormSubmit({ mutate: back.mutateAsync, success: t`Room returned to service`, failure, refresh });
  const photosFailed = t`The photos could not be added`;
  const uploading = useFormSubmit({
    mutate: (files: File[]) => addPhotosToWorkOrder(order.id, files, photosFailed),
    success: t`Photos added`,
    failure: photosFailed,
    failed: (message, cause) => toast.error(cause instanceof PhotoRefused ? cause.message : message),
    refresh,
  });
  const detail = trpc.workOrders.byId.useQuery({ id: order.id }, { enabled: open });
  const place = order.roomNumber ? t`Room ${order.roomNumber}` : (order.areaName ?? '');
  const dueLocal = order.dueAt ? formatInTimeZone(order.dueAt, timezone, "yyyy-MM-dd'T'HH:mm") : '';
  const photoInputId = useId();

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
          Reported by {order.createdByName ?? '—'} at {new Date(order.createdAt).toLocaleString(intlLocale(i18n.locale))}
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {order.photoIds.map((photoId, i) => (
          <a key={photoId} href={`/api/work-orders/${order.id}/photos/${photoId}`} target="_blank" rel="noreferrer">
            <img src={`/api/work-orders/${order.id}/photos/${photoId}`} alt={t`Photo ${i + 1} of ${place}`} className="h-20 w-20 rounded-md object-cover" loading="lazy" />
          </a>
        ))}
        {order.photoIds.length < PHOTO_LIMITS.perReport && (
          // A label styled as a button: the file input itself stays reachable by keyboard and named.
          <label htmlFor={photoInputId} className={buttonClass('outline', 'sm', 'cursor-pointer has-[:focus-visible]:outline-2')}>
            {uploading.pending ? <Trans>Adding photos...</Trans> : <Trans>Add photos</Trans>}
            <input
              id={photoInputId}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              disabled={uploading.pending}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].slice(0, PHOTO_LIMITS.perReport - order.photoIds.length);
                if (files.length > 0) void uploading.run(files);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={t`Status of ${place}`}
          className={SELECT}
          value={order.status}
          disabled={patching.pending}
          onChange={(e) => void patching.run({ id: order.id, status: e.target.value as WorkOrderStatus })}
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
          disabled={patching.pending}
          onChange={(e) => void patching.run({ id: order.id, assigneeId: e.target.value || null })}
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
          disabled={patching.pending}
          onChange={(e) => void patching.run({ id: order.id, priority: e.target.value as WorkOrderPriority })}
        >
          {WORK_ORDER_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRIORITY_LABELS[p])}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1 text-sm">
          <Trans>Due (hotel time)</Trans>
          <input
            key={dueLocal}
            type="datetime-local"
            className={SELECT}
            defaultValue={dueLocal}
            onBlur={(e) => {
              // The time as the hotel's clock reads it, whatever the device's zone.
              const value = momentFromHotelInput(e.target.value, timezone)?.toISOString() ?? null;
              if (value !== (order.dueAt && new Date(order.dueAt).toISOString())) void patching.run({ id: order.id, dueAt: value });
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
          <Button size="sm" disabled={returning.pending} onClick={() => void returning.run({ id: order.id, status: returnAs })}>
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
          <form className="flex gap-2" noValidate onSubmit={commenting.submitWith({ id: order.id, content: comment })}>
            <label htmlFor={commentId} className="sr-only">
              <Trans>Comment</Trans>
            </label>
            <Textarea id={commentId} rows={1} aria-invalid={commenting.errors.content ? true : undefined} value={comment} onChange={(e) => setComment(e.target.value)} />
            <Button type="submit" size="sm" disabled={commenting.pending}>
              <Trans>Add comment</Trans>
            </Button>
          </form>
        </div>
      )}
    </Card>
  );
}
