import { Trans, useLingui } from "@lingui/react/macro";
import { formatInTimeZone } from "date-fns-tz";
import type { ReadyTime } from "../../../src-shared/arrivals.schemas";
import { hotelDate } from "../../../src-shared/hotel-time";
import { trpc } from "../../lib/trpc";
import { Card } from "../../components/ui/card";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";

/** Her clock moves on between room changes: the prediction is asked again each minute as well. */
const REFRESH_MS = 60_000;

/**
 * Today's arrivals and when their rooms will be ready (DESIGN §22), for the front desk and the
 * manager's Shift view: first the arrivals predicted late, with who has the room, then every
 * other arriving room with 'ready ≈ 13:40'. Refetched on every room change (hotel-event.ts).
 */
export function ReadyTimesPanel({
  hotelId,
  timezone,
}: {
  hotelId: string;
  timezone: string | undefined;
}) {
  const { t } = useLingui();
  const date = timezone ? hotelDate(timezone) : null;
  const times = trpc.arrivals.readyTimes.useQuery(
    { hotelId, date: date ?? "" },
    { enabled: date !== null, refetchInterval: REFRESH_MS },
  );
  const arriving = (times.data ?? []).filter((r) => r.arriving);
  const late = arriving.filter((r) => r.late);
  const rest = arriving.filter((r) => !r.late);
  return (
    <Card className="p-4">
      <section
        aria-labelledby="ready-times-title"
        data-ready-times
        className="space-y-3"
      >
        <h2 id="ready-times-title" className="text-lg font-semibold">
          <Trans>Arrivals and ready times</Trans>
        </h2>
        {times.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : times.isError ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Could not load the ready times</Trans>
          </p>
        ) : arriving.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No arrivals today</Trans>
          </p>
        ) : (
          <>
            {late.length > 0 && (
              <section
                aria-labelledby="late-arrivals-title"
                className="space-y-1"
              >
                <h3
                  id="late-arrivals-title"
                  className="text-sm font-semibold text-destructive"
                >
                  <Trans>Predicted late</Trans>
                </h3>
                <ul
                  aria-labelledby="late-arrivals-title"
                  data-late-arrivals
                  className="divide-y"
                >
                  {late.map((r) => (
                    <ArrivalRow key={r.roomId} row={r} timezone={timezone!} />
                  ))}
                </ul>
              </section>
            )}
            {rest.length > 0 && (
              <ul
                aria-label={t`On time`}
                data-on-time-arrivals
                className="divide-y"
              >
                {rest.map((r) => (
                  <ArrivalRow key={r.roomId} row={r} timezone={timezone!} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

function ArrivalRow({ row, timezone }: { row: ReadyTime; timezone: string }) {
  const { t } = useLingui();
  const at = row.predictedReadyAt
    ? formatInTimeZone(new Date(row.predictedReadyAt), timezone, "HH:mm")
    : null;
  const who = row.assignedToName;
  return (
    <li
      data-room-number={row.roomNumber}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm"
    >
      <span className="font-semibold">
        <Trans>Room {row.roomNumber}</Trans>
      </span>
      {row.arrivalTime && <span>{t`Guest ${row.arrivalTime}`}</span>}
      {row.vip > 0 && <Badge tone="info">{t`VIP`}</Badge>}
      <span data-ready-at>
        {row.ready ? t`Ready` : at ? t`ready ≈ ${at}` : t`Not assigned`}
      </span>
      {row.late && <Badge tone="danger">{t`Late`}</Badge>}
      {!row.ready && who && (
        <span className="text-muted-foreground">{t`With ${who}`}</span>
      )}
    </li>
  );
}
