import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookView } from '../../../src-shared/webhooks.schemas';
import { trpc } from '../../lib/trpc';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Table, TableHead, Td, Tr } from '../../components/ui/table';
import { WEBHOOK_EVENT_LABELS } from './integration-texts';
import { Moment } from './integration-format';
import { Blank, ListStateRow } from './list-rows';

/** The recent deliveries of one webhook: what was sent, how often it was tried, and why it failed. */
export function WebhookDeliveriesDialog({ webhook, timezone, onClose }: { webhook: WebhookView; timezone: string | undefined; onClose(): void }) {
  const { t, i18n } = useLingui();
  const deliveries = trpc.webhooks.deliveries.useQuery({ id: webhook.id }, { refetchInterval: 5000 });
  const rows = deliveries.data ?? [];
  const statusLabel = { pending: t`Retrying`, delivered: t`Delivered`, failed: t`Failed` } as const;
  const tone = { pending: 'warning', delivered: 'success', failed: 'danger' } as const;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Recent deliveries</Trans>} description={webhook.url} className="max-w-3xl">
      <Table className="stacked-table">
        <caption className="sr-only">
          <Trans>Recent deliveries</Trans>
        </caption>
        <TableHead columns={[<Trans>Event</Trans>, <Trans>Status</Trans>, <Trans>Attempts</Trans>, <Trans>Last attempt</Trans>, <Trans>Last error</Trans>]} />
        <tbody>
          <ListStateRow
            colSpan={5}
            what="webhook deliveries"
            isPending={deliveries.isPending}
            error={deliveries.error}
            isEmpty={rows.length === 0}
            empty={<Trans>Nothing sent yet. Deliveries appear here after the next change in the hotel.</Trans>}
          />
          {rows.map((d) => (
            <Tr key={d.id}>
              <Td>{i18n._(WEBHOOK_EVENT_LABELS[d.type])}</Td>
              <Td data-label={t`Status`}>
                <Badge tone={tone[d.status]}>{statusLabel[d.status]}</Badge>
              </Td>
              <Td className="tabular-nums" data-label={t`Attempts`}>
                {i18n.number(d.attempts)}
              </Td>
              <Td data-label={t`Last attempt`}>{d.lastAttemptAt ? <Moment iso={d.lastAttemptAt} timezone={timezone} /> : <Blank />}</Td>
              <Td className="max-w-xs break-words text-xs" data-label={t`Last error`}>{d.lastError ?? <Blank />}</Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
