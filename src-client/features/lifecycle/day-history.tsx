import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryRow } from '../../../src-shared/room-lifecycle.schemas';
import { formatHotelTime } from '../../../src-shared/display-time';
import { trpc } from '../../lib/trpc';
import { noteText } from '../../components/rooms/system-note-text';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../components/ui/table';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { CLEANING_TYPE_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { DeferralText } from '../../components/lifecycle/deferral-text';

/**
 * The day's history (DESIGN §12), read on the screen as the CSV has it: fetched when opened.
 * A deferral reads in the reader's language, from its reason and retry time.
 */
export function DayHistory({ hotelId, date, timezone }: { hotelId: string; date: string; timezone: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const history = trpc.reports.history.useQuery({ hotelId, date }, { enabled: open });
  useErrorToast(history.error, msg`Failed to load the history`);
  const rows = history.data ?? [];
  const columns = [t`Time`, t`Room`, t`Status`, t`By`, t`Cleaning type`, t`Notes`];
  // A work order's row (DESIGN §18): what happened in the reader's language, then its title and note as written.
  const workOrderNote = (event: 'created' | 'done', notes: string | null) => {
    const what = event === 'created' ? t`Work order reported` : t`Work order done`;
    return notes ? `${what}: ${notes}` : what;
  };
  const guestRequestNote = (notes: string | null) => (notes ? t`Guest request done: ${notes}` : t`Guest request done`);
  // Issue 32: a turndown done (who is the row's By); an attendant's order changed, with her name and the order.
  const queueOrderNote = (notes: string | null) => (notes ? t`Order of rooms changed: ${notes}` : t`Order of rooms changed`);
  const notesOf = (row: HistoryRow) => {
    if (row.deferral) return <DeferralText deferral={row.deferral} />;
    if (row.workOrder) return workOrderNote(row.workOrder, noteText(row));
    if (row.guestRequest) return guestRequestNote(noteText(row));
    if (row.turndown) return t`Turndown done`;
    if (row.queueOrder) return queueOrderNote(noteText(row));
    return noteText(row);
  };
  const change = (row: HistoryRow) => {
    const to = i18n._(STATUS_LABELS[row.to]);
    if (!row.from || row.from === row.to) return to;
    const from = i18n._(STATUS_LABELS[row.from]);
    // A message, not a built string: a right-to-left language writes its arrow the other way.
    return t`${from} → ${to}`;
  };
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">
        <Trans>History of the day</Trans>
      </summary>
      <Table aria-label={t`History of the day`} className="stacked-table mt-2">
        <TableHead columns={columns} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow colSpan={6}>{history.isPending ? <Trans>Loading history...</Trans> : <Trans>No activity on this date</Trans>}</EmptyRow>
          ) : (
            rows.map((row, i) => (
              <Tr key={`${row.at}-${i}`}>
                <Td>{formatHotelTime(row.at, timezone, i18n.locale)}</Td>
                <Td className="font-medium" data-label={columns[1]}>
                  {row.roomNumber}
                </Td>
                <Td data-label={columns[2]}>{change(row)}</Td>
                <Td data-label={columns[3]}>{row.actorName ?? '—'}</Td>
                <Td data-label={columns[4]}>{row.cleaningType ? i18n._(CLEANING_TYPE_LABELS[row.cleaningType]) : ''}</Td>
                <Td data-label={columns[5]}>{notesOf(row)}</Td>
              </Tr>
            ))
          )}
        </tbody>
      </Table>
    </details>
  );
}
