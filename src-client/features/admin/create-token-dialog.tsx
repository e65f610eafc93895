import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createApiTokenInput, type ApiTokenScope, type CreatedApiToken } from '../../../src-shared/api-tokens.schemas';
import { trpc } from '../../lib/trpc';
import type { FieldErrors } from '../../lib/forms';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { SegmentedRadioGroup } from '../../components/ui/segmented-radio-group';
import { errorMessage, validate } from '../../lib/forms';
import { SelectField } from './select-field';
import { SecretDialog } from './secret-once';
import { byName } from './sort';

const ALL_HOTELS = '';

/** Name, hotel (or every hotel) and scope; then the token, shown this once. */
export function CreateTokenDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const hotels = trpc.hotels.list.useQuery();
  const utils = trpc.useUtils();
  const create = trpc.apiTokens.create.useMutation({ onSettled: () => utils.apiTokens.list.invalidate() });
  const [name, setName] = useState('');
  const [hotelId, setHotelId] = useState(ALL_HOTELS);
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(createApiTokenInput, { name, hotelId: hotelId || null, scope });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setFormError(null);
    try {
      setCreated(await create.mutateAsync(checked.data));
    } catch (error) {
      setFormError(errorMessage(error, t`Failed to create the API token`));
    }
  }

  if (created) {
    return <SecretDialog title={<Trans>API token created</Trans>} label={t`API token`} value={created.token} onClose={onClose} />;
  }

  return (
    <FormDialog
      title={<Trans>Create API token</Trans>}
      description={<Trans>Another system (a PMS, a reporting tool) uses it to read or change this app's data.</Trans>}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={<Trans>Create token</Trans>}
      pending={create.isPending}
      error={formError}
    >
      <Field label={t`Token name`} required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <SelectField label={t`Hotel`} value={hotelId} error={errors.hotelId} onChange={(e) => setHotelId(e.target.value)}>
        <option value={ALL_HOTELS}>{t`All hotels`}</option>
        {byName(hotels.data ?? []).map((hotel) => (
          <option key={hotel.id} value={hotel.id}>
            {hotel.name}
          </option>
        ))}
      </SelectField>
      <div className="space-y-1.5">
        <SegmentedRadioGroup
          label={t`Access`}
          value={scope}
          onChange={setScope}
          options={[
            { value: 'read', label: <Trans>Read only</Trans> },
            { value: 'write', label: <Trans>Read and write</Trans> },
          ]}
        />
        <p className="text-xs text-muted-foreground">
          {scope === 'read' ? (
            <Trans>Reads rooms, statuses, late checkouts and notes.</Trans>
          ) : (
            <Trans>Also changes room statuses, late checkouts and notes. Never users, hotels or integrations.</Trans>
          )}
        </p>
      </div>
    </FormDialog>
  );
}
