import { Trans, useLingui } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { Table, TableHead, Td, Tr } from '../../components/ui/table';
import { Moment } from './integration-format';
import { ListStateRow } from './list-rows';
import { PMS_EVENT_LABELS, PMS_PUSH_STATE_LABELS } from './pms-texts';

/** The integration log (DESIGN §17): rooms whose sync failed, recent pushes with the PMS's answer, pulls and webhooks. */
export function PmsLog({ hotelId, timezone }: { hotelId: string; timezone: string | undefined }) {
  const { t, i18n } = useLingui();
  const log = trpc.pms.log.useQuery({ hotelId }, { refetchInterval: 10_000 });
  const failed = log.data?.failedRooms ?? [];
  const pushes = log.data?.pushes ?? [];
  const events = log.data?.events ?? [];
  return (
    <div className="space-y-4">
      {failed.length > 0 && (
        <div role="status" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium">
            <Trans>PMS sync failed for these rooms. Update them in the PMS by hand or mark them PMS Updated.</Trans>
          </p>
          <ul className="mt-1 list-inside list-disc">
            {failed.map((p) => (
              <li key={p.id}>
                <Trans>
                  Room {p.roomNumber}: {p.lastAnswer ?? ''}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Table className="stacked-table">
        <caption className="sr-only">
          <Trans>Room status sent to the PMS</Trans>
        </caption>
        <TableHead columns={[<Trans>Room</Trans>, <Trans>Sent as</Trans>, <Trans>Result</Trans>, <Trans>PMS answer</Trans>, <Trans>When</Trans>]} />
        <tbody>
          <ListStateRow
            colSpan={5}
            what="PMS pushes"
            isPending={log.isPending}
            error={log.error}
            isEmpty={pushes.length === 0}
            empty={<Trans>Nothing sent yet. Room status changes are sent to the PMS as they happen.</Trans>}
          />
          {pushes.map((p) => (
            <Tr key={p.id}>
              <Td data-label={t`Room`}>{p.roomNumber}</Td>
              <Td data-label={t`Sent as`}>{p.condition}</Td>
              <Td data-label={t`Result`}>
                {i18n._(PMS_PUSH_STATE_LABELS[p.state]!)} {p.attempts > 1 && <Trans>({p.attempts} attempts)</Trans>}
              </Td>
              <Td className="max-w-xs break-all text-xs" data-label={t`PMS answer`}>
                {p.lastAnswer ?? ''}
              </Td>
              <Td data-label={t`When`}>
                <Moment iso={p.at} timezone={timezone} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {events.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t`Occupancy reads and webhooks`}>
          {events.map((e, i) => (
            <li key={i} className={e.ok ? '' : 'text-destructive dark:text-red-400'}>
              <Moment iso={e.at} timezone={timezone} /> · {i18n._(PMS_EVENT_LABELS[e.kind] ?? PMS_EVENT_LABELS.test!)}: {e.detail}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
