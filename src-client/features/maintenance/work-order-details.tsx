import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInTimeZone } from 'date-fns-tz';
import { momentFromHotelInput } from '../../lib/hotel-clock-input';
import { PHOTO_LIMITS, RETURN_STATUSES, WORK_ORDER_PRIORITIES, commentInput, type WorkOrder, type WorkOrderPriority } from '../../../src-shared/work-orders.schemas';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { firstError } from '../../lib/forms';
import { resizePhoto } from '../../lib/photo-resize';
import { translateReason } from '../../lib/reasons';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { PhotoPicker } from '../../components/ui/photo-picker';
import { PRIORITY_LABELS, RETURN_LABELS } from './work-order-labels';
import { addPhotosToWorkOrder, PhotoRefused } from './work-order-photos';
import { SELECT } from './work-order-select';
import type { Assignee } from './work-order-card';

/**
 * What a work-order card folds away (issue 29: three cards a phone screen): the whole note,
 * assignee, priority, due time on the hotel's clock, photos (the app's one photo picker),
 * 'Return to service' for a room it took out of order, and the comments.
 */
export function WorkOrderDetails({
  order,
  place,
  assignees,
  timezone,
  patch,
  pending,
}: {
  order: WorkOrder;
  place: string;
  assignees: readonly Assignee[];
  timezone: string;
  /** The card's one way to change the order (status, assignee, priority, due time). */
  patch(change: { assigneeId?: string | null; priority?: WorkOrderPriority; dueAt?: string | null }): void;
  pending: boolean;
}) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const [comment, setComment] = useState('');
  const [returnAs, setReturnAs] = useState<(typeof RETURN_STATUSES)[number]>('dirty');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const commentId = useId();
  const refresh = () => Promise.all([utils.workOrders.list.invalidate(), utils.workOrders.byId.invalidate({ id: order.id })]);
  const failure = t`The work order could not be saved`;
  const detail = trpc.workOrders.byId.useQuery({ id: order.id });
  const addComment = trpc.workOrders.comment.useMutation();
  const back = trpc.workOrders.returnToService.useMutation();
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
    mutate: (sent: Blob[]) => addPhotosToWorkOrder(order.id, sent, photosFailed),
    onSuccess: () => setPhotos([]),
    success: t`Photos added`,
    failure: photosFailed,
    failed: (message, cause) => toast.error(cause instanceof PhotoRefused ? cause.message : message),
    refresh,
  });
  const room = PHOTO_LIMITS.perReport - order.photoIds.length;
  const dueLocal = order.dueAt ? formatInTimeZone(order.dueAt, timezone, "yyyy-MM-dd'T'HH:mm") : '';

  async function pick(files: File[]) {
    try {
      // Resized on the device (EXIF gone) as soon as picked: the thumbnails show what is sent.
      const resized = await Promise.all(files.slice(0, room - photos.length).map((file) => resizePhoto(file)));
      setPhotos((kept) => [...kept, ...resized]);
    } catch (cause) {
      console.warn('Photo could not be read', cause);
      toast.error(translateReason('PHOTO_NOT_IMAGE'));
    }
  }

  return (
    <div className="space-y-3 border-t border-border pt-2">
      {order.note && <p className="whitespace-pre-wrap break-words text-sm">{order.note}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <select aria-label={t`Assignee of ${place}`} className={SELECT} value={order.assigneeId ?? ''} disabled={pending} onChange={(e) => patch({ assigneeId: e.target.value || null })}>
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
          disabled={pending}
          onChange={(e) => patch({ priority: e.target.value as WorkOrderPriority })}
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
              if (value !== (order.dueAt && new Date(order.dueAt).toISOString())) patch({ dueAt: value });
            }}
          />
        </label>
      </div>
      {order.photoIds.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {order.photoIds.map((photoId, i) => (
            <a key={photoId} href={`/api/work-orders/${order.id}/photos/${photoId}`} target="_blank" rel="noreferrer">
              <img src={`/api/work-orders/${order.id}/photos/${photoId}`} alt={t`Photo ${i + 1} of ${place}`} className="size-16 rounded-md object-cover" loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {room > 0 && (
        <div className="space-y-2">
          <PhotoPicker
            label={<Trans>Add photos</Trans>}
            photos={photos}
            max={room}
            onAdd={(files) => void pick(files)}
            onRemove={(index) => setPhotos((kept) => kept.filter((_, i) => i !== index))}
          />
          {photos.length > 0 && (
            <Button size="sm" disabled={uploading.pending} onClick={() => void uploading.run(photos)}>
              {uploading.pending ? <Trans>Adding photos...</Trans> : <Trans>Send photos</Trans>}
            </Button>
          )}
        </div>
      )}
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
      <section className="space-y-2" aria-label={t`Comments (${order.commentCount})`}>
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
      </section>
    </div>
  );
}
