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
import { Badge } from '../../components/ui/badge';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/forms';
import { Moment } from './integration-format';

/** DESIGN §14: the webhooks of every hotel, their deliveries, removal, and enabling one a 410 Gone disabled (issue 28). */
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
  const enable = trpc.webhooks.enable.useMutation({ onSettled: () => utils.webhooks.list.invalidate() });
  const rows = webhooks.data ?? [];

  async function enableAgain(webhook: WebhookView) {
    try {
      await enable.mutateAsync({ id: webhook.id });
      toast.success(t`Webhook enabled: deliveries resume`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to enable the webhook`));
    }
  }

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
            <Td className="max-w-xs text-xs">
              <span className="break-all font-mono">{webhook.url}</span>
              {webhook.disabledAt && (
                <span className="mt-1 block space-y-1 font-sans">
                  <Badge tone="danger">
                    <Trans>Disabled</Trans>
                  </Badge>{' '}
                  <Trans>
                    The receiver answered 410 Gone (<Moment iso={webhook.disabledAt} timezone={hotelZones.get(webhook.hotelId)} />): nothing is sent until you enable it
                    again.
                  </Trans>
                </span>
              )}
            </Td>
            <Td data-label={t`Hotel`}>{hotelNames.get(webhook.hotelId) ?? webhook.hotelId}</Td>
            <Td className="text-xs" data-label={t`Events`}>{webhook.events.map((e) => i18n._(WEBHOOK_EVENT_LABELS[e])).join(', ')}</Td>
            <RowActions
              actions={[
                webhook.disabledAt !== null && {
                  label: <Trans>Enable again</Trans>,
                  ariaLabel: t`Enable again: webhook ${webhook.url}`,
                  disabled: enable.isPending,
                  onClick: () => void enableAgain(webhook),
                },
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
