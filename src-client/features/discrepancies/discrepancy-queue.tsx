import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Discrepancy, DiscrepancyKind } from '../../../src-shared/discrepancies.schemas';
import { FINDING_LABELS } from './finding-labels';
import { hotelDate } from '../../../src-shared/hotel-time';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Button, buttonClass } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { roomErrorToast, roomSuccessToast } from '../../components/rooms/room-toasts';
import { NOTE_MAX_LENGTH } from '../../../src-shared/limits';

const KIND_LABELS: Record<DiscrepancyKind, MessageDescriptor> = { sleep: msg`Sleep`, skip: msg`Skip` };
/**
 * Rows shown at first, and added per 'Show more' (issue 20 point 4): a big hotel's day of
 * findings keeps the desk's view short and quick; the CSV holds the whole day.
 */
const PAGE = 20;

function ShowMore({ remaining, onMore }: { remaining: number; onMore(): void }) {
  if (remaining <= 0) return null;
  return (
    <Button variant="outline" size="sm" onClick={onMore}>
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
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (note.trim() === '') return roomErrorToast(t`Write what was done about it`);
    try {
      await resolve.mutateAsync({ id: item.id, note });
      void utils.discrepancies.byDay.invalidate({ hotelId: item.hotelId });
      roomSuccessToast(t`Discrepancy resolved, room ${roomNumber}`);
    } catch (e) {
      roomErrorToast(errorMessage(e, t`Failed to resolve the discrepancy`));
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 space-y-1">
        <Label htmlFor={id}>{t`Note, room ${roomNumber}`}</Label>
        <Input id={id} value={note} maxLength={NOTE_MAX_LENGTH} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={resolve.isPending}>
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
  const query = trpc.discrepancies.byDay.useQuery({ hotelId, date: day });
  const items = query.data ?? [];
  const open = items.filter((d) => d.kind && !d.resolvedAt);
  const resolved = items.filter((d) => d.kind && d.resolvedAt);
  const dnd = items.filter((d) => d.found === 'dnd');
  const [openShown, setOpenShown] = useState(PAGE);
  const [resolvedShown, setResolvedShown] = useState(PAGE);
  const dndRooms = dnd.slice(0, PAGE * 5).map((d) => d.roomNumber);
  const dndMore = dnd.length - dndRooms.length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <Trans>Discrepancies ({open.length})</Trans>
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
            {open.slice(0, openShown).map((d) => (
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
        <ShowMore remaining={open.length - openShown} onMore={() => setOpenShown((n) => n + PAGE)} />
        {resolved.length > 0 && (
          <ul className="space-y-1 text-sm text-muted-foreground" aria-label={i18n._(msg`Resolved discrepancies`)}>
            {resolved.slice(0, resolvedShown).map((d) => (
              <li key={d.id}>
                <Trans>
                  Room {d.roomNumber}: {i18n._(KIND_LABELS[d.kind!])}, resolved: {d.resolutionNote}
                </Trans>
              </li>
            ))}
          </ul>
        )}
        <ShowMore remaining={resolved.length - resolvedShown} onMore={() => setResolvedShown((n) => n + PAGE)} />
        {dnd.length > 0 && (
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
