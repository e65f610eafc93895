import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { useHotelDay } from '../../lib/use-hotel-day';
import { buttonClass } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../components/ui/table';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { BoardSection } from '../../components/board-section';
import { formatNumber } from '../../../src-shared/format';
import { AttendantChart } from './attendant-chart';
import { DayHistory } from './day-history';

/** The attendant report of a day (DESIGN §12): a chart, the table, the day's history, and both CSV downloads. */
export function AttendantReportCard({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui();
  const { date, today, pick, ready, timezone } = useHotelDay(hotelId);
  const report = trpc.reports.attendants.useQuery({ hotelId, date }, { enabled: ready });
  useErrorToast(report.error, msg`Failed to load the attendant report`);
  const rows = report.data ?? [];
  const columns = [t`Housekeeper`, t`Rooms cleaned`, t`Credits`, t`Minutes worked`, t`Minutes per room`, t`Deferrals`, t`Inspections passed`, t`Inspections failed`, t`Turndowns`, t`Turndown credits`];
  // The file comes in the reader's language (issue 18); the server has no other way to know it.
  const csv = (path: string) => `${path}?date=${date}&format=csv&lang=${i18n.locale}`;

  return (
    <BoardSection
      title={<Trans>Attendant Report</Trans>}
      actions={
        <div className="flex flex-wrap items-end gap-2">
          {/* A plain date input: the daily report's day picker stays the one set of day/month/year selects on the screen. */}
          <Input
            type="date"
            aria-label={t`Report date`}
            className="w-auto"
            value={date}
            max={today}
            onChange={(e) => e.target.value && pick(e.target.value)}
          />
          <a className={buttonClass('outline', 'sm')} href={csv(`/api/reports/attendants/${hotelId}`)} download>
            <Trans>Download report (CSV)</Trans>
          </a>
          <a className={buttonClass('outline', 'sm')} href={csv(`/api/room-statuses/hotel/${hotelId}/history`)} download>
            <Trans>Download history (CSV)</Trans>
          </a>
        </div>
      }
    >
      {(headingId) => (
        <div className="space-y-4">
          {rows.length > 0 && <AttendantChart hotelId={hotelId} rows={rows} />}
          <Table aria-labelledby={headingId} className="stacked-table">
            <TableHead columns={columns} />
            <tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={10}>{report.isPending ? <Trans>Loading statistics...</Trans> : <Trans>No activity on this date</Trans>}</EmptyRow>
              ) : (
                rows.map((row) => (
                  <Tr key={row.housekeeperId}>
                    <Td className="font-medium">{row.housekeeperName}</Td>
                    {[row.roomsCleaned, row.credits, row.workedMinutes, row.averageMinutesPerRoom, row.deferrals, row.inspectionsPassed, row.inspectionsFailed, row.turndowns, row.turndownCredits].map(
                      (value, i) => (
                        // On a phone each figure is a line 'Credits 60' (the stacked-table style).
                        <Td key={i} data-label={columns[i + 1]}>
                          {value === null ? '—' : formatNumber(value, i18n.locale)}
                        </Td>
                      ),
                    )}
                  </Tr>
                ))
              )}
            </tbody>
          </Table>
          <DayHistory hotelId={hotelId} date={date} timezone={timezone} />
        </div>
      )}
    </BoardSection>
  );
}
