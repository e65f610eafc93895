import { Trans, useLingui } from "@lingui/react/macro";
import { trpc } from "../../lib/trpc";
import { formatNumber, formatPercent } from "../../../src-shared/format";
import { intlLocale } from "../../../src-shared/languages";

const DAYS = 30;
const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** Her own inspection scores of the last 30 days (DESIGN §20), read when she opens them: a small line of her mean score (plain SVG, no chart library on the phone) and the same numbers as a table. The server answers with hers only. */
export function MyScoresBody() {
  const { t, i18n } = useLingui();
  // The device's day: the server groups her inspections by the hotel's own days, the range only bounds them.
  const today = new Date().toLocaleDateString("en-CA");
  const scores = trpc.analytics.myScores.useQuery({
    from: dayBefore(today, DAYS - 1),
    to: today,
  });
  const days = scores.data ?? [];
  const day = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  const points = days
    .map(
      (d, i) =>
        `${days.length === 1 ? 50 : (i / (days.length - 1)) * 100},${40 - ((d.meanScore ?? 0) / 100) * 36}`,
    )
    .join(" ");
  return (
    <>
      {scores.isPending ? (
        <p role="status" className="py-2 text-sm text-muted-foreground">
          <Trans>Loading...</Trans>
        </p>
      ) : days.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          <Trans>No inspections of your rooms in the last 30 days</Trans>
        </p>
      ) : (
        <div className="space-y-2 py-2">
          <svg
            viewBox="0 0 100 42"
            preserveAspectRatio="none"
            className="h-12 w-full"
            aria-hidden="true"
          >
            <polyline
              points={points}
              fill="none"
              className="stroke-sky-700"
              strokeWidth="1.5"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <table
            className="w-full text-sm"
            aria-label={t`My inspection scores`}
          >
            <thead>
              <tr className="text-start text-muted-foreground">
                <th className="text-start font-medium">{t`Date`}</th>
                <th className="text-start font-medium">{t`Inspections`}</th>
                <th className="text-start font-medium">{t`Mean score`}</th>
                <th className="text-start font-medium">{t`Pass rate`}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <td>{day.format(new Date(`${d.date}T00:00:00Z`))}</td>
                  <td>{formatNumber(d.count, i18n.locale)}</td>
                  <td>
                    {d.meanScore === null
                      ? "—"
                      : formatNumber(d.meanScore, i18n.locale)}
                  </td>
                  <td>
                    {d.passRate === null
                      ? "—"
                      : formatPercent(d.passRate, i18n.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
