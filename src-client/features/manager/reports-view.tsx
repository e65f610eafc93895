import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { DailyReportCard } from './daily-report-card';
import { AttendantReportCard } from '../lifecycle/attendant-report-card';

// The charts and their library (DESIGN §21) load with this view only, after its first tables.
const AnalyticsCharts = lazy(() => import('./analytics/analytics-charts'));

/** The manager's Reports view (issue 18): the Daily Cleaning Report, the attendant report with the day's history, then the analytics. */
export function ReportsView({ hotelId }: { hotelId: string }) {
  return (
    <div className="space-y-4">
      <DailyReportCard hotelId={hotelId} />
      <AttendantReportCard hotelId={hotelId} />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Loading charts...</Trans>
          </p>
        }
      >
        <AnalyticsCharts hotelId={hotelId} />
      </Suspense>
    </div>
  );
}
