import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookView } from '../../../src-shared/webhooks.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Td, Tr } from '../../components/ui/table';
import { RowActions } from '../../components/lists/row-actions';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WEBHOOK_EVENT_LABELS } from './integration-texts';
import { ListTable } from './list-table';
import { ListSection } from '../../components/lists/list-section';

/** DESIGN §14: the webhooks of every hotel, their deliveries, and removal. */
export function WebhooksSection({ hotelNames, hotelZones }: { hotelNames: Map<string, string>; hotelZones: Map<string, string> }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const webhooks = trpc.webhooks.list.useQuery();
  const remove = trpc.webhooks.delete.useMutation({ onSettled: () => utils.webhooks.list.invalidate() });
  const [creating, setCreating] = useState(false);
  const deleting = useConfirmedAction<WebhookView>({
    run: (webhook) => remove.mutateAsync({ id: webhook.id }),
    success: t`Webhook deleted`,
    failure: t`Failed to delete the webhook`,
  });
  const [viewing, setViewing] = useState<WebhookView | null>(null);
  const rows = webhooks.data ?? [];

  return (
    <ListSection
      title={<Trans>Webhooks</Trans>}
      level={3}
      actions={
        <Button size="sm" onClick={() => setCreating(true)}>
          <Trans>Add webhook</Trans>
        </Button>
      }
    >
      <ListTable
        caption={<Trans>Webhooks</Trans>}
        columns={[<Trans>Address</Trans>, <Trans>Hotel</Trans>, <Trans>Events</Trans>, <Trans>Actions</Trans>]}
        what="webhooks"
        query={webhooks}
        isEmpty={rows.length === 0}
        empty={<Trans>No webhooks yet. Add one to have changes posted to another system.</Trans>}
      >
        {rows.map((webhook) => (
          <Tr key={webhook.id}>
            <Td className="max-w-xs break-all font-mono text-xs">{webhook.url}</Td>
            <Td data-label={t`Hotel`}>{hotelNames.get(webhook.hotelId) ?? webhook.hotelId}</Td>
            <Td className="text-xs" data-label={t`Events`}>{webhook.events.map((e) => i18n._(WEBHOOK_EVENT_LABELS[e])).join(', ')}</Td>
            <RowActions
              actions={[
                { label: <Trans>Deliveries</Trans>, ariaLabel: t`Deliveries of webhook ${webhook.url}`, variant: 'outline', onClick: () => setViewing(webhook) },
                { label: <Trans>Delete</Trans>, ariaLabel: t`Delete webhook ${webhook.url}`, variant: 'outline', onClick: () => deleting.ask(webhook) },
              ]}
            />
          </Tr>
        ))}
      </ListTable>
      {creating && <CreateWebhookDialog onClose={() => setCreating(false)} />}
      {viewing && <WebhookDeliveriesDialog webhook={viewing} timezone={hotelZones.get(viewing.hotelId)} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        {...deleting.dialog}
        title={<Trans>Delete webhook?</Trans>}
        description={<Trans>Nothing more is sent to {deleting.target?.url}, including deliveries still being retried.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
      />
    </ListSection>
  );
}
