import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createWebhookInput, WEBHOOK_EVENTS, type CreatedWebhook, type WebhookEventType } from '../../../src-shared/webhooks.schemas';
import { trpc } from '../../lib/trpc';
import type { FieldErrors } from '../../lib/forms';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { errorMessage, validate } from '../../lib/forms';
import { WEBHOOK_EVENT_LABELS } from './integration-texts';
import { SecretDialog } from './secret-once';
import { SelectField } from './select-field';
import { byName } from './sort';

/** Hotel, https address and events; then the signing secret, shown this once. */
export function CreateWebhookDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const hotels = trpc.hotels.list.useQuery();
  const utils = trpc.useUtils();
  const create = trpc.webhooks.create.useMutation({ onSettled: () => utils.webhooks.list.invalidate() });
  const [hotelId, setHotelId] = useState('');
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  function toggle(event: WebhookEventType, on: boolean) {
    setEvents((current) => (on ? WEBHOOK_EVENTS.filter((e) => e === event || current.includes(e)) : current.filter((e) => e !== event)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createWebhookInput, { hotelId, url, events });
    const found = { ...checked.errors };
    if (!hotelId) found.hotelId = t`Please select a hotel`;
    setErrors(found);
    if (!checked.data) return;
    setFormError(null);
    try {
      setCreated(await create.mutateAsync(checked.data));
    } catch (error) {
      setFormError(errorMessage(error, t`Failed to create the webhook`));
    }
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
      onSubmit={submit}
      submitLabel={<Trans>Add webhook</Trans>}
      pending={create.isPending}
      error={formError}
    >
      <SelectField label={t`Hotel`} required value={hotelId} error={errors.hotelId} onChange={(e) => setHotelId(e.target.value)}>
        <option value="" disabled>
          {t`Select a hotel`}
        </option>
        {byName(hotels.data ?? []).map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.name}
          </option>
        ))}
      </SelectField>
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
