import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createWebhookInput, WEBHOOK_EVENTS, type CreatedWebhook, type WebhookEventType } from '../../../src-shared/webhooks.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { WEBHOOK_EVENT_LABELS } from './integration-texts';
import { SecretDialog } from './secret-once';
import { HotelSelect } from './staff-fields';

/** Hotel, https address and events; then the signing secret, shown this once. */
export function CreateWebhookDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation();
  const [hotelId, setHotelId] = useState('');
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  // The secret is shown once, in place of the form: no toast, no close.
  const { errors, pending, submitWith } = useFormSubmit({
    schema: createWebhookInput,
    check: () => (hotelId ? null : { hotelId: t`Please select a hotel` }),
    mutate: (input) => create.mutateAsync(input),
    onSuccess: setCreated,
    failure: t`Failed to create the webhook`,
    failureField: 'form',
    refresh: () => utils.webhooks.list.invalidate(),
  });

  function toggle(event: WebhookEventType, on: boolean) {
    setEvents((current) => (on ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e)) : current.filter((e) => e !== event)));
  }

  if (created) {
    return (
      <SecretDialog
        title={<Trans>Webhook created</Trans>}
        intro={<Trans>Each delivery is signed with this secret (Standard Webhooks). The receiving system needs it to check the Webhook-Signature header.</Trans>}
        label={t`Signing secret`}
        value={created.secret}
        onClose={onClose}
      />
    );
  }

  return (
    <FormDialog
      title={<Trans>Add webhook</Trans>}
      description={<Trans>The app posts the chosen events of one hotel to this address.</Trans>}
      onClose={onClose}
      onSubmit={submitWith({ hotelId, url, events })}
      submitLabel={<Trans>Add webhook</Trans>}
      pending={pending}
      error={errors.form ?? null}
    >
      <HotelSelect label={t`Hotel`} required value={hotelId} error={errors.hotelId} onChange={setHotelId} emptyLabel={t`Select a hotel`} emptyDisabled />
      <Field label={t`Webhook URL`} type="url" inputMode="url" required value={url} error={errors.url} onChange={(e) => setUrl(e.target.value)} />
      <fieldset className="space-y-2" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium">
          <Trans>Events</Trans>
        </legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <Checkbox checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
            {i18n._(WEBHOOK_EVENT_LABELS[event])}
            <code className="text-xs text-muted-foreground">{event}</code>
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className="text-sm text-destructive dark:text-red-400">
            {errors.events}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
