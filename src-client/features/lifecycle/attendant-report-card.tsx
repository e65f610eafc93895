import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelDate } from '../../../src-shared/hotel-time';
import { DEFAULT_TIMEZONE } from '../../../src-shared/timezones';
import { trpc } from '../../lib/trpc';
import { buttonClass } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Table, TableHead, Td, Tr, EmptyRow } from '../../components/ui/table';
import { useErrorToast } from '../../components/rooms/use-error-toast';
import { BoardSection } from '../manager/board-section';
import { AttendantChart } from './attendant-chart';

/** The attendant report of a day (DESIGN §12): a chart, the table, and both CSV downloads. */
export function AttendantReportCard({ hotelId }: { hotelId: string }) {
  const { t } = useLingui();
  const hotel = trpc.hotels.byId.useQuery({ id: hotelId });
  const timezone = hotel.data?.timezone ?? DEFAULT_TIMEZONE;
  const [picked, setPicked] = useState<string | null>(null);
  const today = hotelDate(timezone);
  const date = picked ?? today;
  const report = trpc.reports.attendants.useQuery({ hotelId, date }, { enabled: !hotel.isPending });
  useErrorToast(report.error, msg`Failed to load the attendant report`);
  const rows = report.data ?? [];
  const csv = (path: string) => `${path}?date=${date}&format=csv`;

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
            onChange={(e) => e.target.value && setPicked(e.target.value)}
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
          {rows.length > 0 && <AttendantChart rows={rows} />}
          <Table aria-labelledby={headingId}>
            <TableHead
              columns={[t`Housekeeper`, t`Rooms cleaned`, t`Credits`, t`Minutes worked`, t`Minutes per room`, t`Deferrals`, t`Inspections passed`, t`Inspections failed`]}
            />
            <tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={8}>{report.isPending ? <Trans>Loading statistics...</Trans> : <Trans>No activity on this date</Trans>}</EmptyRow>
              ) : (
                rows.map((row) => (
                  <Tr key={row.housekeeperId}>
                    <Td className="font-medium">{row.housekeeperName}</Td>
                    <Td>{row.roomsCleaned}</Td>
                    <Td>{row.credits}</Td>
                    <Td>{row.workedMinutes}</Td>
                    <Td>{row.averageMinutesPerRoom ?? '—'}</Td>
                    <Td>{row.deferrals}</Td>
                    <Td>{row.inspectionsPassed}</Td>
                    <Td>{row.inspectionsFailed}</Td>
                  </Tr>
                ))
              )}
            </tbody>
          </Table>
        </div>
      )}
    </BoardSection>
  );
}
