import { DailyReportCard } from './daily-report-card';
import { AttendantReportCard } from '../lifecycle/attendant-report-card';

/** The manager's Reports view (issue 18): the Daily Cleaning Report, then the attendant report with the day's history. */
export function ReportsView({ hotelId }: { hotelId: string }) {
  return (
    <div className="space-y-4">
      <DailyReportCard hotelId={hotelId} />
      <AttendantReportCard hotelId={hotelId} />
    </div>
  );
}
