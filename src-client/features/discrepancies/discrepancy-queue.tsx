import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { resolveDiscrepancyInput, type Discrepancy, type DiscrepancyKind, type DiscrepancyList } from '../../../src-shared/discrepancies.schemas';
import { FINDING_LABELS } from './finding-labels';
import { hotelDate } from '../../../src-shared/hotel-time';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Button, buttonClass } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { trpc } from '../../lib/trpc';
import { firstError } from '../../lib/forms';
import { useFormSubmit } from '../../lib/use-form-submit';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { NOTE_MAX_LENGTH } from '../../../src-shared/limits';

const KIND_LABELS: Record<DiscrepancyKind, MessageDescriptor> = { sleep: msg`Sleep`, skip: msg`Skip` };
/**
 * Rows fetched at first, and per 'Show more' (issue 20): the server pages them
 * (discrepancies.page), so a big hotel's day of findings stays a short, quick answer; the
 * CSV holds the whole day.
 */
const PAGE = 20;
/** DND rooms are only listed by number: more fit in one line. */
const DND_PAGE = 100;

/** One list of the day's findings, page by page; `total` counts the whole list. */
function useFindings(hotelId: string, date: string, list: DiscrepancyList, limit: number) {
  const query = trpc.discrepancies.page.useInfiniteQuery({ hotelId, date, list, limit }, { getNextPageParam: (last) => last.nextCursor ?? undefined });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { query, items, total, remaining: query.hasNextPage ? Math.max(total - items.length, 1) : 0, more: () => void query.fetchNextPage() };
}

function ShowMore({ remaining, pending, onMore }: { remaining: number; pending: boolean; onMore(): void }) {
  if (remaining <= 0) return null;
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={onMore}>
      <Trans>Show more ({remaining} more)</Trans>
    </Button>
  );
}

function ResolveForm({ item }: { item: Discrepancy }) {
  const { t } = useLingui();
  const id = useId();
  const [note, setNote] = useState('');
  const utils = trpc.useUtils();
  const resolve = trpc.discrepancies.resolve.useMutation();
  const roomNumber = item.roomNumber;
  const form = useFormSubmit({
    // An empty note is refused by the shared rule ('Write what was done about it'), said in the rooms' toast.
    schema: resolveDiscrepancyInput,
    invalid: (errors) => roomErrorToast(firstError(errors)),
    mutate: resolve.mutateAsync,
    onSuccess: () => roomSuccessToast(t`Discrepancy resolved, room ${roomNumber}`),
    failure: t`Failed to resolve the discrepancy`,
    failed: (message) => roomErrorToast(message),
    // Resolved or not (another desk may have resolved it meanwhile), the queue is read again.
    refresh: () => utils.discrepancies.page.invalidate({ hotelId: item.hotelId }),
  });
  return (
    <form onSubmit={form.submitWith({ id: item.id, note })} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 space-y-1">
        <Label htmlFor={id}>{t`Note, room ${roomNumber}`}</Label>
        <Input id={id} aria-invalid={form.errors.note ? true : undefined} value={note} maxLength={NOTE_MAX_LENGTH} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={form.pending}>
        <Trans>Resolve</Trans>
      </Button>
    </form>
  );
}

/**
 * The desk's discrepancy queue (DESIGN §17): today's findings that contradict the PMS (sleep,
 * skip), to resolve with a note; DND findings listed below for information. Kept current by
 * the live 'discrepancies' event; CSV of the day.
 */
export function DiscrepancyQueue({ hotelId, timezone }: { hotelId: string; timezone: string }) {
  const { i18n } = useLingui();
  const day = hotelDate(timezone);
  const openList = useFindings(hotelId, day, 'open', PAGE);
  const resolvedList = useFindings(hotelId, day, 'resolved', PAGE);
  const dndList = useFindings(hotelId, day, 'dnd', DND_PAGE);
  const query = openList.query;
  const open = openList.items;
  const resolved = resolvedList.items;
  const dndRooms = dndList.items.map((d) => d.roomNumber);
  const dndMore = dndList.total - dndRooms.length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <Trans>Discrepancies ({openList.total})</Trans>
        </CardTitle>
        <a className={buttonClass('outline', 'sm')} href={`/api/hotels/${hotelId}/discrepancies?date=${day}&format=csv&lang=${i18n.locale}`} download>
          <Trans>Download discrepancies (CSV)</Trans>
        </a>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Failed to load data</Trans>
          </p>
        ) : query.isPending ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Loading...</Trans>
          </p>
        ) : open.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No discrepancies to resolve</Trans>
          </p>
        ) : (
          <ul className="space-y-3" aria-label={i18n._(msg`Discrepancies to resolve`)}>
            {open.map((d) => (
              <li key={d.id} className="space-y-2 rounded-md border border-border p-3" data-testid="discrepancy">
                <p className="text-sm">
                  <strong>
                    <Trans>Room {d.roomNumber}</Trans>
                  </strong>{' '}
                  · {i18n._(KIND_LABELS[d.kind!])} · {i18n._(FINDING_LABELS[d.found])}
                  {d.foundByName ? ` · ${d.foundByName}` : ''}
                </p>
                <ResolveForm item={d} />
              </li>
            ))}
          </ul>
        )}
        <ShowMore remaining={openList.remaining} pending={openList.query.isFetchingNextPage} onMore={openList.more} />
        {resolved.length > 0 && (
          <ul className="space-y-1 text-sm text-muted-foreground" aria-label={i18n._(msg`Resolved discrepancies`)}>
            {resolved.map((d) => (
              <li key={d.id}>
                <Trans>
                  Room {d.roomNumber}: {i18n._(KIND_LABELS[d.kind!])}, resolved: {d.resolutionNote}
                </Trans>
              </li>
            ))}
          </ul>
        )}
        <ShowMore remaining={resolvedList.remaining} pending={resolvedList.query.isFetchingNextPage} onMore={resolvedList.more} />
        {dndRooms.length > 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>Do not disturb: rooms {dndRooms.join(', ')}</Trans>
            {dndMore > 0 && (
              <>
                {' '}
                <Trans>and {dndMore} more</Trans>
              </>
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
