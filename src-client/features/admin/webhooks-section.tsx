import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { WebhookView } from '../../../src-shared/webhooks.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Table, TableHead, Td, Tr } from '../../components/ui/table';
import { errorMessage } from '../../lib/forms';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WEBHOOK_EVENT_LABELS } from './integration-texts';
import { ListStateRow } from './list-rows';

/** DESIGN §14: the webhooks of every hotel, their deliveries, and removal. */
export function WebhooksSection({ hotelNames, hotelZones }: { hotelNames: Map<string, string>; hotelZones: Map<string, string> }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const webhooks = trpc.webhooks.list.useQuery();
  const remove = trpc.webhooks.delete.useMutation({ onSettled: () => utils.webhooks.list.invalidate() });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const [viewing, setViewing] = useState<WebhookView | null>(null);
  const rows = webhooks.data ?? [];

  async function confirmDelete(webhook: WebhookView) {
    try {
      await remove.mutateAsync({ id: webhook.id });
      toast.success(t`Webhook deleted`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to delete the webhook`));
    }
    setDeleting(null);
  }

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="webhooks-heading" className="me-auto text-lg font-semibold">
          <Trans>Webhooks</Trans>
        </h3>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Trans>Add webhook</Trans>
        </Button>
      </div>
      <Table className="stacked-table">
        <caption className="sr-only">
          <Trans>Webhooks</Trans>
        </caption>
        <TableHead columns={[<Trans>Address</Trans>, <Trans>Hotel</Trans>, <Trans>Events</Trans>, <Trans>Actions</Trans>]} />
        <tbody>
          <ListStateRow
            colSpan={4}
            what="webhooks"
            isPending={webhooks.isPending}
            error={webhooks.error}
            isEmpty={rows.length === 0}
            empty={<Trans>No webhooks yet. Add one to have changes posted to another system.</Trans>}
          />
          {rows.map((webhook) => (
            <Tr key={webhook.id}>
              <Td className="max-w-xs break-all font-mono text-xs">{webhook.url}</Td>
              <Td data-label={t`Hotel`}>{hotelNames.get(webhook.hotelId) ?? webhook.hotelId}</Td>
              <Td className="text-xs" data-label={t`Events`}>{webhook.events.map((e) => i18n._(WEBHOOK_EVENT_LABELS[e])).join(', ')}</Td>
              <Td>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" aria-label={t`Deliveries of webhook ${webhook.url}`} onClick={() => setViewing(webhook)}>
                    <Trans>Deliveries</Trans>
                  </Button>
                  <Button size="sm" variant="outline" aria-label={t`Delete webhook ${webhook.url}`} onClick={() => setDeleting(webhook)}>
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
      {creating && <CreateWebhookDialog onClose={() => setCreating(false)} />}
      {viewing && <WebhookDeliveriesDialog webhook={viewing} timezone={hotelZones.get(viewing.hotelId)} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete webhook?</Trans>}
        description={<Trans>Nothing more is sent to {deleting?.url}, including deliveries still being retried.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </section>
  );
}
